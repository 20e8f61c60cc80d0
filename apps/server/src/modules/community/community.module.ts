/**
 * The community module (/settings/communication): the community's mails, which a
 * member chooses in `settings.communication` — the announcement of each event published in one
 * of their groups (community.announcements.ts) and the weekly summary of the community's
 * activity (community.summary.ts) — and the signed link that stops each without signing in.
 *
 * Why a module of its own rather than the notifications module: these mails are not
 * notifications (nothing is stored or shown in the app, the notification matrix and digest do
 * not govern them), and each reads several modules — events, groups, publications, users,
 * settings — through their services, under their own audience rules. It owns no table: what
 * was mailed is remembered by the job queue, through job ids made from what each mail is about.
 *
 * Jobs: 'community.event-announcement.batch' (a page of a group's members) and '.mail' (one
 * member), started by 'events.published'; 'community.weekly-summary' hourly, which on Monday
 * 7:00 community time starts '.batch' (a page of the members who asked for it) and '.mail';
 * 'community.weekly-sheet' hourly, the same on Sunday 7:00 for the parish sheet
 * (community.sheet.ts, read through the news module's service).
 */
import { defineModule } from '../../platform/module.ts';
import { setUpAnnouncements } from './community.announcements.ts';
import { createCommunityService, type CommunityService } from './community.service.ts';
import { setUpSheetMail } from './community.sheet.ts';
import { setUpWeeklySummary } from './community.summary.ts';
import { communityUnsubscribeRoutes } from './community.unsubscribe.routes.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    community: CommunityService;
  }
}

export const communityModule = defineModule({
  name: 'community',
  tag: {
    name: 'community',
    description: 'The community’s mails: group events, weekly summary, parish sheet.',
  },
  // Owns no table: it reads what it mails through the other modules' services.
  tables: [],
  build: (ctx) =>
    createCommunityService({
      updateSettings: (userId, body) => ctx.services.settings.update(userId, body),
    }),
  listen: (ctx) => {
    const { services } = ctx;
    const shared = {
      jobs: ctx.jobs,
      mailer: ctx.mailer,
      publicUrl: ctx.config.publicUrl,
      secret: ctx.config.jwtSecret,
      timeZone: ctx.config.timeZone,
      settingsOf: (ids: readonly string[]) => services.settings.ofMany(ids),
      recipient: async (userId: string) => {
        if (!(await services.users.isMember(userId))) return undefined;
        return services.users.findById(userId);
      },
    };
    setUpAnnouncements(ctx.facts, {
      ...shared,
      announcement: (eventId) => services.events.announcement(eventId),
      sees: (userId, eventId) => services.events.sees(userId, eventId),
      memberIdsAfter: (groupId, after, limit) =>
        services.groups.memberIdsAfter(groupId, after, limit),
      isGroupMember: (userId, groupId) => services.groups.isMember(userId, groupId),
      groupName: (groupId) => services.groups.nameOf(groupId),
    });
    setUpWeeklySummary({
      ...shared,
      now: ctx.now,
      weeklySummaryIds: (after, limit) => services.settings.weeklySummaryIds(after, limit),
      countJoinedSince: (since) => services.users.countJoinedSince(since),
      mostCommented: (me, since, limit) => services.publications.mostCommented(me, since, limit),
      soonEvents: (me, until, limit) => services.events.soonFor(me, until, limit),
      newGroups: (me, since, limit) => services.groups.newToDiscover(me, since, limit),
    });
    setUpSheetMail({
      ...shared,
      now: ctx.now,
      weeklySheetIds: (after, limit) => services.settings.weeklySheetIds(after, limit),
      sheet: (userId, day) => services.news.sheet(userId, day),
    });
  },
  routes: (app, ctx, community) =>
    app.register(communityUnsubscribeRoutes, {
      prefix: '/api/community',
      secret: ctx.config.jwtSecret,
      community,
    }),
});
