/**
 * The only file that touches the events tables. An event is read as the viewer sees it in ONE
 * statement (eventJson: organisers, counts with guests, the viewer's answer and waiting rank,
 * friends going), under the one audience rule `visibleTo`. Answers are written under the
 * event's row lock (`lock`), so that seats are counted by one request at a time.
 */
import type { EventAudience, EventCategory, EventStanding, EventStatus } from '@koinonia/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  SEARCH_CANDIDATES,
  type SearchPage,
  searchFolded,
  searchPageEnd,
  searchTsquery,
  withTypoThreshold,
} from '../../db/search.ts';
import { iso, rows } from '../../db/sql.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import { groupSql } from '../groups/groups.public.ts';
import { memberCard, type MemberCardJson } from '../users/users.public.ts';
import { calendarTokens, eventOrganisers, eventParticipants, events } from './events.schema.ts';
import { isOrganiser, readableBy, visibleTo } from './events.sql.ts';

export type EventValues = Omit<
  typeof events.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'sequence'
>;
export type EventRecord = typeof events.$inferSelect;
export type ParticipantRecord = typeof eventParticipants.$inferSelect;

/** The columns of an event every read shows as they are stored. */
interface EventColumns {
  id: string;
  title: string;
  description: string;
  category: EventCategory;
  image: string | null;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  is_online: boolean;
  location: string;
  online_url: string | null;
  audience: EventAudience;
}

/** An event as the member's data export reads it (one they created or organise). */
export interface ExportedEventRow extends EventColumns {
  group_id: string | null;
  capacity: number | null;
  max_guests: number;
  requires_approval: boolean;
  status: EventStatus;
  cancel_message: string | null;
  created_by_me: boolean;
  created_at: string;
}

/** The member's answer to an event, for their data export. */
export interface ExportedAnswerRow {
  event_id: string;
  title: string;
  starts_at: string;
  standing: EventStanding;
  guests: number;
  created_at: string;
  updated_at: string;
}

/** An event as the viewer sees it, as eventJson builds it. */
export interface EventRow extends EventColumns {
  group: { id: string; name: string } | null;
  capacity: number | null;
  max_guests: number;
  requires_approval: boolean;
  status: EventStatus;
  cancel_message: string | null;
  organisers: MemberCardJson[];
  is_organiser: boolean;
  going_count: number;
  interested_count: number;
  waiting_count: number;
  my_answer: EventStanding | null;
  my_guests: number;
  waiting_rank: number | null;
  friends_going: MemberCardJson[];
  friends_going_count: number;
  /** Hidden by moderation (docs/adr/0021-moderation.md). */
  moderation_hidden?: boolean;
  created_at: string;
  /** For the calendar feeds (not in the API's event). */
  updated_at: string;
  sequence: number;
  sort_key: string;
}

export interface ParticipantRow {
  user: MemberCardJson;
  answer: EventStanding;
  guests: number;
  waiting_rank: number | null;
  answered_at: string;
  sort_key: string;
  id: string;
}

/** People (participants and their guests) of one standing of the event aliased `e`. */
const people = (standing: EventStanding) =>
  sql`(select coalesce(sum(1 + pc.guests), 0)::int from event_participants pc
    where pc.event_id = e.id and pc.standing = ${standing})`;

/** The viewer's row of the event aliased `e`. */
const mine = (me: string, column: string) =>
  sql`(select ${sql.raw(`mp.${column}`)} from event_participants mp
    where mp.event_id = e.id and mp.user_id = ${me}::uuid)`;

/** Friends of the viewer going to the event aliased `e`. */
const friendsGoing = (me: string) =>
  sql`from event_participants fg where fg.event_id = e.id and fg.standing = 'going'
    and fg.user_id = any(array(${relationSql.friendIds(me)}))`;

