/**
 * Web push through the real HTTP stack and a local push service (test/push-service.ts, the
 * `web-push-testing` package): devices subscribe with the server's key, a notification for a
 * member with no socket open arrives encrypted and decrypts to its ids and sentence; an open
 * socket, a category switched off or a read notification send nothing; a 410 forgets the
 * device (docs/adr/0020-web-push.md).
 */
import {
  type NotificationPage,
  PUSH_TEXTS,
  type PushKey,
  type PushPayload,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleContext } from '../../platform/module.ts';
import { createSignedInMember, invite, type Member } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import {
  PUSH_SUBSCRIPTIONS_PATH,
  type PushDevice,
  type PushTestApp,
  startPushTestApp,
} from '../../test/push-app.ts';
import type { LocalPushService } from '../../test/push-service.ts';
import type { TestApp } from '../../test/test-app.ts';
import { notificationsPersonalData } from './notifications.personal-data.ts';
import { createPushRepository } from './notifications.push.repository.ts';
import { isPushServiceUrl } from './notifications.push.service.ts';

let push: PushTestApp;
let t: TestApp;
let pushService: LocalPushService;
const call = caller(() => t);
const URL_PATH = PUSH_SUBSCRIPTIONS_PATH;
const subscribeDevice = (member: Member) => push.subscribeDevice(member);

beforeAll(async () => {
  push = await startPushTestApp();
  ({ t, pushService } = push);
});
afterAll(() => push.close());

const devicesOf = (member: Member) => createPushRepository(t.database.db).ofMember(member.id);

const payloads = (device: PushDevice) =>
  pushService.received(device).map((text) => JSON.parse(text) as PushPayload);

const notificationsOf = async (member: Member) =>
  ok<NotificationPage>(await call(member, 'GET', '/api/notifications/')).results;

describe('the key and the subscriptions', () => {
  it('publishes the VAPID public key to members only', async () => {
    const member = await createSignedInMember(t);
    expect(ok<PushKey>(await call(member, 'GET', `${URL_PATH}key/`))).toEqual({
      public_key: t.config.push.publicKey,
    });
    const guest = await t.app.inject({ url: `${URL_PATH}key/` });
    expect(guest.statusCode).toBe(401);
  });

  it('keeps one row per endpoint: re-subscribing updates it, another member takes it over', async () => {
    const [anne, paul] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const device = await subscribeDevice(anne);
    const renewed = {
      endpoint: device.endpoint,
      keys: (await pushService.subscribe(t.config.push.publicKey)).keys,
    };
    ok(await call(anne, 'POST', URL_PATH, renewed), 201);
    expect((await devicesOf(anne)).map((row) => row.p256dh)).toEqual([renewed.keys.p256dh]);
    // A shared phone: Paul signs in on it and switches push on; Anne's pushes stop there.
    ok(await call(paul, 'POST', URL_PATH, renewed), 201);
    expect(await devicesOf(anne)).toEqual([]);
    expect(await devicesOf(paul)).toHaveLength(1);
    // Anne cannot switch off Paul's device; Paul can.
    ok(await call(anne, 'DELETE', URL_PATH, { endpoint: device.endpoint }), 204);
    expect(await devicesOf(paul)).toHaveLength(1);
    ok(await call(paul, 'DELETE', URL_PATH, { endpoint: device.endpoint }), 204);
    expect(await devicesOf(paul)).toEqual([]);
  });

  it('refuses a malformed subscription with a French error and stores nothing', async () => {
    const member = await createSignedInMember(t);
    const { keys } = await pushService.subscribe(t.config.push.publicKey);
    const endpoint = 'https://push.example.org/abc';
    refused(
      await call(member, 'POST', URL_PATH, { endpoint: 'pas une adresse', keys }),
      400,
      PUSH_TEXTS.endpoint,
    );
    refused(
      await call(member, 'POST', URL_PATH, { endpoint: 'ftp://push.example.org/a', keys }),
      400,
      PUSH_TEXTS.endpoint,
    );
    refused(
      await call(member, 'POST', URL_PATH, { endpoint: `https://x.org/${'a'.repeat(1000)}`, keys }),
      400,
      PUSH_TEXTS.endpoint,
    );
    refused(
      await call(member, 'POST', URL_PATH, { endpoint, keys: { ...keys, p256dh: 'abc' } }),
      400,
      PUSH_TEXTS.keys,
    );
    refused(
      await call(member, 'POST', URL_PATH, { endpoint, keys: { ...keys, auth: 'a+b/' } }),
      400,
      PUSH_TEXTS.keys,
    );
    refused(await call(member, 'POST', URL_PATH, { endpoint }), 400, PUSH_TEXTS.keys);
    expect(await devicesOf(member)).toEqual([]);
  });

  it('takes in production only https push services on public names', () => {
    expect(isPushServiceUrl('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(isPushServiceUrl('https://web.push.apple.com/QGx', false)).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/notify',
      'https://[::1]/notify',
      'https://10.0.0.5:8443/notify',
      'https://localhost/notify',
      'https://printer.local/notify',
      'https://metadata/notify',
      'https://user:pw@push.example.org/a',
    ]) {
      expect(isPushServiceUrl(endpoint, false), endpoint).toBe(false);
    }
    expect(isPushServiceUrl('http://127.0.0.1:8090/notify/x', true)).toBe(true);
  });
});

