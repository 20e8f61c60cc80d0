import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, getRefreshToken, saveSession } from '@/shared/session/session';
import { fakeToken } from '@/test/tokens';
import { ApiError } from './api-error';
import {
  apiRequest,
  arrivedEarly,
  arrivedEarlyPage,
  earlyStaleTime,
  markFirstScreenShown,
  requestEarly,
  setSessionLostHandler,
} from './client';

const oldAccess = fakeToken({ user_id: 'u1', n: 1 });
const newAccess = fakeToken({ user_id: 'u1', n: 2 });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake server: /profil/ wants the new token; refresh answers as told. */
function fakeServer(refreshAnswer: () => Response) {
  return vi.fn(async (url: string, init: RequestInit) => {
    await Promise.resolve();
    if (url.endsWith('/token/refresh/')) return refreshAnswer();
    const auth = (init.headers as Record<string, string>).Authorization;
    if (auth === `Bearer ${newAccess}`) return json(200, { ok: url });
    return json(401, { error: 'Session expirée.', code: 'token_expired' });
  });
}

let sessionLost: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  saveSession({ access: oldAccess, refresh: 'refresh-1' });
  sessionLost = vi.fn<() => void>();
  setSessionLostHandler(sessionLost);
});

describe('API client', () => {
  it('sends the bearer token', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/users/profil/');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${oldAccess}`);
  });

  it('on 401 refreshes once for concurrent calls, then retries each once', async () => {
    const fetchMock = fakeServer(() => json(200, { access: newAccess, refresh: 'refresh-2' }));
    vi.stubGlobal('fetch', fetchMock);

    const results = await Promise.all([
      apiRequest<{ ok: string }>('/api/a/'),
      apiRequest<{ ok: string }>('/api/b/'),
      apiRequest<{ ok: string }>('/api/c/'),
    ]);

    expect(results.map((r) => r.ok)).toEqual(['/api/a/', '/api/b/', '/api/c/']);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url.endsWith('/token/refresh/'));
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(refreshCalls[0]?.[1].body as string)).toEqual({ refresh: 'refresh-1' });
    // 3 first tries + 1 refresh + 3 retries.
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(getAccessToken()).toBe(newAccess);
    expect(getRefreshToken()).toBe('refresh-2');
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is an error, not a loop', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/token/refresh/')
        ? json(200, { access: newAccess, refresh: 'refresh-2' })
        : json(401, { error: 'Non autorisé.', code: 'unauthorized' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x/')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('when the refresh is refused: clears the session and sends the member to sign in', async () => {
    const fetchMock = fakeServer(() =>
      json(401, { error: 'Jeton invalide.', code: 'invalid_token' }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const calls = [apiRequest('/api/a/'), apiRequest('/api/b/')];
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(ApiError);

    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/token/refresh/'))).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(sessionLost).toHaveBeenCalled();
  });

  it('turns an error answer into ApiError with the French sentence and field details', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          error: 'Données invalides.',
          code: 'validation_error',
          details: { email: "L'adresse e-mail n'est pas valide." },
        }),
      ),
    );
    const error = await apiRequest('/api/auth/sign-up/', { body: {}, auth: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Données invalides.',
      code: 'validation_error',
      details: { email: "L'adresse e-mail n'est pas valide." },
    });
  });

  it('a network failure keeps the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/x/')).rejects.toMatchObject({ status: 0 });
    expect(getAccessToken()).toBe(oldAccess);
  });
});

describe("early requests (a route asks for its page's first data)", () => {
  it("answers the page's GET with the request already on its way, once", async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) => json(200, { url }));
    vi.stubGlobal('fetch', fetchMock);
    void requestEarly(['/api/early/']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiRequest('/api/early/')).toEqual({ url: '/api/early/' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next ask (a refetch) goes to the server.
    await apiRequest('/api/early/');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves writes, other addresses and stale answers to the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchMock = vi.fn(async (url: string, _init: RequestInit) => json(200, { url }));
      vi.stubGlobal('fetch', fetchMock);
      void requestEarly(['/api/a/', '/api/b/']);
      await apiRequest('/api/a/', { body: { x: 1 } });
      await apiRequest('/api/c/');
      expect(fetchMock).toHaveBeenCalledTimes(4);
      vi.setSystemTime(Date.now() + 10_001);
      await apiRequest('/api/b/');
      expect(fetchMock).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports a failure through the page's query, and asks nothing for a guest", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      json(500, { error: 'Erreur serveur.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    void requestEarly(['/api/broken/']);
    await expect(apiRequest('/api/broken/')).rejects.toBeInstanceOf(ApiError);
    localStorage.clear();
    void requestEarly(['/api/guest/']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Public data (the news) is asked for early for a guest too, without a token.
    void requestEarly(['/api/public/'], { guests: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1]?.[1].headers).has('Authorization')).toBe(false);
  });

  it('gives an answer that has arrived to the first render, once, and keeps it fresh a moment', async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) => json(200, { url }));
    vi.stubGlobal('fetch', fetchMock);
    void requestEarly(['/api/arrived/', '/api/page/']);
    // Not yet arrived: the query starts empty and takes the request on its way.
    expect(arrivedEarly('/api/arrived/')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrivedEarly('/api/arrived/')).toEqual({ url: '/api/arrived/' });
    expect(arrivedEarly('/api/arrived/')).toBeUndefined();
    expect(arrivedEarlyPage('/api/page/')).toEqual({
      pages: [{ url: '/api/page/' }],
      pageParams: [''],
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Fresh while it is the early answer, stale as usual once the query has fetched itself.
    expect(earlyStaleTime({ state: { dataUpdateCount: 0 } })).toBeGreaterThan(0);
    expect(earlyStaleTime({ state: { dataUpdateCount: 1 } })).toBe(0);
  });
});

