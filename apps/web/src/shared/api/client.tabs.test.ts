/**
 * Two tabs of one browser share the session in local storage: when both see a 401 at once,
 * only one may spend the refresh token (docs/security.md, Tokens). Each tab is a fresh copy of
 * the client module; the browser's Web Locks are a small exclusive lock manager shared by both.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, getRefreshToken, saveSession } from '@/shared/session/session';
import { fakeToken } from '@/test/tokens';
import type * as Client from './client';

const oldAccess = fakeToken({ user_id: 'u1', n: 1 });
const newAccess = fakeToken({ user_id: 'u1', n: 2 });

/** navigator.locks in exclusive mode: callbacks under one name run one after the other. */
function fakeLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

async function openTab(): Promise<typeof Client> {
  vi.resetModules();
  return import('./client');
}

let refreshes: string[] = [];
beforeEach(() => {
  refreshes = [];
  saveSession({ access: oldAccess, refresh: 'refresh-1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      // The network takes a moment, so both tabs are waiting at once.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (url.endsWith('/token/refresh/')) {
        const { refresh } = JSON.parse(init.body as string) as { refresh: string };
        refreshes.push(refresh);
        // The server of old: a spent refresh token is refused.
        if (refresh !== 'refresh-1' || refreshes.length > 1) {
          return new Response(JSON.stringify({ error: 'Session expirée.' }), { status: 401 });
        }
        return new Response(JSON.stringify({ access: newAccess, refresh: 'refresh-2' }), {
          status: 200,
        });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return new Response(JSON.stringify({ ok: true }), {
        status: auth === `Bearer ${newAccess}` ? 200 : 401,
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refresh shared between tabs', () => {
  it('two tabs hit by a 401 at once spend the refresh token once, and both stay signed in', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLockManager() });
    const first = await openTab();
    const second = await openTab();
    const lost = vi.fn();
    first.setSessionLostHandler(lost);
    second.setSessionLostHandler(lost);

    const answers = await Promise.all([
      first.apiRequest<{ ok: boolean }>('/api/users/profil/'),
      second.apiRequest<{ ok: boolean }>('/api/notifications/'),
    ]);

    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toEqual(['refresh-1']);
    expect(lost).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe(newAccess);
    expect(getRefreshToken()).toBe('refresh-2');
  });
});
