/**
 * Reminders 24 h and 1 h before an event (ADR 0008): the recurring job claims those due once
 * (event_reminders) and records a fact for each; the listener notifies and mails the member.
 */
import type { EventsServiceDeps } from './events.deps.ts';
import type { ReminderDetails } from './events.mails.ts';

export function createEventReminders(deps: EventsServiceDeps) {
  return {
    /** Reminders due at `now` (24 h and 1 h before), each sent once (the recurring job). */
    async sendReminders(now = deps.now()): Promise<number> {
      let sent = 0;
      for (const kind of ['24h', '1h'] as const) {
        sent += await deps.transaction<number>(async (inTransaction, record) => {
          const due = await inTransaction.claimReminders(now, kind);
          for (const reminder of due) {
            await record('events.reminder', {
              eventId: reminder.eventId,
              userId: reminder.userId,
              actorId: reminder.createdBy,
              kind,
            });
          }
          return due.length;
        });
      }
      return sent;
    },

    /** What a reminder mail says of the event; undefined once it is gone or cancelled. */
    async reminderDetails(eventId: string): Promise<ReminderDetails | undefined> {
      const event = await deps.repository.record(eventId);
      if (!event || event.status !== 'confirmed') return undefined;
      return {
        title: event.title,
        startsAt: event.startsAt,
        timeZone: event.timeZone,
        place: event.isOnline
          ? 'en ligne (le lien est sur la page de l’événement)'
          : event.location,
      };
    },
  };
}
