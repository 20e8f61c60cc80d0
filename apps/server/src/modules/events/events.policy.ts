/**
 * Who may do what on an event, read in one place (the shape of Outline's server/policies): pure
 * functions over the event as the service loaded it for the acting member. The services ask
 * `authorize` before they act; `abilities` says the same to whoever shows the buttons.
 *
 * Who sees an event at all is not here: it is the repository's one SQL rule (`visibleTo`,
 * events.sql.ts), and a member who may not see an event gets 404 before any of these is asked.
 */
import type { EventStanding, EventStatus } from '@koinonia/contracts';
import type { AppError } from '../../platform/errors.ts';
import type { EventRecord, EventRow } from './events.repository.ts';
import { conflict, EVENTS_TEXTS, forbidden } from './events.texts.ts';

/** An event as the policy reads it, for the acting member. */
export interface EventForPolicy {
  /** The acting member organises it. */
  organiser: boolean;
  status: EventStatus;
  endsAt: Date;
  /** Members going, guests aside. */
  goingCount: number;
  requiresApproval: boolean;
}

/** What a member may try on an event they see. */
export type EventAction =
  /** Change its fields (`PATCH`). */
  | 'edit'
  /** Delete it (`DELETE`). */
  | 'remove'
  /** Cancel it, telling every participant. */
  | 'cancel'
  /** Answer (going, interested, declined), take a seat or a place on the waiting list. */
  | 'answer'
  /** Approve or refuse a pending answer. */
  | 'decide'
  /** Read every participant of every answer at once (the CSV export). */
  | 'export'
  /** Read the participants of one answer (`see:waiting`). */
  | `see:${EventStanding}`;

/** The event as loaded for the acting member (`seen`). */
export const fromRow = (row: EventRow): EventForPolicy => ({
  organiser: row.is_organiser,
  status: row.status,
  endsAt: new Date(row.ends_at),
  goingCount: row.going_count,
  requiresApproval: row.requires_approval,
});

/** The event as read again under its row lock, for the member it was loaded for. */
export const fromLocked = (locked: EventRecord, seen: EventRow): EventForPolicy => ({
  ...fromRow(seen),
  status: locked.status,
  endsAt: locked.endsAt,
  requiresApproval: locked.requiresApproval,
});

/** Why the acting member may not do `action` on the event at `now`; undefined when they may. */
export function refusal(
  event: EventForPolicy,
  action: EventAction,
  now: Date,
): AppError | undefined {
  switch (action) {
    case 'edit':
      if (!event.organiser) return forbidden(EVENTS_TEXTS.notOrganiser);
      if (event.status === 'cancelled') return conflict(EVENTS_TEXTS.cancelled);
      return undefined;
    case 'remove':
      if (!event.organiser) return forbidden(EVENTS_TEXTS.notOrganiser);
      // Members going to an event still to come are told by a cancellation, not a deletion.
      if (
        event.status !== 'draft' &&
        event.goingCount > 0 &&
        event.endsAt.getTime() > now.getTime()
      ) {
        return conflict(EVENTS_TEXTS.cancelRatherThanDelete);
      }
      return undefined;
    case 'cancel':
      if (!event.organiser) return forbidden(EVENTS_TEXTS.notOrganiser);
      if (event.status === 'cancelled') return conflict(EVENTS_TEXTS.alreadyCancelled);
      return undefined;
    case 'answer':
      // Drafts too: an organiser answers once the event is published.
      if (event.status === 'cancelled') return conflict(EVENTS_TEXTS.cancelled);
      if (event.status === 'draft') return forbidden(EVENTS_TEXTS.draft);
      if (event.endsAt.getTime() < now.getTime()) return conflict(EVENTS_TEXTS.over);
      return undefined;
    case 'decide':
    case 'export':
      return event.organiser ? undefined : forbidden(EVENTS_TEXTS.notOrganiser);
    // Who goes and who is interested is shown to all who see the event; the rest to organisers.
    case 'see:going':
    case 'see:interested':
      return undefined;
    case 'see:waiting':
    case 'see:pending':
    case 'see:declined':
    case 'see:invited':
      return event.organiser ? undefined : forbidden(EVENTS_TEXTS.notOrganiser);
  }
}

export const can = (event: EventForPolicy, action: EventAction, now: Date): boolean =>
  refusal(event, action, now) === undefined;

/** Throws the refusal (403 or 409, with its French sentence) unless the member may. */
export function authorize(event: EventForPolicy, action: EventAction, now: Date): void {
  const refused = refusal(event, action, now);
  if (refused) throw refused;
}

/**
 * An answer 'going' waits for an organiser's approval when the event asks for it; its
 * organisers' own answers never wait.
 */
export const needsApproval = (event: EventForPolicy): boolean =>
  event.requiresApproval && !event.organiser;

/** What the acting member may do on the event, action by action (what a page shows). */
export const abilities = (event: EventForPolicy, now: Date) => ({
  edit: can(event, 'edit', now),
  remove: can(event, 'remove', now),
  cancel: can(event, 'cancel', now),
  answer: can(event, 'answer', now),
  decide: can(event, 'decide', now),
  export: can(event, 'export', now),
});
