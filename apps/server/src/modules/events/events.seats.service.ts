/**
 * An event's seats and its waiting list (ADR 0008). Seats are counted under the event's row
 * lock: an answer, a withdrawal, an approval or a change of capacity runs in one transaction
 * that also promotes the first of the waiting list (guests counted, first come first, stopping
 * at the first who does not fit), so two members racing for the last seat end as one going and
 * one waiting.
 */
import type { EventStanding, Rsvp, RsvpBody } from '@koinonia/contracts';
import { invalid } from '../../platform/errors.ts';
import type { RecordFact } from '../../platform/outbox.ts';
import type { EventsServiceDeps, SeenEvent } from './events.deps.ts';
import { authorize, fromLocked, needsApproval } from './events.policy.ts';
import type { EventRecord, EventsRepository } from './events.repository.ts';
import { conflict, EVENTS_TEXTS, notFound } from './events.texts.ts';

/**
 * Promotes the first of the waiting list while they fit (guests counted); stops at the
 * first who does not, so nobody is passed over. In the caller's transaction, under the lock.
 */
export async function promote(
  inTransaction: EventsRepository,
  record: RecordFact,
  event: EventRecord,
): Promise<void> {
  if (event.status !== 'confirmed') return;
  let seats = await inTransaction.seatsTaken(event.id);
  for (const waiting of await inTransaction.waitingList(event.id)) {
    if (event.capacity !== null && seats + 1 + waiting.guests > event.capacity) return;
    await inTransaction.setStanding(event.id, waiting.userId, 'going', waiting.guests);
    seats += 1 + waiting.guests;
    await record('events.promoted', { eventId: event.id, userId: waiting.userId });
  }
}

/**
 * Going if the seats allow, else the waiting list. A newcomer never passes those already
 * waiting (`queue`): while anyone waits, they wait too.
 */
export async function seatOrWait(
  inTransaction: EventsRepository,
  event: EventRecord,
  userId: string,
  guests: number,
  queue = true,
): Promise<EventStanding> {
  if (event.capacity === null) return 'going';
  if (queue && (await inTransaction.waitingList(event.id)).some((w) => w.userId !== userId)) {
    return 'waiting';
  }
  const seats = await inTransaction.seatsTaken(event.id, userId);
  return seats + 1 + guests <= event.capacity ? 'going' : 'waiting';
}

export function createEventSeats(deps: EventsServiceDeps, seen: SeenEvent) {
  return {
    /** `POST /api/events/{id}/rsvp/`: an answer, a place or the waiting list. */
    async rsvp(me: string, id: string, input: RsvpBody): Promise<Rsvp> {
      const event = await seen(me, id);
      const guests = input.guests ?? 0;
      await deps.transaction(async (inTransaction, record) => {
        const current = await inTransaction.record(event.id, true);
        if (!current) throw notFound();
        const asLocked = fromLocked(current, event);
        authorize(asLocked, 'answer', deps.now());
        if (guests > current.maxGuests) {
          throw invalid('guests', EVENTS_TEXTS.tooManyGuests(current.maxGuests));
        }
        const before = await inTransaction.participant(current.id, me);
        if (input.answer !== 'going') {
          await inTransaction.setStanding(current.id, me, input.answer, 0);
          if (before?.standing === 'going') await promote(inTransaction, record, current);
          return;
        }
        if (before?.standing === 'going') {
          // More guests than the seats left, or seats others wait for: refused, the answer
          // stays as it was.
          const more = guests > before.guests;
          if ((await seatOrWait(inTransaction, current, me, guests, more)) !== 'going') {
            throw conflict(EVENTS_TEXTS.full);
          }
          await inTransaction.setStanding(current.id, me, 'going', guests);
          if (guests < before.guests) await promote(inTransaction, record, current);
          return;
        }
        const standing =
          needsApproval(asLocked) && before?.standing !== 'waiting'
            ? 'pending'
            : await seatOrWait(inTransaction, current, me, guests);
        await inTransaction.setStanding(current.id, me, standing, guests);
        if (standing === 'going') {
          await record('events.joined', { eventId: current.id, userId: me });
        }
      });
      const after = await seen(me, event.id);
      return {
        answer: after.my_answer ?? input.answer,
        guests: after.my_guests,
        waiting_rank: after.waiting_rank,
      };
    },

    /**
     * Before an account's deletion (ADR 0009): each seat the member holds in an event still to
     * come is freed as their withdrawal would free it, so the first on its waiting list moves
     * up (and is told). The erase hook then removes their answers.
     */
    async releaseSeats(userId: string): Promise<void> {
      for (const eventId of await deps.repository.seatsHeldBy(userId, deps.now())) {
        await deps.transaction(async (inTransaction, record) => {
          const current = await inTransaction.record(eventId, true);
          const before = await inTransaction.participant(eventId, userId);
          if (!current || before?.standing !== 'going') return;
          await inTransaction.setStanding(eventId, userId, 'declined', 0);
          await promote(inTransaction, record, current);
        });
      }
    },
  };
}
