/**
 * Events (ADR 0008): the service the routes and the other modules call, composed from one
 * part per sub-domain. Here: an event's life (create, edit, cancel, delete, its invitations)
 * and what the other modules ask of it. Beside it: events.listing.service.ts (the tabs and the
 * agenda), events.seats.service.ts (answers, seats and the waiting list),
 * events.participants.service.ts (the lists and approvals), events.reminders.service.ts and
 * events.calendar.service.ts. Who may do what is events.policy.ts; who sees what is the
 * repository's one `visibleTo` rule, and a member who may not see an event gets 404, never a
 * hint. Every notification leaves through the outbox with the write that causes it.
 */
import {
  type CreateEventBody,
  DEFAULT_EVENT_TIME_ZONE,
  type Event,
  type EventStanding,
  type PublicationPage,
  type UpdateEventBody,
} from '@koinonia/contracts';
import type { PageQuery } from '../../platform/cursor.ts';
import { invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { RecordFact } from '../../platform/outbox.ts';
import { createEventCalendar } from './events.calendar.service.ts';
import type { EventsServiceDeps, SeenEvent } from './events.deps.ts';
import { eventFields } from './events.fields.ts';
import { createEventListing } from './events.listing.service.ts';
import { createEventParticipants } from './events.participants.service.ts';
import { authorize, fromRow } from './events.policy.ts';
import { presentEvent } from './events.presenter.ts';
import { createEventReminders } from './events.reminders.service.ts';
import type { EventRecord, EventsRepository } from './events.repository.ts';
import { createEventSeats, promote } from './events.seats.service.ts';
import { EVENTS_TEXTS, notFound } from './events.texts.ts';

export type { EventsServiceDeps } from './events.deps.ts';

/** An event published in a group, as its announcement mail tells it. */
export interface EventAnnouncement {
  id: string;
  title: string;
  startsAt: Date;
  isOnline: boolean;
  location: string;
  groupId: string;
  organiserIds: string[];
}

/** Invites friends of `me` who have no answer yet; announces each invitation. */
async function inviteFriends(
  inTransaction: EventsRepository,
  record: RecordFact,
  me: string,
  eventId: string,
  ids: readonly string[],
): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => id !== me);
  const friends = await inTransaction.friendsAmong(me, wanted);
  if (friends.length !== wanted.length) throw invalid('invited', EVENTS_TEXTS.friendsOnly);
  for (const userId of await inTransaction.invite(eventId, friends, me)) {
    await record('events.invited', { eventId, userId, actorId: me });
  }
}

