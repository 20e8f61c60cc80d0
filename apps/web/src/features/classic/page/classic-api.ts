/**
 * The light feed's calls (docs/classic.md): the same API as the app, with the member's tokens
 * from local storage (spec §4). A 401 refreshes the access token once, under the app's lock
 * so that the light feed and an open tab of the app never spend the refresh token twice; a
 * refused refresh ends the session, as in the app (shared/api/client.ts).
 */
import type { Publication, PublicationPage, TokenPair, UserProfile } from '@koinonia/contracts';
import { authUrl, publicationsUrl, userUrl } from '@/shared/api/endpoints';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  REFRESH_LOCK,
  saveSession,
} from '@/shared/session/session';

/** A refusal of the API: its French sentence, machine code and status (0: no network). */
export class ClassicApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ClassicApiError';
  }
}

/** The session ended (no token, or the refresh token refused): sign in again. */
export class SignedOut extends Error {
  override name = 'SignedOut';
}

const NETWORK = 'network_error';

async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { ...init, headers });
  } catch {
    throw new ClassicApiError(0, '', NETWORK);
  }
}

async function refresh(): Promise<string | null> {
  const spent = getRefreshToken();
  const once = async () => {
    const current = getRefreshToken();
    // Another tab rotated it while this one waited for the lock: its pair is the one to use.
    if (current && current !== spent) return getAccessToken();
    if (!current) return null;
    const response = await send(
      `${authUrl}/token/refresh/`,
      { method: 'POST', body: JSON.stringify({ refresh: current }) },
      null,
    );
    if (!response.ok) return null;
    const pair = (await response.json()) as TokenPair;
    saveSession(pair);
    return pair.access;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, once) : once();
}

/** Calls the API as the signed-in member; throws SignedOut or ClassicApiError. */
export async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const token = getAccessToken();
  if (!token) throw new SignedOut();
  let response = await send(url, init, token);
  if (response.status === 401) {
    const fresh = await refresh();
    if (!fresh) {
      clearSession();
      throw new SignedOut();
    }
    response = await send(url, init, fresh);
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as
    (T & { error?: string; code?: string }) | null;
  if (!response.ok) {
    throw new ClassicApiError(response.status, body?.error ?? '', body?.code ?? 'unknown_error');
  }
  return body as T;
}

export const classicApi = {
  feed: (cursor: string | null) =>
    call<PublicationPage>(
      `${publicationsUrl}/?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    ),
  profile: () => call<UserProfile>(`${userUrl}/profil/`),
  publish: (text: string, clientId: string | undefined) =>
    call<Publication>(`${publicationsUrl}/`, {
      method: 'POST',
      body: JSON.stringify({ type: 'texte', text, ...(clientId ? { client_id: clientId } : {}) }),
    }),
  like: (id: string) =>
    call<Publication>(`${publicationsUrl}/post/${id}/react/`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'jaime' }),
    }),
  unlike: (id: string) =>
    call<Publication>(`${publicationsUrl}/post/${id}/react/`, { method: 'DELETE' }),
  /** Ends the session on the server (best effort), then here. */
  async signOut(): Promise<void> {
    const token = getRefreshToken();
    if (token) {
      await send(
        `${authUrl}/sign-out/`,
        { method: 'POST', body: JSON.stringify({ refresh: token }) },
        null,
      ).catch(() => undefined);
    }
    clearSession();
  },
};
