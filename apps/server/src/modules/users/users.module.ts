/** The users module: members, their profiles, pictures, lists, search and birthdays. */
import { defineModule, later, tablesOf } from '../../platform/module.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { seedUsers } from './users.seed.ts';
import type { ModerationTargets } from '../moderation/moderation.public.ts';
import { usersModerationTarget } from './users.moderation.ts';
import { createUsersService, type UsersService } from './users.service.ts';
import { usersPersonalData } from './users.personal-data.ts';
import { onboardingProgress, type UsersOnboarding } from './users.onboarding.ts';
import * as schema from './users.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    users: UsersService & ModerationTargets & UsersOnboarding;
  }
}

export const usersModule = defineModule({
  name: 'users',
  tag: { name: 'users', description: 'Members: profiles, pictures, lists, search, birthdays.' },
  tables: tablesOf(schema),
  build: (ctx) => ({
    // A member's profile, reported and hidden (docs/adr/0021-moderation.md).
    moderationTargets: [usersModerationTarget(ctx.db)],
    ...createUsersService({
      repository: createUsersRepository(ctx.db),
      repositoryOver: createUsersRepository,
      relationships: later(ctx.services, 'relationship'),
      settings: ctx.services.settings,
      media: later(ctx.services, 'media'),
      presence: ctx.hub,
      countPublications: (userId) => ctx.services.publications.countByAuthor(userId),
      previewPublications: (viewer, authorId, asFriend, limit) =>
        ctx.services.publications.previewByAuthor(viewer, authorId, asFriend, limit),
      pendingTerms: (userId) => ctx.services.terms.pendingFor(userId),
      now: ctx.now,
    }),
    /** `GET /api/users/onboarding/`: the feed's 'Bienvenue' checklist (users.onboarding.ts). */
    onboarding: (userId: string) => onboardingProgress(ctx.db, ctx.services.settings, userId),
  }),
  routes: (app, ctx, users) =>
    app.register(usersRoutes, {
      prefix: '/api/users',
      users,
      relationships: later(ctx.services, 'relationship'),
    }),
  seed: seedUsers,
  personalData: usersPersonalData,
});
