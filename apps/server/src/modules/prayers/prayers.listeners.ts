/**
 * The prayers module's notification, run by the job queue after commit, keyed by its fact id:
 * the author's daily count, which names nobody (actor null: who prays stays the author's to
 * read on the intention, and anonymous prayers are never named).
 */
import type { Facts, FactBus } from '../../platform/facts.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { PRAYERS_TEXTS } from './prayers.texts.ts';

export function listenForPrayers(
  bus: Pick<FactBus<Facts>, 'on'>,
  { notifications }: { notifications: Pick<NotificationsService, 'notifyUnsigned'> },
): void {
  bus.on('prayers.prayed-today', async ({ intentionId, userId, count }, { factId }) => {
    await notifications.notifyUnsigned({
      type: 'PRAYER_PRAYED_TODAY',
      userId,
      more: { id: intentionId },
      subject: PRAYERS_TEXTS.praying(count),
      factId,
    });
  });
}
