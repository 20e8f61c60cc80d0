/**
 * The unsubscribe link of the notification e-mails, which works without signing in: the
 * member's id signed with the server's secret (HMAC-SHA256), for this purpose only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'notification-mails-unsubscribe';

const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The member the token was made for, or undefined for a forged or malformed one. */
export function unsubscribedMember(secret: string, token: string): string | undefined {
  const [userId, given, ...rest] = token.split('.');
  if (!userId || !given || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual)
    ? userId
    : undefined;
}
