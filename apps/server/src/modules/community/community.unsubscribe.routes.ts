/**
 * `/api/community/unsubscribe/?mail=&token=`: the link at the foot of the community's
 * mails, which works without signing in. GET (the link opened) and POST (a mail client's
 * one-click List-Unsubscribe-Post, RFC 8058) both turn that mail off in the member's settings.
 * The token is signed for one mail: an announcement's link cannot stop the weekly summary.
 */
import { lineText } from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribedMember, unsubscribePage } from '../../platform/unsubscribe.ts';
import { GROUP_EVENTS_SCOPE } from './community.announcements.ts';
import type { CommunityMail, CommunityService } from './community.service.ts';
import { WEEKLY_SHEET_SCOPE } from './community.sheet.ts';
import { WEEKLY_SUMMARY_SCOPE } from './community.summary.ts';
import { COMMUNITY_TEXTS } from './community.texts.ts';

const SCOPES: Record<CommunityMail, string> = {
  group_events: GROUP_EVENTS_SCOPE,
  weekly_summary: WEEKLY_SUMMARY_SCOPE,
  weekly_sheet: WEEKLY_SHEET_SCOPE,
};

export const communityUnsubscribeRoutes: FastifyPluginAsyncZod<{
  secret: string;
  community: CommunityService;
}> = async (app, { secret, community }) => {
  // The page is shown before anyone is known: the default language's.
  const t = COMMUNITY_TEXTS.fr.unsubscribe;
  const settings = { href: '/settings/communication', label: t.settingsLink };
  const schema = {
    tags: ['community'],
    summary: 'Stops one of the community mails of the member the signed token names',
    querystring: z.object({
      mail: z.enum(['group_events', 'weekly_summary', 'weekly_sheet']),
      token: lineText().max(200),
    }),
  };
  const handler = async (
    request: { query: { mail: CommunityMail; token: string } },
    reply: { status(code: number): { type(t: string): { send(body: string): unknown } } },
  ) => {
    const { mail, token } = request.query;
    const userId = unsubscribedMember(secret, SCOPES[mail], token);
    const html = reply.status(userId ? 200 : 400).type('text/html; charset=utf-8');
    if (!userId) return html.send(unsubscribePage(t.invalidTitle, t.invalidText, settings));
    await community.stopMail(userId, mail);
    const done = {
      group_events: t.groupEvents,
      weekly_summary: t.weeklySummary,
      weekly_sheet: t.weeklySheet,
    }[mail];
    return html.send(unsubscribePage(t.doneTitle, done, settings));
  };
  app.get('/unsubscribe/', { schema }, handler);
  app.post('/unsubscribe/', { schema }, handler);
};
