/**
 * A member's private calendar feed: its secret address (made on first ask, renewed at will)
 * and the events it lists. The feed's route reads no session: the token is the key.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { EventsServiceDeps } from './events.deps.ts';
import type { EventRow } from './events.repository.ts';
import { EVENTS_TEXTS } from './events.texts.ts';

export function createEventCalendar(deps: EventsServiceDeps) {
  const { repository } = deps;
  const feedUrl = (token: string) => `${deps.publicUrl}/api/events/calendar/${token}.ics`;
  return {
    /** The member's private calendar feed address (made on first ask). */
    async calendarFeed(me: string): Promise<{ url: string }> {
      let token = await repository.calendarToken(me);
      if (!token) {
        token = randomBytes(24).toString('base64url');
        await repository.setCalendarToken(me, token);
      }
      return { url: feedUrl(token) };
    },

    /** A new address: the old one stops working at once. */
    async renewCalendarFeed(me: string): Promise<{ url: string }> {
      const token = randomBytes(24).toString('base64url');
      await repository.setCalendarToken(me, token);
      return { url: feedUrl(token) };
    },

    /** The member whose feed this token opens; 404 for an unknown or renewed token. */
    async calendarOwner(token: string): Promise<string> {
      const userId = /^[\w-]{20,64}$/.test(token)
        ? await repository.userOfCalendarToken(token)
        : undefined;
      if (!userId) throw new AppError(404, 'not_found', EVENTS_TEXTS.badToken);
      return userId;
    },

    /** The events of a member's feed: organised or answered (not declined), a year around now. */
    async feedEvents(me: string): Promise<EventRow[]> {
      const now = deps.now();
      const from = new Date(now.getTime() - 90 * 86_400_000);
      return repository.list(
        me,
        now,
        {
          when: sql`e.ends_at >= ${from.toISOString()}::timestamptz`,
          where: [
            sql`(exists (select 1 from event_organisers fo where fo.event_id = e.id
                and fo.user_id = ${me}::uuid)
              or exists (select 1 from event_participants fp where fp.event_id = e.id
                and fp.user_id = ${me}::uuid
                and fp.standing in ('going', 'interested', 'waiting', 'pending')))`,
          ],
          descending: false,
        },
        undefined,
        1000,
      );
    },
  };
}
