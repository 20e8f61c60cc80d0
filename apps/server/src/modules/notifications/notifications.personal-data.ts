/** What the notifications module holds of a member (ADR 0009): what they were told, and about them. */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { eraseNotificationsOf } from './notifications.erase.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createPushRepository } from './notifications.push.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsPersonalData: PersonalDataHooks<NotificationsService> = {
  erase: (ctx, _notifications, userId) => eraseNotificationsOf(ctx.db, userId),
  /** What they were told: each notification's message, as they read it, and whether they did. */
  async export(ctx, _notifications, userId) {
    const rows = await createNotificationsRepository(ctx.db).listForExport(userId);
    // The devices that receive web push: their addresses only (their keys stay on the device).
    const devices = (await createPushRepository(ctx.db).ofMember(userId)).map((device) => ({
      endpoint: device.endpoint,
      created_at: device.createdAt.toISOString(),
    }));
    return [
      { file: 'notifications.json', title: 'Mes notifications', rows },
      {
        file: 'push-devices.json',
        title: 'Mes appareils qui reçoivent les notifications',
        rows: devices,
      },
    ];
  },
};
