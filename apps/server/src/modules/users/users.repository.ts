/**
 * The only file that touches the users and user_files tables. Member lists are one query per
 * page: they borrow the relationship module's SQL fragments (`relationSql`) for friends, blocks
 * and mutual counts, so no list costs a query per member.
 */
import { and, desc, eq, isNotNull, isNull, or, type SQL, sql, count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type SearchPage, searchWords, withTypoThreshold } from '../../db/search.ts';
import { asDb, iso, rows } from '../../db/sql.ts';
import { userFiles, users } from './users.schema.ts';
import { type RelationList, relationSql } from '../relationship/relationship.public.ts';
import { settingSql } from '../settings/settings.public.ts';
import { eventSql } from '../events/events.public.ts';
import { groupSql } from '../groups/groups.public.ts';
import { publicationSql } from '../publications/publications.public.ts';

export type UserRow = typeof users.$inferSelect;
export type UserFileRow = typeof userFiles.$inferSelect;
export type PictureCategory = UserFileRow['categorie'];
export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'passwordHash' | 'firstName' | 'lastName'
> &
  Partial<
    Pick<
      typeof users.$inferInsert,
      | 'titre'
      | 'bio'
      | 'birthday'
      | 'town'
      | 'postcode'
      | 'profilePicture'
      | 'coverPicture'
      | 'emailVerifiedAt'
      // The demo seed's join dates (celebrations.seed.ts: anniversaries 'Membre depuis').
      | 'createdAt'
    >
  >;
export type ProfileChange = Partial<
  Pick<UserRow, 'titre' | 'firstName' | 'lastName' | 'bio' | 'birthday' | 'town' | 'postcode'>
>;

/** A row of the admin console's member list (`staffList`). */
export interface StaffListRow {
  id: string;
  email: string;
  titre: string;
  first_name: string;
  last_name: string;
  joined_at: string;
  /** created_at as PostgreSQL's exact text, for the cursor. */
  created_key: string;
  email_verified: boolean;
  closed: boolean;
  deleted: boolean;
}

/** Another member as the viewer may see them, with the counts of their profile. */
export interface MemberView {
  user: UserRow;
  friends: number;
  mutualCount: number;
  isFriend: boolean;
  blocked: boolean;
}

/** One member of a list page, with the keys of the ordering (as exact text) for the cursor. */
export interface MemberListRow {
  id: string;
  titre: string;
  first_name: string;
  last_name: string;
  bio: string;
  profile_picture: string | null;
  cover_picture: string | null;
  mutual_count: number;
  /** Suggestions only: a group both belong to, an event both go to, recent publications. */
  shared_group?: string | null;
  shared_event?: string | null;
  recent?: number;
  sort_key: string;
  sort_key_2: string;
}

/** A friend whose birthday comes soon: the date it falls on (`YYYY-MM-DD`) and in how many days. */
export interface BirthdayRow extends Omit<MemberListRow, 'sort_key' | 'sort_key_2'> {
  next_birthday: string;
  in_days: number;
  /** The age they turn; null when they hide their birth year. */
  age: number | null;
}

/** A member found by the search of everything. */
export interface MemberSearchRow {
  id: string;
  titre: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  bio: string;
  mutual_count: number;
}

/** Where a page starts: after the member whose keys these are (exclusive). */
export interface MemberListAfter {
  key: string;
  key2: string;
  id: string;
}

/**
 * word_similarity from which a name counts as a small typo of the query: 'hlene' → 'hélène'
 * (0.5), 'lefebvre' → 'lefèvre' (0.55), while 'helene lefevre' stays far from 'martine
 * lefebvre' (0.39). Tuned by users.search.test.ts.
 */
export const SEARCH_SIMILARITY = 0.5;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether the viewer sees the profile detail of the member `member` (an SQL expression): the
 * member's privacy setting says members, friends or nobody; a member always sees their own.
 */
const detailShown = (
  viewerId: string,
  member: SQL,
  detail: 'bio' | 'birthday' | 'birth_year',
): SQL<boolean> => {
  const audience = settingSql.text(member, ['privacy', 'details', detail]);
  return sql<boolean>`(${member} = ${viewerId}::uuid or ${audience} = 'members'
    or (${audience} = 'friends' and ${member} in (${relationSql.friendIds(viewerId)})))`;
};

