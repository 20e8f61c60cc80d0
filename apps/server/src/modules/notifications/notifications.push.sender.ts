/**
 * Sends one encrypted push to one device (RFC 8030, 8291, 8292): the `web-push` library signs
 * the request with the VAPID keys and encrypts the payload with the device's keys
 * (`generateRequestDetails`); the request itself goes out through Node's fetch, with a time
 * limit and no redirect followed. It answers what the push service said, so that the caller
 * can forget a device that is gone.
 */
import webpush from 'web-push';
import type { PushConfig } from '../../config.ts';

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  send(device: PushDevice, payload: string): Promise<{ outcome: PushOutcome; status?: number }>;
}

/** A day: a phone switched off for longer gets nothing stale when it wakes. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** The library's headers as fetch takes them: strings, and fetch counts the length itself. */
function headersOf(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

export function createWebPushSender(
  config: Pick<PushConfig, 'publicKey' | 'privateKey' | 'subject'>,
): PushSender {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  return {
    async send(device, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        { vapidDetails, TTL: TTL_SECONDS, urgency: 'normal' },
      );
      let status: number;
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: headersOf(request.headers),
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = response.status;
        await response.body?.cancel();
      } catch {
        return { outcome: 'failed' };
      }
      if (status >= 200 && status < 300) return { outcome: 'sent', status };
      // 404 and 410: the subscription expired, or the member revoked it in the browser.
      return { outcome: status === 404 || status === 410 ? 'gone' : 'failed', status };
    },
  };
}
