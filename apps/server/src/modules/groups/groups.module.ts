/** The groups module (ADR 0007): groups and community pages, their members and their feed. */
import { GROUP_FRIENDS_SHOWN } from '@koinonia/contracts';
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { GroupsFacts } from './groups.facts.ts';
import { listenForGroups } from './groups.listeners.ts';
import { createGroupsRepository } from './groups.repository.ts';
import { groupsRoutes } from './groups.routes.ts';
import { seedGroups } from './groups.seed.ts';
import type { ModerationTargets } from '../moderation/moderation.public.ts';
import { groupsModerationTarget } from './groups.moderation.ts';
import { createGroupsService, type GroupsService } from './groups.service.ts';
import { groupsPersonalData } from './groups.personal-data.ts';
import * as schema from './groups.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    groups: GroupsService & ModerationTargets;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends GroupsFacts {}
}

export const groupsModule = defineModule({
  name: 'groups',
  tag: { name: 'groups', description: 'Groups and community pages, their members and feed.' },
  tables: tablesOf(schema),
  notificationTypes: [
    'GROUP_INVITATION',
    'GROUP_REQUEST_NEW',
    'GROUP_REQUEST_ACCEPT',
    'GROUP_POST_NEW',
    'GROUP_ROLE_CHANGE',
  ],
  build: (ctx) => ({
    // A group or a page, reported and hidden (docs/adr/0021-moderation.md).
    moderationTargets: [groupsModerationTarget(ctx.db)],
    ...createGroupsService({
      repository: createGroupsRepository(ctx.db, GROUP_FRIENDS_SHOWN),
      transaction: ctx.outbox.over((tx) => createGroupsRepository(tx, GROUP_FRIENDS_SHOWN)),
      ownedPath: (ownerId, url) => ctx.services.media.ownedPath(ownerId, url),
      publicationsInGroup: (me, groupId, page) =>
        ctx.services.publications.inGroup(me, groupId, page),
      isBlockedBetween: (a, b) => ctx.services.relationship.isBlockedBetween(a, b),
    }),
  }),
  listen: (ctx, groups) =>
    listenForGroups(ctx.facts, { groups, notifications: ctx.services.notifications }),
  routes: (app, _ctx, groups) => app.register(groupsRoutes, { prefix: '/api/groups', groups }),
  seed: seedGroups,
  personalData: groupsPersonalData,
});
