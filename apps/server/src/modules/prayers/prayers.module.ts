/**
 * The prayers module ('Intentions de prière', /priere: docs/adr/0025-prayer-intentions.md):
 * intentions confided to the community, friends or a group, 'Je prie', words of support, the
 * author's 'Action de grâce', the evening's notice to each author of how many pray, and the
 * daily mail of the intentions a member prays for, at their hour (prayers.digest.ts).
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { ModerationTargets } from '../moderation/moderation.public.ts';
import { setUpDailyNotice } from './prayers.daily.ts';
import { setUpDigest } from './prayers.digest.ts';
import type { PrayersFacts } from './prayers.facts.ts';
import { listenForPrayers } from './prayers.listeners.ts';
import { prayersModerationTarget } from './prayers.moderation.ts';
import { prayersPersonalData } from './prayers.personal-data.ts';
import { createPrayersRepository } from './prayers.repository.ts';
import { prayersRoutes } from './prayers.routes.ts';
import { prayersUnsubscribeRoutes } from './prayers.unsubscribe.routes.ts';
import * as schema from './prayers.schema.ts';
import { seedPrayers } from './prayers.seed.ts';
import { createPrayersService, type PrayersService } from './prayers.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    prayers: PrayersService & ModerationTargets;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends PrayersFacts {}
}

export const prayersModule = defineModule({
  name: 'prayers',
  tag: {
    name: 'prayers',
    description: "Prayer intentions, 'Je prie', words of support and thanksgivings.",
  },
  tables: tablesOf(schema),
  notificationTypes: ['PRAYER_PRAYED_TODAY'],
  build: (ctx) => {
    const repository = createPrayersRepository(ctx.db);
    const prayers = createPrayersService({
      repository,
      transaction: ctx.outbox.over(createPrayersRepository),
      isGroupMember: (me, groupId) => ctx.services.groups.isMember(me, groupId),
      now: ctx.now,
    });
    // An intention, reported and hidden (docs/adr/0021-moderation.md).
    return { ...prayers, moderationTargets: [prayersModerationTarget(ctx.db, repository)] };
  },
  listen: (ctx, prayers) => {
    listenForPrayers(ctx.facts, { notifications: ctx.services.notifications });
    setUpDailyNotice(ctx.jobs, { prayers, timeZone: ctx.config.timeZone, now: ctx.now });
    setUpDigest({
      jobs: ctx.jobs,
      repository: createPrayersRepository(ctx.db),
      mailer: ctx.mailer,
      recipient: async (userId) => {
        if (!(await ctx.services.users.isMember(userId))) return undefined;
        const user = await ctx.services.users.findById(userId);
        return user && { email: user.email, firstName: user.firstName };
      },
      publicUrl: ctx.config.publicUrl,
      secret: ctx.config.jwtSecret,
      timeZone: ctx.config.timeZone,
      now: ctx.now,
    });
  },
  routes: async (app, ctx, prayers) => {
    await app.register(prayersRoutes, { prefix: '/api/prayers', prayers });
    // The digest's unsubscribe link works without signing in: outside the routes' auth hook.
    await app.register(prayersUnsubscribeRoutes, {
      prefix: '/api/prayers',
      secret: ctx.config.jwtSecret,
      prayers,
    });
  },
  seed: seedPrayers,
  personalData: prayersPersonalData,
});
