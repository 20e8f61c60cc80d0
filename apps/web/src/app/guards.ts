import { redirect, type LoaderFunctionArgs } from 'react-router';
import { HOME_PATH } from '@/shared/constants';
import { signInUrlFor } from '@/shared/session/redirect-to';
import { isAuthenticated } from '@/shared/session/session';

/** Guest-only pages (spec §2): a signed-in member goes to /feed/home. */
export function guestOnlyLoader(): null {
  if (isAuthenticated()) throw redirect(HOME_PATH);
  return null;
}

/**
 * Protected pages (spec §2, §6): a guest goes to /auth/sign-in with redirectTo
 * holding the requested path and query.
 */
export function protectedLoader({ request }: LoaderFunctionArgs): null {
  if (!isAuthenticated()) {
    const url = new URL(request.url);
    throw redirect(signInUrlFor(`${url.pathname}${url.search}`));
  }
  return null;
}
