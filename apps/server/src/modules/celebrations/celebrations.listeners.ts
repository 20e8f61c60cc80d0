/**
 * The celebrations module's deliveries, from its facts (run by the job queue after commit, each
 * keyed by its fact id, so that a delivery that runs again sends nothing twice): a wish becomes
 * a chat message (its client id is the wish's id: messaging stores it once) or a notification;
 * the morning's birthdays become one notification per member.
 */
import type { NotificationType } from '@koinonia/contracts';
import type { Facts, FactBus } from '../../platform/facts.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { CELEBRATIONS_TEXTS, WISH_NOTIFICATION } from './celebrations.texts.ts';

export interface Person {
  id: string;
  titre: string;
  firstName: string;
  lastName: string;
}

export interface CelebrationsListenerDeps {
  messaging: Pick<MessagingService, 'send'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The member, or undefined once their account is gone. */
  person(userId: string): Promise<Person | undefined>;
}

/** 'Sœur Hélène Lefèvre', 'Paul Martin': as notifications name members. */
const nameOf = ({ titre, firstName, lastName }: Person) =>
  [titre, firstName, lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

export function listenForCelebrations(
  bus: Pick<FactBus<Facts>, 'on'>,
  { messaging, notifications, person }: CelebrationsListenerDeps,
): void {
  bus.on('celebrations.wished', async (wish, { factId }) => {
    const notify = () =>
      notifications.notify({
        type: WISH_NOTIFICATION[wish.occasion] satisfies NotificationType,
        userId: wish.recipientId,
        actorId: wish.senderId,
        more: { id: wish.senderId },
        factId,
      });
    if (wish.channel === 'notification') {
      await notify();
      return;
    }
    try {
      await messaging.send(wish.senderId, {
        receiver_id: wish.recipientId,
        content: wish.text,
        client_id: wish.wishId,
      });
    } catch (error) {
      // No longer friends, or no longer taking messages, since the wish: the notification's
      // fixed sentence still tells it (and nothing, across a block: notify refuses it).
      if (error instanceof AppError && (error.status === 403 || error.status === 404)) {
        await notify();
        return;
      }
      throw error;
    }
  });

  bus.on('celebrations.birthdays-today', async ({ userId, friendIds }, { factId }) => {
    const friends = (await Promise.all(friendIds.map(person)))
      .filter((friend): friend is Person => friend !== undefined)
      .sort(
        (a, b) =>
          a.lastName.localeCompare(b.lastName, 'fr') ||
          a.firstName.localeCompare(b.firstName, 'fr') ||
          a.id.localeCompare(b.id),
      );
    const [first] = friends;
    if (!first) return;
    await notifications.notify({
      type: 'CELEBRATION_BIRTHDAYS_TODAY',
      userId,
      actorId: first.id,
      more: {},
      subject: CELEBRATIONS_TEXTS.birthdaysOf(nameOf(first), friends.length - 1),
      factId,
    });
  });
}
