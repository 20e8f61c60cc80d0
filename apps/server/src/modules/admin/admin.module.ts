/**
 * The admin module (/admin, admins only): the member list with roles and states, role changes,
 * the verification mail sent again, the community at a glance, the community's profile (name,
 * description, logo: shown on the landing and in the mails) and how newcomers join (open, by
 * invitation, closed), with the invitations. It owns the community's profile and the
 * invitations; every figure and every change of another module goes through that module's
 * service. Staff actions are written in the moderation module's audit log when the server has
 * one (admin.moderation.ts).
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { moderationLookups } from './admin.moderation.ts';
import { createAdminRepository } from './admin.repository.ts';
import { adminRoutes, instanceRoutes } from './admin.routes.ts';
import * as schema from './admin.schema.ts';
import { createAdminService, type AdminService } from './admin.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    admin: AdminService;
  }
}

export const adminModule = defineModule({
  name: 'admin',
  tag: { name: 'admin', description: "The admin console and the community's public profile." },
  tables: tablesOf(schema),
  build: (ctx) => {
    const admin = createAdminService({
      repository: createAdminRepository(ctx.db),
      users: ctx.services.users,
      roles: ctx.services.roles,
      auth: ctx.services.auth,
      publications: ctx.services.publications,
      media: ctx.services.media,
      jobs: ctx.jobs,
      mailer: ctx.mailer,
      moderation: moderationLookups(ctx.services),
      publicUrl: ctx.config.publicUrl,
      now: ctx.now,
    });
    // The mails' signature carries the stored name from the start (the migrations ran).
    admin.loadName().catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'the community name could not be read');
    });
    return admin;
  },
  routes: async (app, ctx, admin) => {
    await app.register(adminRoutes, { prefix: '/api/admin', admin, roles: ctx.services.roles });
    await app.register(instanceRoutes, { prefix: '/api/instance', admin });
  },
  // The demo's admin runs the console (README: the demo accounts).
  seed: async ({ services, members }) => {
    const jean = members.get('Jean');
    if (jean) await services.roles.grant(jean, 'admin');
  },
  personalData: {
    erase: (ctx, _admin, userId) => createAdminRepository(ctx.db).eraseOf(userId),
  },
});
