/** The relationship module: invitations, friendships and blocks (spec §4). */
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { RelationshipFacts } from './relationship.facts.ts';
import { createRelationshipRepository } from './relationship.repository.ts';
import { relationshipRoutes } from './relationship.routes.ts';
import { seedRelationships } from './relationship.seed.ts';
import { createRelationshipService, type RelationshipService } from './relationship.service.ts';
import { relationshipPersonalData } from './relationship.personal-data.ts';
import * as schema from './relationship.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    relationship: RelationshipService;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends RelationshipFacts {}
}

export const relationshipModule = defineModule({
  name: 'relationship',
  tag: { name: 'relationship', description: 'Invitations, friendships and blocks.' },
  tables: tablesOf(schema),
  notificationTypes: ['FRIEND_REQUEST_NEW', 'FRIEND_REQUEST_ACCEPT'],
  build: (ctx) =>
    createRelationshipService({
      repository: createRelationshipRepository(ctx.db),
      members: { isMember: (id) => ctx.services.users.isMember(id) },
      transaction: ctx.outbox.over(createRelationshipRepository),
      invitationRule: async (userId) =>
        (await ctx.services.settings.of(userId)).privacy.invitations,
    }),
  routes: (app, _ctx, relationships) =>
    app.register(relationshipRoutes, { prefix: '/api/relationship', relationships }),
  seed: seedRelationships,
  personalData: relationshipPersonalData,
});
