/**
 * The celebrations module's SQL. Its own tables (wishes, morning notices) and what it reads of
 * others through their fragments (docs/adr/0014-table-ownership-in-sql.md): the members
 * (users.public.ts `celebratedMembers`), friends and blocks (relationship.public.ts), the
 * viewer's groups (groups.public.ts `coMemberIds`) and each member's privacy (settings.public.ts).
 */
import type { CelebrationOccasion } from '@koinonia/contracts';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { groupSql } from '../groups/groups.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import { settingSql } from '../settings/settings.public.ts';
import { celebratedMembers } from '../users/users.public.ts';
import { celebrationNotices, celebrationWishes } from './celebrations.schema.ts';

/** Candidates of a viewer's page; the service keeps those whose day comes in the window. */
export interface CandidateRow {
  id: string;
  titre: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  /** Null unless a friend whose birthday the viewer may see. */
  birthday: string | null;
  /** The birth year may be told (the age). */
  year_shown: boolean;
  /** The day they joined, in the community's time zone. */
  joined_on: string;
  is_friend: boolean;
}

/** A member whose birthday a morning may tell their friends of. */
export interface BirthdayRow {
  id: string;
  birthday: string;
}

/**
 * Upper bound of candidates read for one page (a member of very large groups): past it, the
 * viewer's friends come first, then the soonest occasions (celebrations.test.ts).
 */
export const CANDIDATES_MAX = 500;

/** A JSON array of texts as a PostgreSQL text[] (one parameter however many). */
const textArray = (values: readonly string[]): SQL =>
  sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;

/** The days from today of `key` in `days` (a JSON object of days from today), or null. */
const dayIn = (days: Readonly<Record<string, number>>, key: SQL): SQL =>
  sql`(${JSON.stringify(days)}::jsonb ->> ${key})::int`;

/** The audience of a member's detail allows a friend: 'members' or 'friends'. */
const shownToFriends = (member: SQL, detail: 'birthday' | 'birth_year'): SQL<boolean> =>
  sql<boolean>`(${settingSql.text(member, ['privacy', 'details', detail])} in ('members', 'friends'))`;

/** A first name folded as celebrations.names.ts folds it: whole, and its first part. */
const foldedName = (column: SQL) =>
  sql`regexp_replace(regexp_replace(koinonia_unaccent(lower(trim(${column}))), '\\s*-+\\s*', '-', 'g'), '\\s+', ' ', 'g')`;

