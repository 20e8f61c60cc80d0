/** Auth answers, field by field. */
import type { DetailResponse, SignInResponse, TokenPair, UserProfile } from '@koinonia/contracts';

export function presentTokenPair(access: string, refresh: string): TokenPair {
  return { access, refresh };
}

export function presentSignIn(access: string, refresh: string, user: UserProfile): SignInResponse {
  return { access, refresh, user };
}

export function presentDetail(detail: string): DetailResponse {
  return { detail };
}
