import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FROM_PUSH_PARAM, TO_PAGE } from '@/pwa/pwa-names';
import { saveSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { useReadFromPush } from './useReadFromPush';

// A tap on a notification's push marks it read (docs/adr/0020-web-push.md): the page the
// worker opens with `?from-push=<id>`, or a page already there that the worker's message
// reaches, calls the mark-read API with the member's token.

const ID = '8c1f2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const POST = '/feed/publica-details/2b5e7c1a-0f7e-4a53-9d1c-1e8f4a4f7b10';
const worker = new EventTarget();
// The files share their page (docs/testing.md): the stand-in worker leaves with each test.
const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');

function Page() {
  useReadFromPush();
  return null;
}

function serve() {
  const fetchMock = vi.fn(
    fakeApi([
      [
        'POST /api/notifications/notification/',
        (url) => json({ id: url.split('/').at(-3), is_read: true }),
      ],
      ['GET /api/notifications/', () => json({ results: [], next: null, unread_count: 0 })],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const readCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url]) => new URL(String(url), 'http://x').pathname);

beforeEach(() => {
  saveSession({ access: fakeToken({ user_id: 'me' }), refresh: 'r' });
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
});
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'serviceWorker', original);
  else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a tap on a notification’s push', () => {
  it('opening the page with ?from-push= marks it read once and drops the parameter', async () => {
    const fetchMock = serve();
    const { router } = renderWithProviders(<Page />, {
      path: `${POST}?photo=3&${FROM_PUSH_PARAM}=${ID}`,
    });
    await waitFor(() =>
      expect(readCalls(fetchMock)).toEqual([`/api/notifications/notification/${ID}/read/`]),
    );
    const authorization = new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization');
    expect(authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(router.state.location.search).toBe('?photo=3'));
    expect(router.state.location.pathname).toBe(POST);
    expect(readCalls(fetchMock)).toHaveLength(1);
  });

  it('a page already there, focused by the worker, marks it read on its message', async () => {
    const fetchMock = serve();
    renderWithProviders(<Page />, { path: POST });
    worker.dispatchEvent(
      new MessageEvent('message', { data: { type: TO_PAGE.pushOpened, notificationId: ID } }),
    );
    await waitFor(() =>
      expect(readCalls(fetchMock)).toEqual([`/api/notifications/notification/${ID}/read/`]),
    );
  });

  it('marks nothing for a parameter that is no notification id, and drops it', async () => {
    const fetchMock = serve();
    const { router } = renderWithProviders(<Page />, {
      path: `${POST}?${FROM_PUSH_PARAM}=../../users/`,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    worker.dispatchEvent(
      new MessageEvent('message', { data: { type: 'autre', notificationId: ID } }),
    );
    expect(readCalls(fetchMock)).toEqual([]);
  });
});
