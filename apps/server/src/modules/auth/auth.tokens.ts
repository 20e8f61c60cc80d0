/** Opaque secrets sent to members; only their sha256 is stored. */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `spent`, derived from it with a server key: a retry of the
 * same refresh within the grace window can give the same successor again although only hashes
 * are stored (whoever holds the spent token could get it anyway, within the window).
 */
export function successorToken(key: string, spent: string): string {
  return createHmac('sha256', key).update(`refresh-successor:${spent}`).digest('base64url');
}