const eventJson = (me: string, now: Date, friendsShown: number) => sql`json_build_object(
  'id', e.id, 'title', e.title, 'description', e.description, 'category', e.category,
  'image', e.image, 'starts_at', ${iso(sql`e.starts_at`)}, 'ends_at', ${iso(sql`e.ends_at`)},
  'time_zone', e.time_zone, 'is_online', e.is_online, 'location', e.location,
  'online_url', case when ${isOrganiser(me)} or ${mine(me, 'standing')} = 'going'
      or e.starts_at <= ${now.toISOString()}::timestamptz then e.online_url end,
  'audience', e.audience,
  'group', ${groupSql.named(sql`e.group_id`)},
  'capacity', e.capacity, 'max_guests', e.max_guests, 'requires_approval', e.requires_approval,
  'status', e.status, 'cancel_message', e.cancel_message,
  'organisers', coalesce((select json_agg(${memberCard(sql`o.user_id`)} order by o.created_at, o.user_id)
    from event_organisers o where o.event_id = e.id), '[]'::json),
  'is_organiser', ${isOrganiser(me)},
  'going_count', ${people('going')},
  'interested_count', (select count(*)::int from event_participants ic
    where ic.event_id = e.id and ic.standing = 'interested'),
  'waiting_count', ${people('waiting')},
  'my_answer', ${mine(me, 'standing')},
  'my_guests', coalesce(${mine(me, 'guests')}, 0),
  'waiting_rank', (select count(*)::int + 1 from event_participants wr, event_participants wm
    where wm.event_id = e.id and wm.user_id = ${me}::uuid and wm.standing = 'waiting'
      and wr.event_id = e.id and wr.standing = 'waiting'
      and (wr.waiting_since, wr.user_id) < (wm.waiting_since, wm.user_id))
    * case when ${mine(me, 'standing')} = 'waiting' then 1 end,
  'friends_going', coalesce((select json_agg(${memberCard(sql`f.user_id`)} order by f.updated_at, f.user_id)
    from (select fg.user_id, fg.updated_at ${friendsGoing(me)}
      order by fg.updated_at, fg.user_id limit ${friendsShown}) f), '[]'::json),
  'friends_going_count', (select count(*)::int ${friendsGoing(me)}),
  'created_at', ${iso(sql`e.created_at`)},
  'moderation_hidden', e.moderation_hidden_at is not null,
  'updated_at', ${iso(sql`e.updated_at`)}, 'sequence', e.sequence,
  'sort_key', e.starts_at::text)`;

export interface ListFilter {
  /** The time condition of the tab (or the agenda's range). */
  when: SQL;
  /** Extra conditions: online, category, group, member. */
  where: SQL[];
  descending: boolean;
  /**
   * Orders by this integer first (smaller first), then by start ('Près de chez moi': nearest
   * first). A page then starts after the (rank, start, id) of the last row shown.
   */
  rank?: SQL;
}

/** An event found by the search of everything. */
export interface EventSearchRow {
  id: string;
  title: string;
  description: string;
  image: string | null;
  location: string;
  status: string;
  time_zone: string;
  starts_at: string;
}

