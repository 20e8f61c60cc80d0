/**
 * What the events module announces, recorded with the write that causes it and delivered after
 * commit (platform/outbox.ts); its listeners turn them into notifications.
 */
export interface EventsFacts {
  /** `actorId` invited `userId`. */
  'events.invited': { eventId: string; userId: string; actorId: string };
  /** `userId` now goes (a new participant: the organisers hear of it). */
  'events.joined': { eventId: string; userId: string };
  /** `userId` left the waiting list (or was approved) for a seat. */
  'events.promoted': { eventId: string; userId: string };
  /** The time or the place changed: those who answered hear of it. */
  'events.changed': { eventId: string; actorId: string };
  /**
   * Deleted by an organiser (a draft or a past event): what hung on it by a cascade (its
   * album's items) leaves files that their owners' listeners delete at once.
   */
  'events.deleted': { eventId: string; actorId: string };
  /** Cancelled: every participant hears of it. */
  'events.cancelled': { eventId: string; actorId: string };
  /**
   * Published in a group: created there not as a draft, or a group's draft made public. The
   * community module mails the group's members who asked for it.
   */
  'events.published': { eventId: string; groupId: string; actorId: string };
  /** A reminder is due (claimed once in event_reminders). */
  'events.reminder': { eventId: string; userId: string; actorId: string; kind: '24h' | '1h' };
  /**
   * An organiser edited an event that moderation hid: the moderation module puts it back in
   * the queue (docs/adr/0021-moderation.md).
   */
  'events.hidden_edited': { type: 'event'; id: string };
}
