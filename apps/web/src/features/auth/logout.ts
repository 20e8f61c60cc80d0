import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { clearMemberData } from '@/shared/offline/member-data';
import { SIGN_IN_PATH } from '@/shared/constants';
import { clearSession, getRefreshToken } from '@/shared/session/session';
import { authApi } from './auth.api';

/**
 * Logout (spec §4): tell the server to revoke the refresh token (best effort:
 * the member leaves even if it cannot be reached), remove both tokens and the
 * cookie, clear the cached user and lists and what the device kept offline for the member,
 * and go to /auth/sign-in.
 */
export async function logout(): Promise<void> {
  const refresh = getRefreshToken();
  clearSession();
  queryClient.clear();
  // The last feed, the waiting writes, the pictures kept offline (docs/security.md).
  const cleared = clearMemberData();
  if (refresh) {
    await authApi.signOut(refresh).catch(() => undefined);
  }
  await cleared;
}

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const pending = logout();
    await navigate(SIGN_IN_PATH, { replace: true });
    await pending;
  }, [navigate]);
}
