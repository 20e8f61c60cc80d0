/** Claims the web app reads from an access token. */
export interface TokenClaims {
  user_id?: string;
  exp?: number;
}

/**
 * Decodes the payload of a JWT without verifying it: the server verifies, the
 * browser only reads `user_id` and `exp`. Returns null for anything malformed.
 */
export function decodeTokenPayload(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** The member id carried by the access token (spec §4), or null. */
export function userIdFromToken(token: string | null | undefined): string | null {
  const id = decodeTokenPayload(token)?.user_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