describe('a notification pushed', () => {
  it('reaches a member with no socket open: encrypted, it decrypts to its ids and sentence', async () => {
    const [anne, paul] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const device = await subscribeDevice(anne);
    await invite(t, paul, anne);
    const [notification] = await notificationsOf(anne);
    const received = pushService.received(device);
    expect(received).toHaveLength(1);
    expect(Buffer.byteLength(received[0] ?? '')).toBeLessThan(4096);
    expect(payloads(device)).toEqual([
      {
        title: 'Koinonia',
        body: `${paul.first_name} ${paul.last_name} vous a envoyé une invitation.`,
        url: `/feed/people-profile/${paul.id}/feed`,
        tag: `koinonia:/feed/people-profile/${paul.id}/feed`,
        notification_id: notification?.id,
        notification_type: 'FRIEND_REQUEST_NEW',
        more: { id: paul.id },
      },
    ]);
  });

  it('is not sent to a member whose socket is open: the app shows it', async () => {
    const [anne, paul] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const device = await subscribeDevice(anne);
    const socket = push.socket('/ws/notifications/', anne.headers.authorization.slice(7));
    await socket.ready();
    await invite(t, paul, anne);
    await socket.next((event: { type?: string }) => event.type === 'new_notification');
    expect(await notificationsOf(anne)).toHaveLength(1);
    expect(pushService.received(device)).toEqual([]);
  });

  it('is not sent for a category whose push the member switched off', async () => {
    const [anne, paul] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const device = await subscribeDevice(anne);
    ok(
      await call(anne, 'PATCH', '/api/users/settings/', {
        notifications: { channels: { friends: { push: false } } },
      }),
    );
    await invite(t, paul, anne);
    expect(await notificationsOf(anne)).toHaveLength(1);
    expect(pushService.received(device)).toEqual([]);
  });

  it('is not sent once read', async () => {
    const [anne, paul] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    await invite(t, paul, anne);
    // The device comes after the notification: its job is worked by hand, read then unread.
    const device = await subscribeDevice(anne);
    const [notification] = await notificationsOf(anne);
    const job = { userId: anne.id, notificationId: notification?.id ?? '' };
    const { push } = t.app.services.notifications;
    ok(await call(anne, 'POST', `/api/notifications/notification/${job.notificationId}/read/`));
    expect(await push.deliver(job)).toBe('skipped');
    expect(pushService.received(device)).toEqual([]);
  });

  it('forgets a device the push service says is gone (410)', async () => {
    const [anne, paul, jean] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    const device = await subscribeDevice(anne!);
    await invite(t, paul!, anne!);
    expect(pushService.received(device)).toHaveLength(1);
    pushService.expire(device);
    await invite(t, jean!, anne!);
    expect(await notificationsOf(anne!)).toHaveLength(2);
    expect(pushService.received(device)).toHaveLength(1);
    expect(await devicesOf(anne!)).toEqual([]);
  });
});

describe('personal data', () => {
  it('the export lists the devices by endpoint only; erasure forgets them', async () => {
    const anne = await createSignedInMember(t);
    const device = await subscribeDevice(anne);
    const ctx = { db: t.database.db } as ModuleContext;
    const sections =
      (await notificationsPersonalData.export?.(ctx, t.app.services.notifications, anne.id)) ?? [];
    const devices = sections.find((section) => section.file === 'push-devices.json');
    expect(devices?.rows).toEqual([{ endpoint: device.endpoint, created_at: expect.any(String) }]);
    expect(JSON.stringify(devices)).not.toContain(device.keys.auth);
    await notificationsPersonalData.erase?.(ctx, t.app.services.notifications, anne.id);
    expect(await devicesOf(anne)).toEqual([]);
  });
});