/** The columns of a member card in a list, the bio only where its owner lets the viewer see it. */
const memberColumns = (viewerId: string) =>
  sql`u.id, u.titre, u.first_name, u.last_name,
    case when ${detailShown(viewerId, sql`u.id`, 'bio')} then u.bio else '' end as bio,
    u.profile_picture, u.cover_picture`;

/**
 * Members who chose to be found by search and suggestions (privacy.searchable), and whose
 * profile moderation did not hide (docs/adr/0021-moderation.md; the viewer is never listed).
 */
const searchable = sql`(${settingSql.isOn(sql`u.id`, ['privacy', 'searchable'])}
  and u.moderation_hidden_at is null)`;

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** A verified, open account with this id (the id must be a well-formed uuid). */
    async isMember(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNotNull(users.emailVerifiedAt), isNull(users.closedAt)));
      return row !== undefined;
    },

    /** The verified member `id` with what `viewerId` may know of them, in one query. */
    async findMemberView(viewerId: string, id: string): Promise<MemberView | undefined> {
      const member = sql`${users.id}`;
      const [row] = await db
        .select({
          user: users,
          friends: sql<number>`(select count(*)::int from (${relationSql.friendIds(id)}) as theirs(id))`,
          mutualCount: relationSql.mutualCount(viewerId, member),
          isFriend: sql<boolean>`${users.id} in (${relationSql.friendIds(viewerId)})`,
          blocked: relationSql.blockedBetween(viewerId, member),
        })
        .from(users)
        // A closed account is no one's to see (ADR 0009), not even its own (it is signed out);
        // a profile hidden by moderation is its member's only (docs/adr/0021-moderation.md).
        .where(
          and(
            eq(users.id, id),
            isNotNull(users.emailVerifiedAt),
            isNull(users.closedAt),
            or(isNull(users.moderationHiddenAt), eq(users.id, viewerId)),
          ),
        );
      return row;
    },

    /** Inserts the member; undefined when the address is already taken (unique lower(email)). */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async updateProfile(id: string, change: ProfileChange): Promise<void> {
      await db
        .update(users)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** Sets the picture and records it in user_files, in one transaction. */
    async setPicture(id: string, categorie: PictureCategory, url: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set(
            categorie === 'profil'
              ? { profilePicture: url, updatedAt: new Date() }
              : { coverPicture: url, updatedAt: new Date() },
          )
          .where(eq(users.id, id));
        await tx.insert(userFiles).values({ userId: id, categorie, url });
      });
    },

    /** The member's pictures, newest first. */
    listFiles(id: string): Promise<UserFileRow[]> {
      return db
        .select()
        .from(userFiles)
        .where(eq(userFiles.userId, id))
        .orderBy(desc(userFiles.createdAt), desc(userFiles.id));
    },

    async markEmailVerified(id: string): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },

    /**
     * Moves the member to a new (proven) address; false when another account has it. The
     * unique index on lower(email) settles a race: the loser's insert-or-nothing writes nothing.
     */
    async changeEmail(id: string, email: string): Promise<boolean> {
      const lower = email.toLowerCase();
      const changed = await db
        .update(users)
        .set({ email: lower, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(users.id, id),
            sql`not exists (select 1 from users o where lower(o.email) = ${lower} and o.id <> ${id}::uuid)`,
          ),
        )
        .returning({ id: users.id })
        .catch((error: unknown) => {
          const code = (error as { code?: string; cause?: { code?: string } }).code;
          const causeCode = (error as { cause?: { code?: string } }).cause?.code;
          if (code === '23505' || causeCode === '23505') return [];
          throw error;
        });
      return changed.length > 0;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /**
     * Closes the account (ADR 0009): hidden from everyone from now on, deleted at `dueAt`.
     * false when it was already closed or deleted (nothing changes).
     */
    async close(id: string, at: Date, dueAt: Date, reason: string | null): Promise<boolean> {
      const closed = await db
        .update(users)
        .set({ closedAt: at, deletionDueAt: dueAt, closeReason: reason, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.closedAt), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return closed.length > 0;
    },

    /** Reopens a closed account within its grace period; false when it was not closed. */
    async reopen(id: string): Promise<boolean> {
      const reopened = await db
        .update(users)
        .set({ closedAt: null, deletionDueAt: null, closeReason: null, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.closedAt), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return reopened.length > 0;
    },

    /** Closed accounts whose grace period ended at `at`, the oldest first. */
    async dueForDeletion(at: Date, limit: number): Promise<string[]> {
      const due = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.closedAt), sql`${users.deletionDueAt} <= ${at.toISOString()}`))
        .orderBy(users.deletionDueAt)
        .limit(limit);
      return due.map((row) => row.id);
    },

    /**
     * Empties the member's row for good (ADR 0009): it stays so that their comments and
     * messages in others' threads keep an author, shown as 'Membre supprimé'. The address
     * becomes an unroutable one of its own, no password matches, and no list shows it again
     * (not verified). Their pictures' rows go; the media module erases the files.
     */
    async erase(id: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(userFiles).where(eq(userFiles.userId, id));
        await tx
          .update(users)
          .set({
            email: `supprime-${id}@membres.invalid`,
            passwordHash: '!',
            titre: '',
            firstName: 'Membre',
            lastName: 'supprimé',
            bio: '',
            birthday: null,
            town: null,
            postcode: null,
            profilePicture: null,
            coverPicture: null,
            emailVerifiedAt: null,
            closedAt: null,
            deletionDueAt: null,
            closeReason: null,
            deletedAt: at,
            updatedAt: at,
          })
          .where(eq(users.id, id));
      });
    },

    /**
     * The admin console's member list (admin module): every account, newest first, found by
     * name or address, in a state; `ids` narrows it to those members (moderation's suspended).
     */
    async staffList(options: {
      search?: string;
      state?: 'open' | 'closing' | 'deleted';
      ids?: readonly string[];
      excludeIds?: readonly string[];
      after?: { createdAt: string; id: string };
      limit: number;
    }): Promise<StaffListRow[]> {
      const where: SQL[] = [sql`true`];
      if (options.search) {
        const pattern = sql`'%' || koinonia_unaccent(lower(${escapeLike(options.search)})) || '%'`;
        const raw = `%${escapeLike(options.search.toLowerCase())}%`;
        where.push(sql`(u.search_name like ${pattern} or lower(u.email) like ${raw})`);
      }
      if (options.state === 'open') where.push(sql`u.closed_at is null and u.deleted_at is null`);
      if (options.state === 'closing') {
        where.push(sql`u.closed_at is not null and u.deleted_at is null`);
      }
      if (options.state === 'deleted') where.push(sql`u.deleted_at is not null`);
      if (options.ids) {
        if (options.ids.length === 0) return [];
        where.push(
          sql`u.id in (${sql.join(
            options.ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      }
      if (options.excludeIds && options.excludeIds.length > 0) {
        where.push(
          sql`u.id not in (${sql.join(
            options.excludeIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      }
      if (options.after) {
        where.push(
          sql`(u.created_at, u.id) < (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)`,
        );
      }
      return rows<StaffListRow>(
        db,
        sql`select u.id, u.email, u.titre, u.first_name, u.last_name,
            ${iso(sql`u.created_at`)} as joined_at, u.created_at::text as created_key,
            u.email_verified_at is not null as email_verified,
            u.closed_at is not null as closed, u.deleted_at is not null as deleted
          from users u where ${sql.join(where, sql` and `)}
          order by u.created_at desc, u.id desc limit ${options.limit}`,
      );
    },

    /** Accounts neither closed nor deleted (the admin console's member count). */
    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(and(isNull(users.closedAt), isNull(users.deletedAt)));
      return row?.value ?? 0;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    /** Verified, open accounts created since `since` (the weekly summary's new members). */
    async countJoinedSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(
          and(
            isNotNull(users.emailVerifiedAt),
            isNull(users.closedAt),
            sql`${users.createdAt} >= ${since.toISOString()}::timestamptz`,
          ),
        );
      return row?.value ?? 0;
    },

    /** friend, invitation or demande: newest change of the relation first, then id. */
    listRelated(
      viewerId: string,
      list: RelationList,
      after: MemberListAfter | undefined,
      limit: number,
    ): Promise<MemberListRow[]> {
      const start = after
        ? sql`and (r.updated_at, u.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      // The page is chosen first; only its members get their mutual count computed.
      return rows<MemberListRow>(
        db,
        sql`select page.*, ${relationSql.mutualCount(viewerId, sql`page.id`)} as mutual_count
          from (
            select ${memberColumns(viewerId)}, r.updated_at, r.updated_at::text as sort_key, '' as sort_key_2
            from (${relationSql.list(viewerId, list)}) as r
            join users u on u.id = r.other_id
            where true ${start}
            order by r.updated_at desc, u.id desc
            limit ${limit}
          ) as page
          order by page.updated_at desc, page.id desc`,
      );
    },

    /**
     * The viewer's friends (never blocked, verified) whose next birthday falls between `today`
     * and `today + windowDays` included, soonest first, at most `max`. Born on 29 February:
     * in a year without one, the birthday falls on 28 February (still in their month).
     */
    upcomingBirthdays(
      viewerId: string,
      today: string,
      windowDays: number,
      max: number,
    ): Promise<BirthdayRow[]> {
      const day = sql`${today}::date`;
      // This year's date or next year's, whichever has not passed.
      const onYear = (year: SQL) => sql`case
          when extract(month from u.birthday) = 2 and extract(day from u.birthday) = 29
            and not (${year} % 4 = 0 and (${year} % 100 <> 0 or ${year} % 400 = 0))
          then make_date(${year}, 2, 28)
          else make_date(${year}, extract(month from u.birthday)::int,
            extract(day from u.birthday)::int)
        end`;
      const year = sql`extract(year from ${day})::int`;
      return rows<BirthdayRow>(
        db,
        sql`select page.id, page.titre, page.first_name, page.last_name, page.bio,
            page.profile_picture, page.cover_picture, page.next::text as next_birthday,
            (page.next - ${day})::int as in_days,
            case when page.year_shown
              then extract(year from page.next)::int - extract(year from page.birthday)::int
            end as age,
            ${relationSql.mutualCount(viewerId, sql`page.id`)} as mutual_count
          from (
            select ${memberColumns(viewerId)}, u.birthday,
              ${detailShown(viewerId, sql`u.id`, 'birth_year')} as year_shown,
              case when ${onYear(year)} >= ${day} then ${onYear(year)}
                else ${onYear(sql`(${year} + 1)`)} end as next
            from users u
            where u.id in (${relationSql.friendIds(viewerId)})
              and u.id <> ${viewerId}::uuid
              and u.birthday is not null
              and u.email_verified_at is not null
              -- Friends only: a birthday shown to members or to friends is shown here.
              and ${detailShown(viewerId, sql`u.id`, 'birthday')}
              and not ${relationSql.blockedBetween(viewerId, sql`u.id`)}
          ) as page
          where page.next <= ${day} + ${windowDays}::int
          order by page.next, page.last_name, page.first_name, page.id
          limit ${max}`,
      );
    },

    /**
     * 'Vous connaissez peut-être': members the viewer has no relation with at all (so no friend,
     * no pending invitation either way, no block either way), ranked by friends in common, then a
     * group shared, then an event both go to, then what they published in the last 30 days (a
     * member with no friend yet meets the community's most active members), each with the
     * reason shown (users.suggestions.test.ts).
     */
    listSuggestions(
      viewerId: string,
      after: MemberListAfter | undefined,
      limit: number,
    ): Promise<MemberListRow[]> {
      const start = after
        ? sql`where (s.score, s.created_at, s.id) < (${Number(after.key)}::int, ${after.key2}::timestamptz, ${after.id}::uuid)`
        : sql``;
      return rows<MemberListRow>(
        db,
        sql`select s.*, s.score::text as sort_key, s.created_at::text as sort_key_2
          from (
            select c.*, (c.mutual_count * 1000
                + case when c.shared_group is not null then 400 else 0 end
                + case when c.shared_event is not null then 200 else 0 end
                + least(c.recent, 99))::int as score
            from (
              select ${memberColumns(viewerId)}, u.created_at,
                coalesce(fof.mutual, 0) as mutual_count,
                ${groupSql.sharedGroupName(viewerId, sql`u.id`)} as shared_group,
                ${eventSql.sharedEventTitle(viewerId, sql`u.id`)} as shared_event,
                ${publicationSql.recentCount(sql`u.id`)} as recent
              from users u
              left join (${relationSql.mutualCounts(viewerId)}) as fof on fof.id = u.id
              where u.id <> ${viewerId}::uuid
                and u.email_verified_at is not null
                and u.closed_at is null
                and not ${relationSql.relatedAtAll(viewerId, sql`u.id`)}
                and ${searchable}
            ) as c
          ) as s
          ${start}
          order by s.score desc, s.created_at desc, s.id desc
          limit ${limit}`,
      );
    },

    /**
     * Search on `search_name` (titre first last, lower-cased, accents folded): names that
     * contain the query first, then near spellings (pg_trgm `<%`, served by the trigram index
     * like the ILIKE), each by word similarity, then id.
     */
    async search(
      viewerId: string,
      text: string,
      after: MemberListAfter | undefined,
      limit: number,
    ): Promise<MemberListRow[]> {
      const query = sql`koinonia_unaccent(lower(${text}))`;
      const pattern = sql`'%' || koinonia_unaccent(lower(${escapeLike(text)})) || '%'`;
      const start = after
        ? sql`and (u.score < ${after.key}::real or (u.score = ${after.key}::real and u.id > ${after.id}::uuid))`
        : sql``;
      return db.transaction(async (tx) => {
        // `<%` reads its threshold from this setting; local to the transaction.
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_SIMILARITY)}, true)`,
        );
        return rows<MemberListRow>(
          asDb(tx),
          sql`select page.*, ${relationSql.mutualCount(viewerId, sql`page.id`)} as mutual_count
            from (
              select ${memberColumns(viewerId)}, u.score, u.score::text as sort_key, '' as sort_key_2
              from (
                select users.*, ((case when search_name ilike ${pattern} then 1 else 0 end)
                  + word_similarity(${query}, search_name))::real as score
                from users
                where search_name ilike ${pattern} or ${query} <% search_name
              ) as u
              where u.id <> ${viewerId}::uuid
                and u.email_verified_at is not null
                and not ${relationSql.blockedBetween(viewerId, sql`u.id`)}
                and ${searchable}
                ${start}
              order by u.score desc, u.id
              limit ${limit}
            ) as page
            order by page.score desc, page.id`,
        );
      });
    },

    /**
     * The members' part of the search of everything (docs/adr/0022-search.md): every word of
     * the question starts a word of `search_name` ('hel' finds Hélène; names are not stemmed),
     * a first name that starts with the first word before a surname that does; near spellings
     * only when no name starts so (the typo fallback); then the most friends in common. Under the same rules as
     * `search`: the blocked either way, closed, unverified, unsearchable and hidden never come.
     */
    async searchEverything(
      viewerId: string,
      question: string,
      { offset, limit }: SearchPage,
    ): Promise<MemberSearchRow[]> {
      const words = searchWords(question);
      if (words.length === 0) return [];
      const starts = sql.join(
        words.map((word) => sql`u.search_name ~ ${`\\m${word}`}`),
        sql` and `,
      );
      const first = `${words[0] ?? ''}%`;
      const shown = sql`u.id <> ${viewerId}::uuid
        and u.email_verified_at is not null
        and u.closed_at is null
        and not ${relationSql.blockedBetween(viewerId, sql`u.id`)}
        and ${searchable}`;
      const query = sql`koinonia_unaccent(lower(${words.join(' ')}))`;
      return withTypoThreshold(db, (tx) =>
        rows<MemberSearchRow>(
          tx,
          sql`with words as materialized (
              select u.id, case when koinonia_unaccent(lower(u.first_name)) like ${first} then 2
                  when koinonia_unaccent(lower(u.last_name)) like ${first} then 1
                  else 0 end as tier
              from users u where ${starts} and ${shown}
            )
            select u.id, u.titre, u.first_name, u.last_name, u.profile_picture,
              case when ${detailShown(viewerId, sql`u.id`, 'bio')} then u.bio else '' end as bio,
              coalesce(fof.mutual, 0) as mutual_count
            from (
              select id, tier, 0::real as similarity from words
              union all
              select u.id, 0, word_similarity(${query}, u.search_name) from users u
              where not exists (select 1 from words) and ${query} <% u.search_name and ${shown}
            ) hit join users u on u.id = hit.id
            left join (${relationSql.mutualCounts(viewerId)}) as fof on fof.id = u.id
            order by hit.tier desc, hit.similarity desc, mutual_count desc, u.id
            offset ${offset} limit ${limit}`,
        ),
      );
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