export function createEventsRepository(db: Db, friendsShown: number) {
  const select = (me: string, now: Date, rank: SQL = sql`0`) =>
    sql`select ${eventJson(me, now, friendsShown)} as event, ${rank} as rank from events e`;

  return {
    async insert(values: EventValues): Promise<string> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id });
      if (!row) throw new Error('event insert returned nothing');
      return row.id;
    },

    async update(id: string, values: Partial<EventValues>, bumpSequence: boolean): Promise<void> {
      await db
        .update(events)
        .set({
          ...values,
          updatedAt: sql`now()`,
          ...(bumpSequence ? { sequence: sql`${events.sequence} + 1` } : {}),
        })
        .where(eq(events.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(events).where(eq(events.id, id));
    },

    /** The stored row; inside a transaction, `lock` holds it until commit (answers, seats). */
    async record(id: string, lock = false): Promise<EventRecord | undefined> {
      const query = db.select().from(events).where(eq(events.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The event as the viewer sees it; undefined when unknown or not theirs to see. */
    async find(me: string, id: string, now: Date): Promise<EventRow | undefined> {
      const [row] = await rows<{ event: EventRow }>(
        db,
        sql`${select(me, now)} where e.id = ${id}::uuid and ${visibleTo(me)}`,
      );
      return row?.event;
    },

    /** true when the viewer sees the event (the one audience rule). */
    async sees(me: string, id: string): Promise<boolean> {
      const [row] = await rows<{ yes: boolean }>(
        db,
        sql`select ${readableBy(me, sql`${id}::uuid`)} as yes`,
      );
      return row?.yes === true;
    },

    /**
     * The events' part of the search of everything (docs/adr/0022-search.md), under the one
     * audience rule `visibleTo` (a draft to its organisers, never across a block): the words'
     * hits by rank (title, then place, then text), near spellings of the title or place only
     * when the words find none; then those not over yet, soonest first, then the most recent.
     * Bounded: the first SEARCH_CANDIDATES rows of the index are ranked, then `visibleTo` is
     * checked on them best first until the page is full.
     */
    async search(
      me: string,
      now: Date,
      question: string,
      page: SearchPage,
    ): Promise<EventSearchRow[]> {
      const query = searchTsquery(question);
      const folded = searchFolded(question);
      const at = sql`${now.toISOString()}::timestamptz`;
      const soonest = sql`(e.ends_at < ${at}), abs(extract(epoch from e.starts_at - ${at})), e.id`;
      // What `visibleTo` reads of a candidate, under the alias `e` it names, and the order.
      const columns = sql`e.id, e.status, e.audience, e.created_by, e.group_id,
        e.moderation_hidden_at, e.starts_at, e.ends_at`;
      // The candidates (`score` then the soonest), best first: the `limit` keeps the order and
      // keeps `visibleTo` above it, so the audience is checked only until the page is full.
      // `is true` (same meaning) keeps its `not exists` a filter of that ordered scan, not an
      // anti-join the planner could run in another order.
      const visibleBest = (score: SQL, filter: SQL) => sql`select e.id, e.score from (
          select * from (
            select ${columns}, ${score} as score from events e
            where ${filter} limit ${SEARCH_CANDIDATES}
          ) e order by e.score desc, ${soonest} limit ${SEARCH_CANDIDATES}
        ) e where (${visibleTo(me)}) is true limit ${searchPageEnd(page)}`;
      return withTypoThreshold(db, (tx) =>
        rows<EventSearchRow>(
          tx,
          sql`with words as materialized (
              ${visibleBest(sql`ts_rank(e.search_vector, ${query})`, sql`e.search_vector @@ ${query}`)}
            ), near as materialized (
              ${visibleBest(
                sql`word_similarity(${folded}, e.search_text)`,
                sql`not exists (select 1 from words) and ${folded} <% e.search_text`,
              )}
            )
            select e.id, e.title, e.description, e.image, e.location, e.status, e.time_zone,
              ${iso(sql`e.starts_at`)} as starts_at
            from (
              select id, score as rank, 0::real as similarity from words
              union all
              select id, 0, score from near
            ) hit join events e on e.id = hit.id
            order by hit.rank desc, hit.similarity desc, ${soonest}
            offset ${page.offset} limit ${page.limit}`,
        ),
      );
    },

    /**
     * A page of events in the filter's order; each row's `sort_key` and `rank` are the keys
     * the next page starts after.
     */
    async list(
      me: string,
      now: Date,
      filter: ListFilter,
      after: { keys: string[] } | undefined,
      limit: number,
    ): Promise<(EventRow & { rank: number })[]> {
      const direction = filter.descending ? sql`desc` : sql`asc`;
      const rank = filter.rank ?? sql`0`;
      const k = after?.keys ?? [];
      const start = !after
        ? sql``
        : filter.rank
          ? sql`and (${rank}, e.starts_at, e.id) > (${k[0]}::int, ${k[1]}::timestamptz, ${k[2]}::uuid)`
          : filter.descending
            ? sql`and (e.starts_at, e.id) < (${k[0]}::timestamptz, ${k[1]}::uuid)`
            : sql`and (e.starts_at, e.id) > (${k[0]}::timestamptz, ${k[1]}::uuid)`;
      const extra = filter.where.length ? sql`and ${sql.join(filter.where, sql` and `)}` : sql``;
      const found = await rows<{ event: EventRow; rank: number }>(
        db,
        sql`${select(me, now, rank)}
          where ${filter.when} and ${visibleTo(me)} ${extra} ${start}
          order by ${filter.rank ? sql`${rank}, ` : sql``}e.starts_at ${direction}, e.id ${direction}
          limit ${limit}`,
      );
      return found.map((row) => ({ ...row.event, rank: row.rank }));
    },

    async addOrganisers(eventId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insert(eventOrganisers)
        .values(userIds.map((userId) => ({ eventId, userId })))
        .onConflictDoNothing();
    },

    async organiserIds(eventId: string): Promise<string[]> {
      const found = await db
        .select({ userId: eventOrganisers.userId })
        .from(eventOrganisers)
        .where(eq(eventOrganisers.eventId, eventId));
      return found.map((row) => row.userId);
    },

    async participant(eventId: string, userId: string): Promise<ParticipantRecord | undefined> {
      const [row] = await db
        .select()
        .from(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
      return row;
    },

    /** Writes the member's standing (an insert or an update of their one row). */
    async setStanding(
      eventId: string,
      userId: string,
      standing: EventStanding,
      guests: number,
      invitedBy?: string,
    ): Promise<void> {
      const waitingSince = standing === 'waiting' ? sql`now()` : null;
      await db
        .insert(eventParticipants)
        .values({ eventId, userId, standing, guests, invitedBy, waitingSince })
        .onConflictDoUpdate({
          target: [eventParticipants.eventId, eventParticipants.userId],
          set: {
            standing,
            guests,
            updatedAt: sql`now()`,
            // A member already waiting keeps their place in the queue.
            waitingSince:
              standing === 'waiting'
                ? sql`coalesce(${eventParticipants.waitingSince}, now())`
                : null,
          },
        });
    },

    /** Invites those without an answer yet; returns the ids actually invited. */
    async invite(eventId: string, userIds: readonly string[], by: string): Promise<string[]> {
      if (userIds.length === 0) return [];
      const found = await db
        .insert(eventParticipants)
        .values(
          userIds.map((userId) => ({
            eventId,
            userId,
            standing: 'invited' as const,
            invitedBy: by,
          })),
        )
        .onConflictDoNothing()
        .returning({ userId: eventParticipants.userId });
      return found.map((row) => row.userId);
    },

    /** Seats taken by those going (guests counted), but `except`. */
    async seatsTaken(eventId: string, except?: string): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select coalesce(sum(1 + guests), 0)::int as n from event_participants
          where event_id = ${eventId}::uuid and standing = 'going'
            ${except ? sql`and user_id <> ${except}::uuid` : sql``}`,
      );
      return row?.n ?? 0;
    },

    /** The waiting list, first come first. */
    async waitingList(eventId: string): Promise<{ userId: string; guests: number }[]> {
      return rows<{ userId: string; guests: number }>(
        db,
        sql`select user_id as "userId", guests from event_participants
          where event_id = ${eventId}::uuid and standing = 'waiting'
          order by waiting_since, user_id`,
      );
    },

    /**
     * The events still to come where the member holds a seat (deletion frees them), but those
     * they alone organise, which deletion removes.
     */
    async seatsHeldBy(userId: string, now: Date): Promise<string[]> {
      const me = sql`${userId}::uuid`;
      const found = await rows<{ event_id: string }>(
        db,
        sql`select p.event_id from event_participants p join events e on e.id = p.event_id
          where p.user_id = ${me} and p.standing = 'going'
            and e.status = 'confirmed' and e.ends_at > ${now.toISOString()}::timestamptz
            and not (exists (select 1 from event_organisers o
                where o.event_id = e.id and o.user_id = ${me})
              and not exists (select 1 from event_organisers o
                where o.event_id = e.id and o.user_id <> ${me}))`,
      );
      return found.map((row) => row.event_id);
    },

    /** Ids of the members with one of these standings. */
    async idsWith(eventId: string, standings: readonly EventStanding[]): Promise<string[]> {
      const found = await rows<{ user_id: string }>(
        db,
        sql`select user_id from event_participants where event_id = ${eventId}::uuid
          and standing in (${sql.join(
            standings.map((s) => sql`${s}`),
            sql`, `,
          )})`,
      );
      return found.map((row) => row.user_id);
    },

    /** Participants of one standing, in order (the waiting list by rank), blocks left out. */
    async participants(
      me: string,
      eventId: string,
      standing: EventStanding,
      after: { key: string; id: string } | undefined,
      limit: number,
    ): Promise<ParticipantRow[]> {
      const order = standing === 'waiting' ? sql`p.waiting_since` : sql`p.updated_at`;
      const start = after
        ? sql`and (${order}, p.user_id) > (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      return rows<ParticipantRow>(
        db,
        sql`select ${memberCard(sql`p.user_id`)} as user, p.standing as answer, p.guests,
            case when p.standing = 'waiting' then (select count(*)::int + 1 from event_participants w
              where w.event_id = p.event_id and w.standing = 'waiting'
                and (w.waiting_since, w.user_id) < (p.waiting_since, p.user_id)) end as waiting_rank,
            ${iso(sql`p.updated_at`)} as answered_at, ${order}::text as sort_key, p.user_id as id
          from event_participants p
          where p.event_id = ${eventId}::uuid and p.standing = ${standing}
            and p.user_id <> all(${relationSql.blockedIds(me)}) ${start}
          order by ${order}, p.user_id limit ${limit}`,
      );
    },

    /** Members who are friends of `me` among `ids` (invitations, co-organisers). */
    async friendsAmong(me: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const found = await rows<{ id: string }>(
        db,
        sql`select f.id from (${relationSql.friendIds(me)}) as f(id)
          where f.id in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`,
      );
      return found.map((row) => row.id);
    },

    /**
     * Going participants of confirmed events whose reminder of `kind` is due at `now` and not
     * sent yet: marks them sent (in the caller's transaction) and answers them.
     */
    async claimReminders(
      now: Date,
      kind: '24h' | '1h',
    ): Promise<{ eventId: string; userId: string; title: string; createdBy: string }[]> {
      const at = now.toISOString();
      const window =
        kind === '24h'
          ? sql`e.starts_at - interval '24 hours' <= ${at}::timestamptz
              and e.starts_at - interval '1 hour' > ${at}::timestamptz`
          : sql`e.starts_at - interval '1 hour' <= ${at}::timestamptz
              and e.starts_at > ${at}::timestamptz`;
      return rows(
        db,
        sql`with due as (
            select p.event_id, p.user_id, e.starts_at, e.title, e.created_by
            from event_participants p join events e on e.id = p.event_id
            where p.standing = 'going' and e.status = 'confirmed' and ${window}),
          claimed as (
            insert into event_reminders (event_id, user_id, kind, starts_at)
            select event_id, user_id, ${kind}, starts_at from due
            on conflict do nothing
            returning event_id, user_id)
          select c.event_id as "eventId", c.user_id as "userId", d.title, d.created_by as "createdBy"
          from claimed c join due d on d.event_id = c.event_id and d.user_id = c.user_id`,
      );
    },

    async calendarToken(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ token: calendarTokens.token })
        .from(calendarTokens)
        .where(eq(calendarTokens.userId, userId));
      return row?.token;
    },

    async setCalendarToken(userId: string, token: string): Promise<void> {
      await db
        .insert(calendarTokens)
        .values({ userId, token })
        .onConflictDoUpdate({
          target: calendarTokens.userId,
          set: { token, createdAt: sql`now()` },
        });
    },

    /** The events the member created or organises, for their data export. */
    listOrganisedForExport(userId: string): Promise<ExportedEventRow[]> {
      return rows<ExportedEventRow>(
        db,
        sql`select e.id, e.title, e.description, e.category, e.image,
            ${iso(sql`e.starts_at`)} as starts_at, ${iso(sql`e.ends_at`)} as ends_at,
            e.time_zone, e.is_online, e.location, e.online_url, e.audience, e.group_id,
            e.capacity, e.max_guests, e.requires_approval, e.status, e.cancel_message,
            e.created_by = ${userId}::uuid as created_by_me, ${iso(sql`e.created_at`)} as created_at
          from events e
          where e.created_by = ${userId}::uuid or exists (select 1 from event_organisers o
            where o.event_id = e.id and o.user_id = ${userId}::uuid)
          order by e.starts_at, e.id`,
      );
    },

    /** The member's answers to events, for their data export. */
    listAnswersForExport(userId: string): Promise<ExportedAnswerRow[]> {
      return rows<ExportedAnswerRow>(
        db,
        sql`select e.id as event_id, e.title, ${iso(sql`e.starts_at`)} as starts_at,
            p.standing, p.guests, ${iso(sql`p.created_at`)} as created_at,
            ${iso(sql`p.updated_at`)} as updated_at
          from event_participants p join events e on e.id = p.event_id
          where p.user_id = ${userId}::uuid
          order by e.starts_at, e.id`,
      );
    },

    async userOfCalendarToken(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: calendarTokens.userId })
        .from(calendarTokens)
        .where(eq(calendarTokens.token, token));
      return row?.userId;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
