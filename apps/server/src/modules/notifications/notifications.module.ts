/** The notifications module: stored, listed, read, and pushed on the notification socket. */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { listenForNotifications } from './notifications.listeners.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createDigest } from './notifications.digest.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { unsubscribeRoutes } from './notifications.unsubscribe.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import { notificationsPersonalData } from './notifications.personal-data.ts';
import * as schema from './notifications.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    notifications: NotificationsService;
  }
}

export const notificationsModule = defineModule({
  name: 'notifications',
  tag: { name: 'notifications', description: 'Notifications of the member.' },
  tables: tablesOf(schema),
  build: (ctx) =>
    createNotificationsService({
      repository: createNotificationsRepository(ctx.db),
      actorOf: (id) => ctx.services.users.findById(id),
      isBlockedBetween: (a, b) => ctx.services.relationship.isBlockedBetween(a, b),
      hub: ctx.hub,
      onPublishError: (error) => ctx.log.warn({ err: error }, 'notification not published'),
      inAppAmong: async (userIds, category) => {
        const settings = await ctx.services.settings.ofMany(userIds);
        return userIds.filter(
          (id) => settings.get(id)?.notifications.channels[category].app !== false,
        );
      },
    }),
  listen: (ctx, notifications) => {
    listenForNotifications(ctx.facts, {
      notifications,
      friendIds: (userId) => ctx.services.relationship.friendIds(userId),
    });
    // The e-mails of what was not seen in the app, as each member chose.
    const digest = createDigest({
      repository: createNotificationsRepository(ctx.db),
      settingsOf: (userIds) => ctx.services.settings.ofMany(userIds),
      memberOf: (userId) => ctx.services.users.findById(userId),
      mailer: ctx.mailer,
      publicUrl: ctx.config.publicUrl,
      secret: ctx.config.jwtSecret,
      timeZone: ctx.config.timeZone,
    });
    ctx.jobs.every('notifications.digest', '*/5 * * * *', async () => {
      await digest.send(ctx.now());
    });
  },
  routes: async (app, ctx, notifications) => {
    await app.register(unsubscribeRoutes, {
      prefix: '/api/notifications',
      secret: ctx.config.jwtSecret,
      stopMails: async (userId) => {
        await ctx.services.settings.update(userId, { notifications: { digest: 'never' } });
      },
    });
    await app.register(notificationsRoutes, { prefix: '/api/notifications', notifications });
  },
  personalData: notificationsPersonalData,
});