export function createEventsService(deps: EventsServiceDeps) {
  const { repository } = deps;

  const seen: SeenEvent = async (me, id) => {
    const row = isUuid(id) ? await repository.find(me, id, deps.now()) : undefined;
    if (!row) throw notFound();
    return row;
  };

  const view = async (me: string, id: string): Promise<Event> => presentEvent(await seen(me, id));

  return {
    ...createEventListing(deps),
    ...createEventSeats(deps, seen),
    ...createEventParticipants(deps, seen),
    ...createEventReminders(deps),
    ...createEventCalendar(deps),

    get: view,

    /** One event as a member sees it, with its calendar fields (the .ics of one event). */
    seen,

    /** `POST /api/events/`: the creator organises it, with the friends they name. */
    async create(me: string, input: CreateEventBody): Promise<Event> {
      const fields = await eventFields(deps, me, {
        audience: 'public',
        time_zone: deps.timeZone,
        ...input,
      });
      const id = await deps.transaction(async (inTransaction, record) => {
        const eventId = await inTransaction.insert({
          title: fields.title ?? '',
          description: fields.description ?? '',
          category: fields.category ?? 'autre',
          image: fields.image ?? null,
          startsAt: fields.startsAt ?? new Date(),
          endsAt: fields.endsAt ?? new Date(),
          timeZone: fields.timeZone ?? deps.timeZone ?? DEFAULT_EVENT_TIME_ZONE,
          isOnline: fields.isOnline ?? false,
          location: fields.isOnline ? '' : (fields.location ?? ''),
          onlineUrl: fields.isOnline ? (fields.onlineUrl ?? null) : null,
          audience: fields.audience ?? 'public',
          groupId: fields.groupId ?? null,
          capacity: fields.capacity ?? null,
          maxGuests: fields.maxGuests ?? 0,
          requiresApproval: fields.requiresApproval ?? false,
          status: fields.status ?? 'confirmed',
          createdBy: me,
        });
        const coOrganisers = [...new Set(input.co_organisers ?? [])].filter((id) => id !== me);
        if ((await inTransaction.friendsAmong(me, coOrganisers)).length !== coOrganisers.length) {
          throw invalid('co_organisers', EVENTS_TEXTS.friendsOnly);
        }
        await inTransaction.addOrganisers(eventId, [me, ...coOrganisers]);
        await inviteFriends(inTransaction, record, me, eventId, input.invited ?? []);
        if (fields.groupId && (fields.status ?? 'confirmed') === 'confirmed') {
          await record('events.published', { eventId, groupId: fields.groupId, actorId: me });
        }
        return eventId;
      });
      return view(me, id);
    },

    /** `PATCH /api/events/{id}/`: organisers; a change of time or place tells participants. */
    async update(me: string, id: string, input: UpdateEventBody): Promise<Event> {
      const event = await seen(me, id);
      authorize(fromRow(event), 'edit', deps.now());
      await deps.transaction(async (inTransaction, record) => {
        const current = await inTransaction.record(event.id, true);
        if (!current) throw notFound();
        const fields = await eventFields(deps, me, input, current);
        if (fields.status === undefined && current.status === 'confirmed') delete fields.status;
        const moved =
          (fields.startsAt !== undefined &&
            fields.startsAt.getTime() !== current.startsAt.getTime()) ||
          (fields.endsAt !== undefined && fields.endsAt.getTime() !== current.endsAt.getTime()) ||
          (fields.location !== undefined && fields.location !== current.location) ||
          (fields.isOnline !== undefined && fields.isOnline !== current.isOnline);
        if (
          fields.capacity !== undefined &&
          fields.capacity !== null &&
          fields.capacity < (await inTransaction.seatsTaken(current.id))
        ) {
          throw invalid('capacity', EVENTS_TEXTS.capacityBelowGoing);
        }
        await inTransaction.update(current.id, fields, moved || fields.title !== undefined);
        const after = { ...current, ...fields } as EventRecord;
        await promote(inTransaction, record, after);
        if (moved && after.status === 'confirmed') {
          await record('events.changed', { eventId: current.id, actorId: me });
        }
        if (current.status === 'draft' && after.status === 'confirmed' && after.groupId) {
          await record('events.published', {
            eventId: current.id,
            groupId: after.groupId,
            actorId: me,
          });
        }
        await inviteFriends(inTransaction, record, me, current.id, input.invited ?? []);
        // Hidden by moderation and edited: back to the moderators' queue (ADR 0021).
        if (current.moderationHiddenAt) {
          await record('events.hidden_edited', { type: 'event', id: current.id });
        }
      });
      return view(me, event.id);
    },

    /** `DELETE /api/events/{id}/`: organisers remove a draft or a past event; else cancel. */
    async remove(me: string, id: string): Promise<void> {
      const event = await seen(me, id);
      authorize(fromRow(event), 'remove', deps.now());
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.remove(event.id);
        await record('events.deleted', { eventId: event.id, actorId: me });
      });
    },

    /** `POST /api/events/{id}/cancel/`: every participant is told, with the message. */
    async cancel(me: string, id: string, message: string): Promise<Event> {
      const event = await seen(me, id);
      authorize(fromRow(event), 'cancel', deps.now());
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.record(event.id, true);
        await inTransaction.update(event.id, { status: 'cancelled', cancelMessage: message }, true);
        await record('events.cancelled', { eventId: event.id, actorId: me });
      });
      return view(me, event.id);
    },

    /** `GET /api/events/{id}/publications/`: the event's discussion, to those who see it. */
    async publications(me: string, id: string, page: PageQuery): Promise<PublicationPage> {
      const event = await seen(me, id);
      return deps.publicationsInEvent(me, event.id, page);
    },

    // What the publications module asks (EventAccess in publications.service.ts).

    /** Anyone who sees the event writes in its discussion (a draft: its organisers). */
    async assertMayDiscuss(me: string, eventId: string): Promise<void> {
      await seen(me, eventId).catch(() => {
        throw invalid('event_id', EVENTS_TEXTS.notFound);
      });
    },

    async organises(me: string, eventId: string): Promise<boolean> {
      const event = isUuid(eventId) ? await repository.find(me, eventId, deps.now()) : undefined;
      return event?.is_organiser ?? false;
    },

    /**
     * What the announcement of an event published in a group says (the community module's
     * mail); undefined unless it is confirmed, in a group and not started.
     */
    async announcement(eventId: string): Promise<EventAnnouncement | undefined> {
      const event = isUuid(eventId) ? await repository.record(eventId) : undefined;
      if (!event?.groupId || event.status !== 'confirmed') return undefined;
      if (event.startsAt.getTime() <= deps.now().getTime()) return undefined;
      return {
        id: event.id,
        title: event.title,
        startsAt: event.startsAt,
        isOnline: event.isOnline,
        location: event.location,
        groupId: event.groupId,
        organiserIds: await repository.organiserIds(event.id),
      };
    },

    /** true when `me` sees the event (drafts, blocks with organisers, groups' readers). */
    sees: async (me: string, eventId: string): Promise<boolean> =>
      isUuid(eventId) && (await repository.sees(me, eventId)),

    // For the listeners (events.listeners.ts).
    titleOf: async (eventId: string) => (await repository.record(eventId))?.title,
    organiserIds: (eventId: string) => repository.organiserIds(eventId),
    /** Members going (guests not counted): the 'et N autres' of the organisers' notification. */
    goingCount: async (eventId: string) => (await repository.idsWith(eventId, ['going'])).length,
    participantIds: (eventId: string, standings: readonly EventStanding[]) =>
      repository.idsWith(eventId, standings),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
