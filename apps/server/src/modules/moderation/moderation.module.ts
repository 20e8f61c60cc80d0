/**
 * The moderation module (docs/adr/0021-moderation.md): reports, the queue, decisions, review
 * requests and the audit log. The items themselves stay with their modules, which contribute
 * targets (moderation.public.ts); the auth module asks it about suspensions and bans.
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { ModerationFacts } from './moderation.facts.ts';
import { listenForModeration } from './moderation.listeners.ts';
import type { ModerationTarget } from './moderation.public.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { moderationRoutes } from './moderation.routes.ts';
import * as schema from './moderation.schema.ts';
import { seedModeration } from './moderation.seed.ts';
import { createModerationService, type ModerationService } from './moderation.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    moderation: ModerationService;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends ModerationFacts {}
}

export const moderationModule = defineModule({
  name: 'moderation',
  tag: { name: 'moderation', description: 'Reports, the moderation queue, decisions, audit.' },
  tables: tablesOf(schema),
  notificationTypes: [
    'MODERATION_HIDDEN',
    'MODERATION_DELETED',
    'MODERATION_WARNED',
    'MODERATION_REVIEWED',
    'MODERATION_REPORT_CLOSED',
  ],
  build: (ctx) => {
    // The modules that contribute targets (each service's `moderationTargets`).
    const targets = (): ModerationTarget[] => [
      ...ctx.services.publications.moderationTargets,
      ...ctx.services.users.moderationTargets,
      ...ctx.services.messaging.moderationTargets,
      ...ctx.services.albums.moderationTargets,
      ...ctx.services.news.moderationTargets,
      ...ctx.services.events.moderationTargets,
      ...ctx.services.groups.moderationTargets,
      ...ctx.services.prayers.moderationTargets,
    ];
    return createModerationService({
      repository: createModerationRepository(ctx.db),
      transaction: ctx.outbox.over(createModerationRepository),
      targets,
      rolesOf: (userId) => ctx.services.roles.rolesOf(userId),
      moderatedGroupIds: (userId) => ctx.services.groups.moderatedGroupIds(userId),
      emailOf: async (userId) => (await ctx.services.users.findById(userId))?.email,
      endSessions: (userId) => ctx.services.auth.endAllSessions(userId),
      hideThreshold: ctx.config.moderationHideThreshold,
      now: ctx.now,
    });
  },
  listen: (ctx, moderation) =>
    listenForModeration(ctx.facts, {
      moderation,
      notifications: () => ctx.services.notifications,
      hub: ctx.hub,
      communityStaffIds: async () => [
        ...new Set(
          (await ctx.services.roles.list())
            .filter((grant) => grant.role === 'moderator' || grant.role === 'admin')
            .map((grant) => grant.userId),
        ),
      ],
      groupModeratorIds: (groupId) => ctx.services.groups.moderatorIds(groupId),
      onPublishError: (error) => ctx.log.warn({ err: error }, 'moderation event not published'),
    }),
  routes: (app, ctx, moderation) =>
    app.register(moderationRoutes, {
      prefix: '/api/moderation',
      moderation,
      reportLimit: ctx.config.rateLimits.reportMember,
    }),
  seed: seedModeration,
  personalData: {
    async export(_ctx, moderation, userId) {
      return [
        {
          file: 'signalements.json',
          title: 'Mes signalements',
          rows: await moderation.reportsOf(userId),
        },
      ];
    },
    // The reports stay with their cases, without the reporter; so do the notes.
    erase: (_ctx, moderation, userId) => moderation.eraseReporter(userId),
  },
});
