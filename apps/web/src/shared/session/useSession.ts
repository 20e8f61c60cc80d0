import { useSyncExternalStore } from 'react';
import { getAccessToken, subscribeSession } from './session';

/** The current access token, re-rendering when the session changes. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeSession, getAccessToken, () => null);
}
