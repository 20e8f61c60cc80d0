/**
 * An event's participants as its pages and its organisers read them: the lists of each answer
 * (going and interested to all who see the event, the others to organisers), the organisers'
 * CSV export, and the approval of pending answers.
 */
import type { EventParticipantPage, EventStanding, Rsvp } from '@koinonia/contracts';
import { decodeTimeCursor, type PageQuery, timePage } from '../../platform/cursor.ts';
import { isUuid } from '../../platform/ids.ts';
import type { EventsServiceDeps, SeenEvent } from './events.deps.ts';
import { authorize, fromRow } from './events.policy.ts';
import { presentEvent, presentParticipant } from './events.presenter.ts';
import { seatOrWait } from './events.seats.service.ts';
import { conflict, EVENTS_TEXTS, notFound } from './events.texts.ts';

/** Every answer, in the order of the organisers' CSV export. */
const EVERY_ANSWER = ['going', 'waiting', 'pending', 'interested', 'declined', 'invited'] as const;

export function createEventParticipants(deps: EventsServiceDeps, seen: SeenEvent) {
  const { repository } = deps;
  return {
    /** `GET /api/events/{id}/participants/?answer=`: going to all; the rest to organisers. */
    async participants(
      me: string,
      id: string,
      { answer, cursor, limit }: PageQuery & { answer: EventStanding },
    ): Promise<EventParticipantPage> {
      const event = await seen(me, id);
      authorize(fromRow(event), `see:${answer}`, deps.now());
      const kind = `event-participants-${answer}`;
      const rows = await repository.participants(
        me,
        event.id,
        answer,
        decodeTimeCursor(kind, cursor),
        limit + 1,
      );
      const { shown, next } = timePage(kind, rows, limit, (row) => ({
        key: row.sort_key,
        id: row.id,
      }));
      return { results: shown.map(presentParticipant), next };
    },

    /** Every participant of every answer, for the organisers' CSV export. */
    async allParticipants(me: string, id: string) {
      const event = await seen(me, id);
      authorize(fromRow(event), 'export', deps.now());
      const all = [];
      for (const answer of EVERY_ANSWER) {
        let after: { key: string; id: string } | undefined;
        for (;;) {
          const page = await repository.participants(me, event.id, answer, after, 500);
          all.push(...page.map(presentParticipant));
          const last = page.at(-1);
          if (page.length < 500 || !last) break;
          after = { key: last.sort_key, id: last.id };
        }
      }
      return { event: presentEvent(event), participants: all };
    },

    /** `POST /api/events/{id}/participants/{user_id}/`: organisers approve or refuse. */
    async decide(
      me: string,
      id: string,
      userId: string,
      action: 'approve' | 'refuse',
    ): Promise<Rsvp> {
      const event = await seen(me, id);
      authorize(fromRow(event), 'decide', deps.now());
      if (!isUuid(userId)) throw notFound();
      let result: Rsvp = { answer: 'declined', guests: 0, waiting_rank: null };
      await deps.transaction(async (inTransaction, record) => {
        const current = await inTransaction.record(event.id, true);
        if (!current) throw notFound();
        const row = await inTransaction.participant(current.id, userId);
        if (row?.standing !== 'pending') throw conflict(EVENTS_TEXTS.nothingToApprove);
        if (action === 'refuse') {
          await inTransaction.setStanding(current.id, userId, 'declined', 0);
          return;
        }
        const standing = await seatOrWait(inTransaction, current, userId, row.guests);
        await inTransaction.setStanding(current.id, userId, standing, row.guests);
        if (standing === 'going') {
          await record('events.promoted', { eventId: current.id, userId });
        }
        result = { answer: standing, guests: row.guests, waiting_rank: null };
      });
      return result;
    },
  };
}
