/** What the notifications module holds of a member (issue 13): what they were told, and about them. */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { eraseNotificationsOf } from './notifications.erase.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsPersonalData: PersonalDataHooks<NotificationsService> = {
  erase: (ctx, _notifications, userId) => eraseNotificationsOf(ctx.db, userId),
};