// public/boot.js, part 4: a member's page's first answers, asked for with the token before the
// app's code ran, wait in `koinoniaBootAnswers` for `requestEarly`.
describe("the answers public/boot.js asked for (a member's first screen)", () => {
  const withBoot = (token: string, answers: Record<string, Promise<Response>>) =>
    vi.stubGlobal('koinoniaBootAnswers', { token, answers });

  it('are taken instead of asking, once each; the others are asked for', async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) => json(200, { url }));
    vi.stubGlobal('fetch', fetchMock);
    withBoot(oldAccess, { '/api/boot-a/': Promise.resolve(json(200, { from: 'boot' })) });
    await requestEarly(['/api/boot-a/', '/api/boot-b/']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/boot-b/']);
    expect(await apiRequest('/api/boot-a/')).toEqual({ from: 'boot' });
    // Taken once: a later early request of the address asks the server.
    void requestEarly(['/api/boot-a/']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/boot-b/', '/api/boot-a/']);
  });

  it('are asked for by boot.js at once when the app asks before its first paint', async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) => json(200, { url }));
    vi.stubGlobal('fetch', fetchMock);
    const answers: Record<string, Promise<Response>> = {};
    const ask = vi.fn(() => {
      answers['/api/boot-late/'] = Promise.resolve(json(200, { from: 'boot' }));
    });
    vi.stubGlobal('koinoniaBootAnswers', { token: oldAccess, answers, ask });
    await requestEarly(['/api/boot-late/']);
    expect(ask).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiRequest('/api/boot-late/')).toEqual({ from: 'boot' });
  });

  it("are taken by the first GET of the address too (the layout's roles, asked by no loader)", async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) => json(200, { url }));
    vi.stubGlobal('fetch', fetchMock);
    withBoot(oldAccess, { '/api/boot-roles/': Promise.resolve(json(200, { roles: [] })) });
    expect(await apiRequest('/api/boot-roles/')).toEqual({ roles: [] });
    expect(await apiRequest('/api/boot-roles/')).toEqual({ url: '/api/boot-roles/' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again when the answer is not a success (an expired token: the client refreshes it)', async () => {
    const fetchMock = fakeServer(() => json(200, { access: newAccess, refresh: 'refresh-2' }));
    vi.stubGlobal('fetch', fetchMock);
    withBoot(oldAccess, {
      '/api/boot-expired/': Promise.resolve(json(401, { error: 'Session expirée.' })),
      '/api/boot-failed/': Promise.reject(new TypeError('network')),
    });
    void requestEarly(['/api/boot-expired/', '/api/boot-failed/']);
    expect(await apiRequest('/api/boot-expired/')).toEqual({ ok: '/api/boot-expired/' });
    expect(await apiRequest('/api/boot-failed/')).toEqual({ ok: '/api/boot-failed/' });
    expect(getAccessToken()).toBe(newAccess);
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it("never gives an answer asked for with another token than the session's", async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) => json(200, { url }));
    vi.stubGlobal('fetch', fetchMock);
    withBoot(fakeToken({ user_id: 'someone-else' }), {
      '/api/boot-other/': Promise.resolve(json(200, { from: 'another member' })),
    });
    void requestEarly(['/api/boot-other/']);
    expect(await apiRequest('/api/boot-other/')).toEqual({ url: '/api/boot-other/' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("the first screen's data (the route's loader waits for it)", () => {
  it('settles once the answers have arrived, so that the first render shows them', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    let settled = false;
    const waiting = requestEarly(['/api/first/']).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    answer(json(200, { first: true }));
    await waiting;
    expect(arrivedEarly('/api/first/')).toEqual({ first: true });
  });

  it('waits one second at most: a slow answer leaves the page to its loading state', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => undefined)),
      );
      let settled = false;
      void requestEarly(['/api/slow/']).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('no longer waits once the first screen has been shown: a later page shows its cache', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    markFirstScreenShown();
    await expect(requestEarly(['/api/later/'])).resolves.toBeNull();
  });
});
