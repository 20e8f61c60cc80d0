import { describe, expect, it, vi } from 'vitest';
import { base64url, fakeToken } from '@/test/tokens';
import { decodeTokenPayload, userIdFromToken } from './jwt';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getUserId,
  isAuthenticated,
  readSessionCookie,
  saveSession,
  subscribeSession,
} from './session';

describe('token decoding', () => {
  it('reads user_id and exp from the payload, base64url and UTF-8 included', () => {
    const token = fakeToken({ user_id: 'c0ffee-é?>', exp: 1700000000 });
    expect(decodeTokenPayload(token)).toEqual({ user_id: 'c0ffee-é?>', exp: 1700000000 });
    expect(userIdFromToken(token)).toBe('c0ffee-é?>');
  });

  it('returns null for anything that is not a token', () => {
    for (const bad of [null, '', 'abc', 'a.b.c', 'a.%%%.c', `x.${base64url('"str"')}.y`]) {
      expect(userIdFromToken(bad)).toBeNull();
    }
  });
});

describe('session store (spec §4)', () => {
  it('is a guest until a session is saved', () => {
    expect(isAuthenticated()).toBe(false);
    expect(getUserId()).toBeNull();
  });

  it('saves both tokens in local storage and the access_token cookie as JSON', () => {
    const access = fakeToken({ user_id: 'u1', exp: 9999999999 });
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    saveSession({ access, refresh: 'r1' });

    expect(localStorage.getItem('access_token')).toBe(access);
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(isAuthenticated()).toBe(true);
    expect(getUserId()).toBe('u1');
    expect(readSessionCookie()).toEqual({ access, user_id: 'u1' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('clearSession removes both tokens and the cookie', () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r1' });
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(readSessionCookie()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });
});
