/**
 * The proposed rewrite of the events list, for the events benchmark to measure
 * against the server's own (apps/server/src/modules/events/events.service.ts `tabFilter`, run
 * by events.repository.ts `list`); nothing in apps/server changes.
 *
 * - The tabs of what is not over (upcoming, this_week, online, local, mine) ask
 *   `e.ends_at >= now` alone: the (starts_at, id) index then starts at the first event ever
 *   and reads every past one to filter it out (10,000 of 20,000 here, more each month). The
 *   rewrite adds `e.starts_at >= now − (select max(ends_at − starts_at) from events)`, a lower
 *   bound the index uses; the max is one read of `events_duration_idx` on
 *   `(ends_at - starts_at)`, which events.bench.ts creates for the comparison (a migration in
 *   the proposal). Same events: an event not over started at most the longest duration ago.
 * - 'past' (`e.ends_at < now`, newest first) mirrors it: the backward scan starts at the last
 *   event planned and reads every future one first. An event over has started: the rewrite
 *   adds `e.starts_at < now`, exact, no index needed.
 * - 'mine' tries two `exists` on every event of the index's range; the rewrite takes the
 *   member's own events from their rows (`e.id in (… union all …)`, on event_organisers_user_idx
 *   and event_participants_user_standing_idx), then sorts those few.
 *
 * The repository's `list` is wrapped: the filter's conditions are recognised by their SQL
 * text (so that the agenda's range and the past tab keep theirs) and replaced.
 * `server-events-rewrite.ts` runs the real app with it (a module hook); events-explain.ts
 * compares the two on SQL.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../apps/server/src/db/client.ts';
import { createEventsRepository as createServerRepository } from '../apps/server/src/modules/events/events.repository.ts';

const dialect = new PgDialect();

/** The repository with the proposed list. */
export function createEventsRepository(db: Db, friendsShown: number) {
  const repository = createServerRepository(db, friendsShown);
  return {
    ...repository,
    list: (...[me, now, filter, after, limit]: Parameters<typeof repository.list>) => {
      const when = dialect.sqlToQuery(filter.when).sql;
      const notOver = /^e\.ends_at >= \$1::timestamptz( and |$)/.test(when);
      const over = /^e\.ends_at < \$1::timestamptz$/.test(when);
      const where = filter.where.map((condition) =>
        dialect.sqlToQuery(condition).sql.includes('from event_organisers mo where mo.event_id')
          ? sql`e.id in (select mo.event_id from event_organisers mo where mo.user_id = ${me}::uuid
              union all select mp.event_id from event_participants mp where mp.user_id = ${me}::uuid
                and mp.standing in ('going', 'interested', 'waiting', 'pending'))`
          : condition,
      );
      return repository.list(
        me,
        now,
        {
          ...filter,
          when: notOver
            ? sql`${filter.when} and e.starts_at >= ${now.toISOString()}::timestamptz
                - (select max(d.ends_at - d.starts_at) from events d)`
            : over
              ? sql`${filter.when} and e.starts_at < ${now.toISOString()}::timestamptz`
              : filter.when,
          where,
        },
        after,
        limit,
      );
    },
  };
}