export function createCelebrationsRepository(db: Db) {
  return {
    /**
     * The viewer's friends and the members of their groups (blocks either way and closed
     * accounts left out) who may have something in the window: a birthday (friends only, when
     * its owner shows it to friends), a join anniversary, or a first name celebrated. `monthDays`
     * gives each `MM-DD` of the window its days from today, `names` each folded name its first
     * day. At most `limit`: friends first, then the soonest occasions, then by id.
     */
    candidates(
      viewerId: string,
      {
        monthDays,
        names,
        timeZone,
        limit = CANDIDATES_MAX,
      }: {
        monthDays: Readonly<Record<string, number>>;
        names: Readonly<Record<string, number>>;
        timeZone: string;
        limit?: number;
      },
    ): Promise<CandidateRow[]> {
      const friends = relationSql.friendIds(viewerId);
      const folded = foldedName(sql`p.first_name`);
      // Each level is computed once per member (`offset 0` keeps the planner from folding it
      // into the next, which would compute the folded name and the days again in the filter
      // and in the sort).
      return rows<CandidateRow>(
        db,
        sql`select c.id, c.titre, c.first_name, c.last_name, c.profile_picture,
            case when c.birthday_shown then c.birthday::text end as birthday,
            c.year_shown, c.joined_on, c.is_friend
          from (
            select q.*, least(
                case when q.birthday_shown then ${dayIn(monthDays, sql`to_char(q.birthday, 'MM-DD')`)} end,
                ${dayIn(monthDays, sql`to_char(q.joined_at at time zone ${timeZone}, 'MM-DD')`)},
                ${dayIn(names, sql`q.folded`)},
                ${dayIn(names, sql`regexp_replace(q.folded, '[- ].*$', '')`)}) as in_days
            from (
              select p.*,
                (p.is_friend and p.birthday is not null
                  and ${shownToFriends(sql`p.id`, 'birthday')}) as birthday_shown,
                (p.is_friend and ${shownToFriends(sql`p.id`, 'birth_year')}) as year_shown,
                (p.joined_at at time zone ${timeZone})::date::text as joined_on,
                ${folded} as folded
              from (
                select m.*, m.id in (${friends}) as is_friend
                from (${celebratedMembers(sql`${friends} union ${groupSql.coMemberIds(viewerId)}`)}) m
              ) p
              where p.id <> ${viewerId}::uuid
                and not ${relationSql.blockedBetween(viewerId, sql`p.id`)}
              offset 0
            ) q
            offset 0
          ) c
          where c.in_days is not null
          order by c.is_friend desc, c.in_days, c.id
          limit ${limit}`,
      );
    },

    /** Members who show their birthday to their friends and whose birthday may be on `monthDays`. */
    birthdaysOn(monthDays: string[]): Promise<BirthdayRow[]> {
      return rows<BirthdayRow>(
        db,
        sql`select m.id, m.birthday::text as birthday from (${celebratedMembers()}) m
          where m.birthday is not null
            and to_char(m.birthday, 'MM-DD') = any(${textArray(monthDays)})
            and ${shownToFriends(sql`m.id`, 'birthday')}
          order by m.id`,
      );
    },

    /** The friends of `userId` who are members (verified, open): whom a birthday is told to. */
    async friendsOf(userId: string): Promise<string[]> {
      const found = await rows<{ id: string }>(
        db,
        sql`select m.id from (${celebratedMembers(relationSql.friendIds(userId))}) m`,
      );
      return found.map((row) => row.id);
    },

    /** Stores a wish; undefined when this sender already wished this occasion this year. */
    async insertWish(wish: {
      senderId: string;
      recipientId: string;
      occasion: CelebrationOccasion;
      year: number;
      channel: 'message' | 'notification';
    }): Promise<string | undefined> {
      const [row] = await db
        .insert(celebrationWishes)
        .values(wish)
        .onConflictDoNothing()
        .returning({ id: celebrationWishes.id });
      return row?.id;
    },

    /** The sender's wishes of these years: 'recipient:occasion:year' keys. */
    async wishedBy(senderId: string, years: readonly number[]): Promise<Set<string>> {
      const found = await db
        .select({
          recipientId: celebrationWishes.recipientId,
          occasion: celebrationWishes.occasion,
          year: celebrationWishes.year,
        })
        .from(celebrationWishes)
        .where(
          and(
            eq(celebrationWishes.senderId, senderId),
            inArray(celebrationWishes.year, [...years]),
          ),
        );
      return new Set(found.map((w) => `${w.recipientId}:${w.occasion}:${w.year}`));
    },

    /** Claims the morning notice of `day` for each of `userIds`; answers those claimed now. */
    async claimNotices(userIds: readonly string[], day: string): Promise<string[]> {
      if (userIds.length === 0) return [];
      const claimed = await db
        .insert(celebrationNotices)
        .values(userIds.map((userId) => ({ userId, day })))
        .onConflictDoNothing()
        .returning({ userId: celebrationNotices.userId });
      return claimed.map((row) => row.userId);
    },

    /** The member's wishes, sent and received (their data export). */
    wishesOf(userId: string) {
      return db
        .select({
          id: celebrationWishes.id,
          sender_id: celebrationWishes.senderId,
          recipient_id: celebrationWishes.recipientId,
          occasion: celebrationWishes.occasion,
          year: celebrationWishes.year,
          channel: celebrationWishes.channel,
          created_at: celebrationWishes.createdAt,
        })
        .from(celebrationWishes)
        .where(
          or(eq(celebrationWishes.senderId, userId), eq(celebrationWishes.recipientId, userId)),
        );
    },

    /** Erases what the module holds of the member (their account is deleted). */
    async erase(userId: string): Promise<void> {
      await db
        .delete(celebrationWishes)
        .where(
          or(eq(celebrationWishes.senderId, userId), eq(celebrationWishes.recipientId, userId)),
        );
      await db.delete(celebrationNotices).where(eq(celebrationNotices.userId, userId));
    },
  };
}

export type CelebrationsRepository = ReturnType<typeof createCelebrationsRepository>;
