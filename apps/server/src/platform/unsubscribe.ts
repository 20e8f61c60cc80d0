/**
 * The unsubscribe links of the mails, which work without signing in: the member's id
 * signed with the server's secret (HMAC-SHA256) for one scope, so a link that stops the
 * notification e-mails cannot stop anything else, and the other way round. Each module that
 * mails names its scope and serves its own route; the page it answers is `unsubscribePage`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from './mailer.ts';

const signature = (secret: string, scope: string, userId: string) =>
  createHmac('sha256', secret).update(`${scope}-unsubscribe:${userId}`).digest('base64url');

/** The token of `userId`'s link that stops the mails of `scope`. */
export function unsubscribeToken(secret: string, scope: string, userId: string): string {
  return `${userId}.${signature(secret, scope, userId)}`;
}

/** The member a token of `scope` was made for; undefined for a forged or malformed one. */
export function unsubscribedMember(
  secret: string,
  scope: string,
  token: string,
): string | undefined {
  const [userId, given, ...rest] = token.split('.');
  if (!userId || !given || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, scope, userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual)
    ? userId
    : undefined;
}

/** The List-Unsubscribe headers of a mail (one click, RFC 8058). */
export const unsubscribeHeaders = (link: string): Record<string, string> => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The small French page an unsubscribe link answers. */
export const unsubscribePage = (
  title: string,
  text: string,
  link: { href: string; label: string },
): string =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;line-height:1.5;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></body></html>`;
