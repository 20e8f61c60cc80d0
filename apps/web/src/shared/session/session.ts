import { SESSION_COOKIE_NAME, STORAGE_KEYS } from '@/shared/constants';
import { userIdFromToken } from './jwt';

/** A signed-in member's tokens (spec §3, Session). */
export interface SessionTokens {
  access: string;
  refresh: string;
}

/**
 * The Web Locks name under which one tab at a time refreshes the session (shared/api/client.ts;
 * the light feed, features/classic, takes the same lock).
 */
export const REFRESH_LOCK = 'koinonia-refresh';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The access token, or null for a guest. */
export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

/** Spec §4: authenticated means an access token exists in local storage. */
export function isAuthenticated(): boolean {
  return Boolean(getAccessToken());
}

/** Spec §4: the user id is read from the token. */
export function getUserId(): string | null {
  return userIdFromToken(getAccessToken());
}

function writeCookie(value: string, maxAge?: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  document.cookie = `${SESSION_COOKIE_NAME}=${value}; Path=/; SameSite=Strict${age}${secure}`;
}

/**
 * Saves a session: both tokens in local storage (spec §4) and the `access_token`
 * cookie holding the session as JSON. The cookie carries the access token and
 * the user id only: the refresh token never leaves local storage, so it is not
 * sent along with every request to the server.
 */
export function saveSession(tokens: SessionTokens): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.access);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh);
  const session = { access: tokens.access, user_id: userIdFromToken(tokens.access) };
  writeCookie(encodeURIComponent(JSON.stringify(session)));
  notify();
}

/** Removes both tokens and the cookie (spec §4, logout). */
export function clearSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  writeCookie('', 0);
  notify();
}

/** Reads the session cookie back (used by tests and diagnostics). */
export function readSessionCookie(): { access: string; user_id: string | null } | null {
  const prefix = `${SESSION_COOKIE_NAME}=`;
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  try {
    return JSON.parse(decodeURIComponent(raw)) as { access: string; user_id: string | null };
  } catch {
    return null;
  }
}

/**
 * Subscribes to session changes, in this tab and in the others (the `storage`
 * event), so a sign-out anywhere signs every tab out.
 */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
