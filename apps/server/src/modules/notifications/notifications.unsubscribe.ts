/**
 * The unsubscribe link of the notification e-mails, which works without signing in: the
 * platform's signed token (platform/unsubscribe.ts) for this purpose only.
 */
import * as signed from '../../platform/unsubscribe.ts';

// The scope's name is part of the signature: links already mailed keep working.
const SCOPE = 'notification-mails';

export function unsubscribeToken(secret: string, userId: string): string {
  return signed.unsubscribeToken(secret, SCOPE, userId);
}

/** The member the token was made for, or undefined for a forged or malformed one. */
export function unsubscribedMember(secret: string, token: string): string | undefined {
  return signed.unsubscribedMember(secret, SCOPE, token);
}
