/**
 * The notifications module: stored, listed, read, pushed on the notification socket, and sent
 * as web push to the devices of a member who has no socket open (docs/adr/0020-web-push.md).
 */
import { jobId } from '../../platform/jobs.ts';
import { defineModule, tablesOf } from '../../platform/module.ts';
import { listenForNotifications } from './notifications.listeners.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createDigest } from './notifications.digest.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { unsubscribeRoutes } from './notifications.unsubscribe.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import { createPushRepository } from './notifications.push.repository.ts';
import { pushRoutes } from './notifications.push.routes.ts';
import { createWebPushSender } from './notifications.push.sender.ts';
import {
  createPushService,
  MESSAGE_PUSH_JOB,
  type MessagePushJob,
  PUSH_JOB,
  type PushJob,
  type PushService,
} from './notifications.push.service.ts';
import { notificationsPersonalData } from './notifications.personal-data.ts';
import * as schema from './notifications.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    notifications: NotificationsService & { push: PushService };
  }
}

export const notificationsModule = defineModule({
  name: 'notifications',
  tag: { name: 'notifications', description: 'Notifications of the member.' },
  tables: tablesOf(schema),
  build: (ctx) => {
    const repository = createNotificationsRepository(ctx.db);
    const push = createPushService({
      repository: createPushRepository(ctx.db),
      notifications: repository,
      sender: createWebPushSender(ctx.config.push),
      publicKey: ctx.config.push.publicKey,
      allowLocalEndpoints: ctx.config.push.allowLocalEndpoints,
      onlineAmong: (userIds) => ctx.hub.onlineAmong(userIds),
      wantsPush: async (userId, category) =>
        (await ctx.services.settings.of(userId)).notifications.channels[category].push,
      queue: (job) => ctx.jobs.send(PUSH_JOB, job, { id: jobId(PUSH_JOB, job.notificationId) }),
      queueMessage: (job) =>
        ctx.jobs.send(MESSAGE_PUSH_JOB, job, { id: jobId(MESSAGE_PUSH_JOB, job.messageId) }),
      messageFor: (userId, messageId) => ctx.services.messaging.pushableFor(userId, messageId),
      onSendFailure: (host, status) => ctx.log.warn({ host, status }, 'web push not sent'),
    });
    const notifications = createNotificationsService({
      repository,
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
      onStored: (stored) => push.queueFor(stored),
    });
    return Object.assign(notifications, { push });
  },
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
    // One job per notification; a push service that fails is tried again a few times.
    ctx.jobs.define<PushJob>(
      PUSH_JOB,
      async (job) => {
        await notifications.push.deliver(job);
      },
      { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 },
    );
    // A chat message to a member away: pushed by its own job, after the message's commit.
    ctx.facts.on('messaging.sent', async ({ messageId, receiverId }) => {
      await notifications.push.queueForMessage({ userId: receiverId, messageId });
    });
    ctx.jobs.define<MessagePushJob>(
      MESSAGE_PUSH_JOB,
      async (job) => {
        await notifications.push.deliverMessage(job);
      },
      { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 },
    );
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
    await app.register(pushRoutes, {
      prefix: '/api/notifications/push-subscriptions',
      push: notifications.push,
    });
  },
  personalData: notificationsPersonalData,
});
