/**
 * The celebrations module (/feed/celebration): friends' birthdays, name days and join
 * anniversaries by section, the wishes sent from there, and the morning's notification of the
 * day's birthdays (celebrations.service.ts says who is shown and why).
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { CelebrationsFacts } from './celebrations.facts.ts';
import { listenForCelebrations } from './celebrations.listeners.ts';
import { setUpMorning } from './celebrations.morning.ts';
import { celebrationsPersonalData } from './celebrations.personal-data.ts';
import { createCelebrationsRepository } from './celebrations.repository.ts';
import { celebrationsRoutes } from './celebrations.routes.ts';
import { seedCelebrations } from './celebrations.seed.ts';
import { createCelebrationsService, type CelebrationsService } from './celebrations.service.ts';
import * as schema from './celebrations.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    celebrations: CelebrationsService;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends CelebrationsFacts {}
}

export const celebrationsModule = defineModule({
  name: 'celebrations',
  tag: {
    name: 'celebrations',
    description: 'Birthdays, name days and join anniversaries; wishes.',
  },
  tables: tablesOf(schema),
  notificationTypes: [
    'CELEBRATION_BIRTHDAY_WISH',
    'CELEBRATION_NAME_DAY_WISH',
    'CELEBRATION_MEMBERSHIP_WISH',
    'CELEBRATION_BIRTHDAYS_TODAY',
  ],
  build: (ctx) =>
    createCelebrationsService({
      repository: createCelebrationsRepository(ctx.db),
      transaction: ctx.outbox.over(createCelebrationsRepository),
      timeZone: ctx.config.timeZone,
      now: ctx.now,
      isMember: (id) => ctx.services.users.isMember(id),
      isBlockedBetween: (a, b) => ctx.services.relationship.isBlockedBetween(a, b),
      acceptsMessages: async (userId) =>
        (await ctx.services.settings.of(userId)).messaging.who_can_message !== 'nobody',
    }),
  listen: (ctx, celebrations) => {
    listenForCelebrations(ctx.facts, {
      messaging: ctx.services.messaging,
      notifications: ctx.services.notifications,
      person: async (userId) =>
        (await ctx.services.users.isMember(userId))
          ? ctx.services.users.findById(userId)
          : undefined,
    });
    setUpMorning(ctx.jobs, { celebrations, timeZone: ctx.config.timeZone, now: ctx.now });
  },
  routes: (app, _ctx, celebrations) =>
    app.register(celebrationsRoutes, { prefix: '/api/celebrations', celebrations }),
  seed: seedCelebrations,
  personalData: celebrationsPersonalData,
});
