import type {
  DetailResponse,
  ForgotPassBody,
  ResendVerificationBody,
  ResetPassBody,
  SignInBody,
  SignInResponse,
  SignUpBody,
  TermsDocument,
  VerifyBody,
  VerifyResponse,
} from '@koinonia/contracts';
import { apiRequest } from '@/shared/api/client';
import { authUrl, termsUrl, userUrl } from '@/shared/api/endpoints';

/** The authentication calls (ARCHITECTURE.md, "The API"). None sends a bearer token. */
export const authApi = {
  signIn: (body: SignInBody) =>
    apiRequest<SignInResponse>(`${authUrl}/sign-in/`, { body, auth: false }),
  signUp: (body: SignUpBody) =>
    apiRequest<DetailResponse>(`${authUrl}/sign-up/`, { body, auth: false }),
  /** The current terms (public): sign-up sends the version it showed (`terms_version`). */
  currentTerms: () => apiRequest<TermsDocument>(`${termsUrl}/`, { auth: false }),
  verify: (body: VerifyBody) =>
    apiRequest<VerifyResponse>(`${authUrl}/verify/`, { body, auth: false }),
  resendVerification: (body: ResendVerificationBody) =>
    apiRequest<DetailResponse>(`${authUrl}/resend-verification/`, { body, auth: false }),
  forgotPass: (body: ForgotPassBody) =>
    apiRequest<DetailResponse>(`${authUrl}/forgot-pass/`, { body, auth: false }),
  resetPass: (body: ResetPassBody) =>
    apiRequest<DetailResponse>(`${authUrl}/reset-pass/`, { body, auth: false }),
  unlock: (body: VerifyBody) =>
    apiRequest<DetailResponse>(`${authUrl}/unlock/`, { body, auth: false }),
  /** A closed account within its grace period: signs in and opens it again. */
  reactivate: (body: SignInBody) =>
    apiRequest<SignInResponse>(`${userUrl}/reactivate/`, { body, auth: false }),
  signOut: (refresh: string) =>
    apiRequest<null>(`${authUrl}/sign-out/`, { body: { refresh }, auth: false }),
};

/**
 * A mailed one-time token is spent by its first use, so a second call for the same token
 * (React StrictMode runs effects twice, a remount, a double render) must reuse the first
 * call's answer, not make a new one that would come back 'invalid_token'.
 */
function oncePerToken<T extends DetailResponse>(spend: (token: string) => Promise<T>) {
  const pending = new Map<string, Promise<T>>();
  return (token: string): Promise<T> => {
    let answer = pending.get(token);
    if (!answer) {
      answer = spend(token);
      pending.set(token, answer);
    }
    return answer;
  };
}

/** Verifies an e-mail token once per page load. */
export const verifyEmailOnce = oncePerToken((token) => authApi.verify({ token }));

/** Spends a 'Débloquer mon compte' token once per page load. */
export const unlockAccountOnce = oncePerToken((token) => authApi.unlock({ token }));

/** Confirms a new e-mail address once per page load; the token alone proves it. */
export const confirmEmailOnce = oncePerToken((token) =>
  apiRequest<DetailResponse>(`${userUrl}/confirm-email/`, { body: { token }, auth: false }),
);
