/**
 * Access tokens: HS256 JWTs of 15 minutes carrying the claim `user_id` (spec §3, ARCHITECTURE.md)
 * and `sid`: the session (refresh-token family) it was issued to, so that the
 * sessions list can say which one is the current one.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError, MESSAGES, unauthorized } from './errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'koinonia';
const AUDIENCE = 'koinonia-api';

export interface AccessTokens {
  /**
   * Signs `{user_id}` issued at `issuedAt` (seconds; now by default). HS256 is deterministic: the
   * same member and second give the same token (a refresh retried within its grace window).
   */
  sign(userId: string, issuedAt?: number, sessionId?: string): Promise<string>;
  /** Returns the member id, or throws AppError 401 (`unauthorized` or `token_expired`). */
  verify(token: string): Promise<string>;
  /** `verify`, with the session the token was issued to (null for a token without one). */
  verifySession(token: string): Promise<{ userId: string; sessionId: string | null }>;
  /**
   * Adds a check a well-signed token must also pass (the auth module's: a token issued before
   * its member's sessions were ended, by a suspension or a ban, is refused at once rather than
   * when it expires). `stillValid(userId, issuedAt)` answers false to refuse; issuedAt in seconds.
   */
  checkWith(stillValid: (userId: string, issuedAt: number) => Promise<boolean>): void;
}

export function createAccessTokens(
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  let stillValid: (userId: string, issuedAt: number) => Promise<boolean> = () =>
    Promise.resolve(true);
  async function verifySession(token: string) {
    const verified = await verifySignature(token);
    // As an expired one: the client refreshes, and the refresh says why it is refused.
    if (!(await stillValid(verified.userId, verified.issuedAt))) {
      throw new AppError(401, 'token_expired', MESSAGES.tokenExpired);
    }
    return { userId: verified.userId, sessionId: verified.sessionId };
  }
  async function verifySignature(token: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (typeof payload.user_id !== 'string') throw unauthorized();
      return {
        userId: payload.user_id,
        sessionId: typeof payload.sid === 'string' ? payload.sid : null,
        issuedAt: typeof payload.iat === 'number' ? payload.iat : 0,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new AppError(401, 'token_expired', MESSAGES.tokenExpired);
      }
      throw unauthorized();
    }
  }
  return {
    sign: (userId, issuedAt = Math.floor(Date.now() / 1000), sessionId) =>
      new SignJWT(sessionId ? { user_id: userId, sid: sessionId } : { user_id: userId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key),
    verify: async (token) => (await verifySession(token)).userId,
    verifySession,
    checkWith(check) {
      stillValid = check;
    },
  };
}
