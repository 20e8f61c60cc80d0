/**
 * The settings module: each member's preferences in one typed object. The modules
 * that govern a path enforce its choices (users: profile details, search, birthdays, presence;
 * relationship: invitations; messaging: who writes, read receipts; notifications: channels).
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { createSettingsRepository } from './settings.repository.ts';
import { testMail } from './settings.mails.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';
import { settingsPersonalData } from './settings.personal-data.ts';
import * as schema from './settings.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    settings: SettingsService;
  }
}

export const settingsModule = defineModule({
  name: 'settings',
  tag: { name: 'settings', description: 'The member’s preferences: privacy, notifications, …' },
  tables: tablesOf(schema),
  build: (ctx) => createSettingsService({ repository: createSettingsRepository(ctx.db) }),
  routes: (app, ctx, settings) =>
    app.register(settingsRoutes, {
      prefix: '/api/users',
      settings,
      sendTestMail: async (userId) => {
        const member = await ctx.services.users.findById(userId);
        if (member) {
          await ctx.mailer.send(testMail(member.email, member.firstName, ctx.config.publicUrl));
        }
      },
    }),
  personalData: settingsPersonalData,
});
