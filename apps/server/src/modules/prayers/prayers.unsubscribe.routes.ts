/**
 * `/api/prayers/digest/unsubscribe/?token=`: the link at the foot of the daily mail of the
 * intentions a member prays for (prayers.digest.ts), which works without signing in. GET (the
 * link opened) and POST (a mail client's one-click List-Unsubscribe-Post, RFC 8058) both turn
 * the mail off. The token is signed for this mail only (platform/unsubscribe.ts).
 */
import { lineText } from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribedMember, unsubscribePage } from '../../platform/unsubscribe.ts';
import { DIGEST_UNSUBSCRIBE_SCOPE } from './prayers.digest.ts';
import type { PrayersService } from './prayers.service.ts';
import { PRAYERS_TEXTS } from './prayers.texts.ts';

export const prayersUnsubscribeRoutes: FastifyPluginAsyncZod<{
  secret: string;
  prayers: PrayersService;
}> = async (app, { secret, prayers }) => {
  const t = PRAYERS_TEXTS.unsubscribe;
  const back = { href: '/priere', label: t.link };
  const schema = {
    tags: ['prayers'],
    summary: 'Stops the daily mail of intentions of the member the signed token names',
    querystring: z.object({ token: lineText().max(200) }),
  };
  const handler = async (
    request: { query: { token: string } },
    reply: { status(code: number): { type(t: string): { send(body: string): unknown } } },
  ) => {
    const userId = unsubscribedMember(secret, DIGEST_UNSUBSCRIBE_SCOPE, request.query.token);
    const html = reply.status(userId ? 200 : 400).type('text/html; charset=utf-8');
    if (!userId) return html.send(unsubscribePage(t.invalidTitle, t.invalidText, back));
    await prayers.stopDigest(userId);
    return html.send(unsubscribePage(t.doneTitle, t.doneText, back));
  };
  app.get('/digest/unsubscribe/', { schema }, handler);
  app.post('/digest/unsubscribe/', { schema }, handler);
};
