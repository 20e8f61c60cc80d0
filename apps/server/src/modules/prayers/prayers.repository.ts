/**
 * The only file that touches the prayers tables. The list is ONE query: each intention is
 * built as JSON in SQL with its count, the viewer's own 'Je prie', who prays (for its author
 * only) and its words of support. The author of an anonymous intention is left out in SQL for
 * everyone but themselves: no field of the answer carries it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asDb, iso, rows } from '../../db/sql.ts';
import { memberCard, type MemberCardJson } from '../users/users.public.ts';
import {
  prayerDigests,
  prayerIntentions,
  prayerNotices,
  prayerPrayers,
  prayerSupports,
} from './prayers.schema.ts';
import { groupNamed, intentionVisibleTo, memberSeenBy } from './prayers.sql.ts';

export interface IntentionRow {
  id: string;
  text: string;
  anonymous: boolean;
  author: MemberCardJson | null;
  mine: boolean;
  audience: 'community' | 'friends' | 'group';
  group: { id: string; name: string } | null;
  created_at: string;
  ends_at: string;
  expired: boolean;
  prayer_count: number;
  praying: boolean;
  prayers: MemberCardJson[] | null;
  supports: { id: string; author: MemberCardJson; text: string; created_at: string }[];
  thanksgiving: string | null;
  thanked_at: string | null;
}

/** What the author's own rules need. */
export interface IntentionState {
  authorId: string;
  endsAt: Date;
  thanked: boolean;
}

export interface ListFilter {
  /** Only this intention (any state). */
  id?: string;
  groupId?: string;
  /** The viewer's own, any state. */
  mine?: boolean;
  /** Only those the viewer prays for (active ones: the daily mail). */
  praying?: boolean;
}

/** The most intentions a list holds, newest first. */
const LIST_LIMIT = 100;

