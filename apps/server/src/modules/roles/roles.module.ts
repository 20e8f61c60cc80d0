/**
 * The roles module: the community's roles (editor, moderator, admin) held by members, granted
 * by the operator's command (`npm run admin -- grant <email> <role>`, apps/server/scripts/admin.ts)
 * and by admins in the console (the admin module)
 * and read by the modules that let a role do more (news: editors write articles).
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { createRolesRepository } from './roles.repository.ts';
import { rolesRoutes } from './roles.routes.ts';
import * as schema from './roles.schema.ts';
import { createRolesService, type RolesService } from './roles.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    roles: RolesService;
  }
}

export const rolesModule = defineModule({
  name: 'roles',
  tag: { name: 'roles', description: 'The community roles of a member: editor, moderator, admin.' },
  tables: tablesOf(schema),
  build: (ctx) => createRolesService(createRolesRepository(ctx.db)),
  routes: (app, _ctx, roles) => app.register(rolesRoutes, { prefix: '/api/roles', roles }),
  // The demo's editor writes the news (README: the demo accounts).
  seed: async ({ services, members }) => {
    const marie = members.get('Marie');
    if (marie) await services.roles.grant(marie, 'editor');
  },
  personalData: {
    erase: (ctx, _roles, userId) => createRolesRepository(ctx.db).eraseOf(userId),
    async export(_ctx, roles, userId) {
      const held = await roles.rolesOf(userId);
      return [
        {
          file: 'roles.json',
          title: 'Mes rôles dans la communauté',
          rows: held.map((role) => ({ role })),
        },
      ];
    },
  },
});
