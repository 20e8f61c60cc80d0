import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { PushDeviceCard } from './PushDeviceCard';

const KEY =
  'BAvyBTLMvujAnDcIU7kLXbMgMddxCyvkGWY3M6wiCv34z13YDAYT5MzhALoRCjdkSSSRjCOOwiG1qHSJVeSdhKA';
const ENDPOINT = 'https://push.example.org/device-1';
const SWITCH = { name: 'Recevoir les notifications sur cet appareil' };

/** The switch once the card has read the device's state (it is disabled until then). */
async function readySwitch(): Promise<HTMLInputElement> {
  const toggle = await screen.findByRole<HTMLInputElement>('switch', SWITCH);
  await waitFor(() => expect(toggle.disabled).toBe(false));
  return toggle;
}

/** A browser with push: its permission, its worker's push manager, and what the API was sent. */
function browser(
  permission: NotificationPermission,
  { subscribed = false, answer = 'granted' } = {},
) {
  const sent: { method: string; body: unknown }[] = [];
  let current: PushSubscription | null = null;
  const subscription = (key: Uint8Array) =>
    ({
      endpoint: ENDPOINT,
      options: { applicationServerKey: key.buffer },
      toJSON: () => ({
        endpoint: ENDPOINT,
        keys: { p256dh: 'p256dh-of-device', auth: 'auth-of-device' },
      }),
      unsubscribe: vi.fn(() => {
        current = null;
        return Promise.resolve(true);
      }),
    }) as unknown as PushSubscription;
  const keyBytes = Uint8Array.from(atob(KEY.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) =>
    c.charCodeAt(0),
  );
  if (subscribed) current = subscription(keyBytes);
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((options: { applicationServerKey: Uint8Array }) => {
      current = subscription(options.applicationServerKey);
      return Promise.resolve(current);
    }),
  };
  const requestPermission = vi.fn(() => {
    notification.permission = answer as NotificationPermission;
    return Promise.resolve(notification.permission);
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  const record = (method: string) => (_url: string, init: RequestInit) => {
    sent.push({ method, body: JSON.parse(String(init.body)) });
    return method === 'POST'
      ? json({ endpoint: ENDPOINT, created_at: '2026-11-27T10:00:00.000Z' }, 201)
      : new Response(null, { status: 204 });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi([
        ['GET /api/notifications/push-subscriptions/key/', () => json({ public_key: KEY })],
        ['POST /api/notifications/push-subscriptions/', record('POST')],
        ['DELETE /api/notifications/push-subscriptions/', record('DELETE')],
      ]),
    ),
  );
  return { sent, pushManager, requestPermission, keyBytes, current: () => current };
}

const userAgent = navigator.userAgent;
beforeEach(() => {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
});

describe('Recevoir les notifications sur cet appareil', () => {
  it('asks the permission only on the tap, then subscribes with the server key and tells the server', async () => {
    const device = browser('default');
    renderWithProviders(<PushDeviceCard />);
    const toggle = await screen.findByRole<HTMLInputElement>('switch', SWITCH);
    await screen.findByText(/Votre navigateur vous demandera votre accord/);
    expect(toggle.checked).toBe(false);
    expect(device.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    await screen.findByText(/Cet appareil reçoit vos notifications/);
    expect(toggle.checked).toBe(true);
    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(device.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: device.keyBytes,
    });
    expect(device.sent).toEqual([
      {
        method: 'POST',
        body: { endpoint: ENDPOINT, keys: { p256dh: 'p256dh-of-device', auth: 'auth-of-device' } },
      },
    ]);
  });

  it('switched off: the server forgets the device, then the browser', async () => {
    const device = browser('granted', { subscribed: true });
    renderWithProviders(<PushDeviceCard />);
    await screen.findByText(/Cet appareil reçoit vos notifications/);
    const toggle = screen.getByRole<HTMLInputElement>('switch', SWITCH);
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(device.sent.at(-1)).toEqual({ method: 'DELETE', body: { endpoint: ENDPOINT } });
    expect(device.current()).toBeNull();
  });

  it('refused in the browser: the switch is off and the page says how to undo it', async () => {
    const device = browser('default', { answer: 'denied' });
    renderWithProviders(<PushDeviceCard />);
    fireEvent.click(await readySwitch());
    await screen.findByText(/ouvrez les réglages du site/);
    expect(screen.getByRole<HTMLInputElement>('switch', SWITCH).disabled).toBe(true);
    expect(device.pushManager.subscribe).not.toHaveBeenCalled();
    expect(device.sent).toEqual([]);
  });

  it('says when the browser has no push, and points an iPhone outside the home screen at /download', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    });
    renderWithProviders(<PushDeviceCard />);
    await screen.findByText('Ce navigateur ne peut pas recevoir les notifications de Koinonia.');
    expect(screen.getByRole<HTMLInputElement>('switch', SWITCH).disabled).toBe(true);
    expect(screen.getByText(/une fois Koinonia ajouté à l'écran d'accueil/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Installer l'application" }).getAttribute('href')).toBe(
      '/download',
    );
  });

  it('shows no iPhone line on another browser', async () => {
    browser('default');
    renderWithProviders(<PushDeviceCard />);
    await screen.findByText(/Votre navigateur vous demandera votre accord/);
    expect(screen.queryByText(/écran d'accueil/)).toBeNull();
  });
});
