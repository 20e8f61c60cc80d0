/**
 * The events module's notifications (ADR 0008), from its facts: run by the job queue after
 * commit, each keyed by its fact id, so a delivery that runs again stores nothing twice.
 */
import type { Facts, FactBus } from '../../platform/facts.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { EventsService } from './events.service.ts';

export interface EventListenerDeps {
  events: EventsService;
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
  /** Mails the reminder too, when the member's settings allow e-mail for events. */
  mailReminder(userId: string, eventId: string, kind: '24h' | '1h'): Promise<void>;
}

/** Those who answered and hear of a change: going, waiting, pending and interested. */
const ANSWERED = ['going', 'waiting', 'pending', 'interested'] as const;

export function listenForEvents(
  bus: Pick<FactBus<Facts>, 'on'>,
  { events, notifications, mailReminder }: EventListenerDeps,
): void {
  /** Runs `send` with the event's title, unless the event is gone meanwhile. */
  const aboutEvent = async (eventId: string, send: (subject: string) => Promise<unknown>) => {
    const subject = await events.titleOf(eventId);
    if (subject !== undefined) await send(subject);
  };

  bus.on('events.invited', async ({ eventId, userId, actorId }, { factId }) => {
    await aboutEvent(eventId, async (subject) =>
      notifications.notify({
        type: 'EVENT_INVITATION',
        userId,
        actorId,
        more: { id: eventId },
        subject,
        factId,
      }),
    );
  });

  // To each organiser, grouped: 'Paul et 3 autres personnes participent à « … »' re-words their
  // unread notification about this event rather than piling up one per participant.
  bus.on('events.joined', async ({ eventId, userId }, { factId }) => {
    await aboutEvent(eventId, async (subject) => {
      const others = Math.max(0, (await events.goingCount(eventId)) - 1);
      for (const organiser of await events.organiserIds(eventId)) {
        await notifications.notify({
          type: 'EVENT_PARTICIPANT_NEW',
          userId: organiser,
          actorId: userId,
          more: { id: eventId },
          subject,
          others,
          factId,
        });
      }
    });
  });

  bus.on('events.promoted', async ({ eventId, userId }, { factId }) => {
    const subject = await events.titleOf(eventId);
    const [organiser] = await events.organiserIds(eventId);
    if (subject === undefined || !organiser) return;
    await notifications.notify({
      type: 'EVENT_PROMOTED',
      userId,
      actorId: organiser,
      more: { id: eventId },
      subject,
      factId,
    });
  });

  bus.on('events.changed', async ({ eventId, actorId }, { factId }) => {
    await aboutEvent(eventId, async (subject) =>
      notifications.notifyMany({
        type: 'EVENT_CHANGED',
        userIds: await events.participantIds(eventId, ANSWERED),
        actorId,
        more: { id: eventId },
        subject,
        factId,
      }),
    );
  });

  bus.on('events.cancelled', async ({ eventId, actorId }, { factId }) => {
    await aboutEvent(eventId, async (subject) =>
      notifications.notifyMany({
        type: 'EVENT_CANCELLED',
        userIds: await events.participantIds(eventId, [...ANSWERED, 'invited']),
        actorId,
        more: { id: eventId },
        subject,
        factId,
      }),
    );
  });

  // The notification, then the mail: a delivery that runs again stores no second
  // notification, and the mail is the last step, so it is queued once.
  bus.on('events.reminder', async ({ eventId, userId, actorId, kind }, { factId }) => {
    await aboutEvent(eventId, async (subject) =>
      notifications.notify({
        type: 'EVENT_REMINDER',
        userId,
        actorId,
        more: { id: eventId },
        subject,
        factId,
      }),
    );
    await mailReminder(userId, eventId, kind);
  });
}