export function createPrayersRepository(db: Db) {
  return {
    /** The intentions `me` sees: active ones (ends_at after `now`) unless `filter` says. */
    list(me: string, now: Date, filter: ListFilter = {}): Promise<IntentionRow[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const conditions = [intentionVisibleTo(me)];
      if (filter.id) conditions.push(sql`i.id = ${filter.id}::uuid`);
      else if (filter.mine) conditions.push(sql`i.author_id = ${me}::uuid`);
      else conditions.push(sql`i.ends_at > ${at}`);
      if (filter.groupId) conditions.push(sql`i.group_id = ${filter.groupId}::uuid`);
      if (filter.praying) {
        conditions.push(sql`i.thanked_at is null and exists (select 1 from prayer_prayers pf
          where pf.intention_id = i.id and pf.user_id = ${me}::uuid)`);
      }
      return rows<IntentionRow>(
        db,
        sql`select i.id, i.text, i.anonymous, i.audience,
            i.author_id = ${me}::uuid as mine,
            case when i.anonymous and i.author_id <> ${me}::uuid then null
              else ${memberCard(sql`i.author_id`)} end as author,
            case when i.group_id is null then null else ${groupNamed(sql`i.group_id`)} end
              as "group",
            ${iso(sql`i.created_at`)} as created_at,
            ${iso(sql`i.ends_at`)} as ends_at,
            i.ends_at <= ${at} as expired,
            (select count(*)::int from prayer_prayers pc where pc.intention_id = i.id)
              as prayer_count,
            exists (select 1 from prayer_prayers pm where pm.intention_id = i.id
              and pm.user_id = ${me}::uuid) as praying,
            case when i.author_id = ${me}::uuid then coalesce((select json_agg(
                ${memberCard(sql`pp.user_id`)} order by pp.created_at, pp.user_id)
              from prayer_prayers pp where pp.intention_id = i.id and not pp.anonymous
                and ${memberSeenBy(me, sql`pp.user_id`)}), '[]'::json)
              else null end as prayers,
            coalesce((select json_agg(json_build_object('id', s.id,
                'author', ${memberCard(sql`s.author_id`)}, 'text', s.text,
                'created_at', ${iso(sql`s.created_at`)}) order by s.created_at, s.id)
              from prayer_supports s where s.intention_id = i.id
                and ${memberSeenBy(me, sql`s.author_id`)}), '[]'::json) as supports,
            i.thanksgiving,
            case when i.thanked_at is null then null else ${iso(sql`i.thanked_at`)} end
              as thanked_at
          from prayer_intentions i
          where ${sql.join(conditions, sql` and `)}
          order by i.created_at desc, i.id desc
          limit ${LIST_LIMIT}`,
      );
    },

    /** Whether `me` sees the intention, with what its rules need; undefined when not. */
    async stateFor(me: string, id: string): Promise<IntentionState | undefined> {
      const [row] = await rows<{ author_id: string; ends_at: string; thanked: boolean }>(
        db,
        sql`select i.author_id, i.ends_at::text as ends_at, i.thanked_at is not null as thanked
          from prayer_intentions i where i.id = ${id}::uuid and ${intentionVisibleTo(me)}`,
      );
      return (
        row && { authorId: row.author_id, endsAt: new Date(row.ends_at), thanked: row.thanked }
      );
    },

    async insert(values: typeof prayerIntentions.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(prayerIntentions)
        .values(values)
        .returning({ id: prayerIntentions.id });
      if (!row) throw new Error('intention not inserted');
      return row.id;
    },

    /** 'Je prie': true when it is new (a second one changes nothing, but the anonymity). */
    async pray(intentionId: string, userId: string, anonymous: boolean): Promise<boolean> {
      const inserted = await db
        .insert(prayerPrayers)
        .values({ intentionId, userId, anonymous })
        .onConflictDoNothing()
        .returning({ userId: prayerPrayers.userId });
      if (inserted.length > 0) return true;
      await db
        .update(prayerPrayers)
        .set({ anonymous })
        .where(and(eq(prayerPrayers.intentionId, intentionId), eq(prayerPrayers.userId, userId)));
      return false;
    },

    async unpray(intentionId: string, userId: string): Promise<void> {
      await db
        .delete(prayerPrayers)
        .where(and(eq(prayerPrayers.intentionId, intentionId), eq(prayerPrayers.userId, userId)));
    },

    async addSupport(intentionId: string, authorId: string, text: string): Promise<void> {
      await db.insert(prayerSupports).values({ intentionId, authorId, text });
    },

    /** The author's own support word, removed; false when it is not theirs. */
    async removeSupport(intentionId: string, supportId: string, authorId: string) {
      const removed = await db
        .delete(prayerSupports)
        .where(
          and(
            eq(prayerSupports.id, supportId),
            eq(prayerSupports.intentionId, intentionId),
            eq(prayerSupports.authorId, authorId),
          ),
        )
        .returning({ id: prayerSupports.id });
      return removed.length > 0;
    },

    /** Closes it with the thanksgiving: false when it was closed already. */
    async thank(id: string, text: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(prayerIntentions)
        .set({ thanksgiving: text, thankedAt: at })
        .where(and(eq(prayerIntentions.id, id), sql`${prayerIntentions.thankedAt} is null`))
        .returning({ id: prayerIntentions.id });
      return updated.length > 0;
    },

    async setEndsAt(id: string, endsAt: Date): Promise<void> {
      await db.update(prayerIntentions).set({ endsAt }).where(eq(prayerIntentions.id, id));
    },

    /**
     * The open intentions (not closed, not past their end at `now`) prayed for since their
     * last notice, with their author and count: the day's notices to tell.
     */
    dueNotices(now: Date): Promise<{ id: string; author_id: string; count: number }[]> {
      return rows(
        db,
        sql`select i.id, i.author_id, c.count from prayer_intentions i
          cross join lateral (select count(*)::int as count from prayer_prayers p
            where p.intention_id = i.id) c
          where i.thanked_at is null and i.ends_at > ${now.toISOString()}::timestamptz
            and c.count > coalesce((select n.count from prayer_notices n
              where n.intention_id = i.id order by n.day desc limit 1), 0)
          order by i.id`,
      );
    },

    /** Claims the day's notice of the intention: false when it was told that day already. */
    async claimNotice(intentionId: string, day: string, count: number): Promise<boolean> {
      const claimed = await db
        .insert(prayerNotices)
        .values({ intentionId, day, count })
        .onConflictDoNothing()
        .returning({ day: prayerNotices.day });
      return claimed.length > 0;
    },

    /** The member's own intentions, prayers and words, for their data export. */
    async exportOf(userId: string) {
      const intentions = await rows<object>(
        db,
        sql`select i.id, i.text, i.anonymous, i.audience, i.group_id,
            ${iso(sql`i.created_at`)} as created_at, ${iso(sql`i.ends_at`)} as ends_at,
            i.thanksgiving,
            case when i.thanked_at is null then null else ${iso(sql`i.thanked_at`)} end
              as thanked_at,
            (select count(*)::int from prayer_prayers p where p.intention_id = i.id)
              as prayer_count
          from prayer_intentions i where i.author_id = ${userId}::uuid
          order by i.created_at, i.id`,
      );
      // Another's intention is named by its id and text only: never by its author.
      const prayers = await rows<object>(
        db,
        sql`select p.intention_id, i.text as intention, p.anonymous,
            ${iso(sql`p.created_at`)} as created_at
          from prayer_prayers p join prayer_intentions i on i.id = p.intention_id
          where p.user_id = ${userId}::uuid order by p.created_at, p.intention_id`,
      );
      const supports = await rows<object>(
        db,
        sql`select s.id, s.intention_id, s.text, ${iso(sql`s.created_at`)} as created_at
          from prayer_supports s where s.author_id = ${userId}::uuid
          order by s.created_at, s.id`,
      );
      const digest = await rows<object>(
        db,
        sql`select d.hour from prayer_digests d where d.user_id = ${userId}::uuid`,
      );
      return { intentions, prayers, supports, digest };
    },

    /** Deletion: everything the member wrote or did here goes (their intentions too). */
    async eraseOf(userId: string): Promise<void> {
      await db.transaction(async (transaction) => {
        const tx = asDb(transaction);
        await tx.delete(prayerSupports).where(eq(prayerSupports.authorId, userId));
        await tx.delete(prayerPrayers).where(eq(prayerPrayers.userId, userId));
        await tx.delete(prayerIntentions).where(eq(prayerIntentions.authorId, userId));
        await tx.delete(prayerDigests).where(eq(prayerDigests.userId, userId));
      });
    },

    async digestOf(userId: string): Promise<{ hour: number } | undefined> {
      const [row] = await db
        .select({ hour: prayerDigests.hour })
        .from(prayerDigests)
        .where(eq(prayerDigests.userId, userId));
      return row;
    },

    async setDigest(userId: string, hour: number | null): Promise<void> {
      if (hour === null) {
        await db.delete(prayerDigests).where(eq(prayerDigests.userId, userId));
        return;
      }
      await db
        .insert(prayerDigests)
        .values({ userId, hour })
        .onConflictDoUpdate({ target: prayerDigests.userId, set: { hour } });
    },

    /**
     * Claims the day's mail of the members whose hour it is: marks them sent for `day` and
     * answers them (none twice a day, whichever node or retry runs it).
     */
    async claimDigests(hour: number, day: string): Promise<string[]> {
      const claimed = await db
        .update(prayerDigests)
        .set({ lastSentOn: day })
        .where(
          and(
            eq(prayerDigests.hour, hour),
            sql`(${prayerDigests.lastSentOn} is null or ${prayerDigests.lastSentOn} < ${day}::date)`,
          ),
        )
        .returning({ userId: prayerDigests.userId });
      return claimed.map((row) => row.userId);
    },

    /** For the moderation target: the intention as it is. */
    async rowOf(id: string) {
      const [row] = await db.select().from(prayerIntentions).where(eq(prayerIntentions.id, id));
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(prayerIntentions).where(eq(prayerIntentions.id, id));
    },
  };
}

export type PrayersRepository = ReturnType<typeof createPrayersRepository>;
