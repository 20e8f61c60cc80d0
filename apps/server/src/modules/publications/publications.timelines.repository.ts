/**
 * Who gets a publication in their timeline (docs/adr/0027-feed-timelines.md): the statements of
 * the fan-out jobs (publications.timelines.jobs.ts). They follow the feed's own sources
 * (`feedIds` in publications.sql.ts) from the publication's side: its author; the author's
 * friends, for 'public' and 'friends'; its group's or page's members, unless a block stands
 * between them and the author. Only the timelines that exist are written (the store's TTL
 * drops those nobody read for FEED_TIMELINE_ACTIVE_WEEKS): a member who was not here lately
 * gets theirs rebuilt when they come back.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { groupSql } from '../groups/groups.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import { listed, timelineScore } from './publications.sql.ts';

/** A publication as its fan-out reads it. */
export interface Placement {
  id: string;
  author_id: string;
  audience: string;
  group_id: string | null;
  /** Not an album item's thread (never listed in a feed). */
  listed: boolean;
  score: number;
}

export function createTimelinesRepository(db: Db) {
  return {
    async placement(publicationId: string): Promise<Placement | undefined> {
      const [row] = await rows<Placement>(
        db,
        sql`select p.id, p.author_id, p.audience, p.group_id, ${listed} as listed,
            ${timelineScore(sql`p.created_at`)} as score
          from publications p where p.id = ${publicationId}::uuid`,
      );
      return row;
    },

    /** The members whose feed's own sources hold the publication. */
    async recipients(p: Placement): Promise<string[]> {
      if (!p.listed) return [];
      const author = p.author_id;
      const group = p.group_id ? sql`${p.group_id}::uuid` : sql`null::uuid`;
      const found = await rows<{ id: string }>(
        db,
        sql`select x.id from (
            select ${author}::uuid as id
              where ${sql.raw(String(p.audience !== 'group'))}
                or ${groupSql.readableBy(author, group)}
            union
            select f.id from (${relationSql.friendIds(author)}) f(id)
              where ${sql.raw(String(p.audience === 'public' || p.audience === 'friends'))}
            union
            select m.id from (${groupSql.memberIds(group)}) m(id)
              where m.id <> all(${relationSql.blockedIds(author)})
          ) x`,
      );
      return found.map((row) => row.id);
    },

    /**
     * The members who may hold a publication of `authorId` (in `groupId`): the author,
     * their friends, the group's members. A deleted or re-audienced publication is taken out
     * of their timelines.
     */
    async holders(authorId: string, groupId: string | null): Promise<string[]> {
      const group = groupId ? sql`${groupId}::uuid` : sql`null::uuid`;
      const found = await rows<{ id: string }>(
        db,
        sql`select x.id from (
            select ${authorId}::uuid as id
            union select f.id from (${relationSql.friendIds(authorId)}) f(id)
            union select m.id from (${groupSql.memberIds(group)}) m(id)
          ) x`,
      );
      return found.map((row) => row.id);
    },
  };
}

export type TimelinesRepository = ReturnType<typeof createTimelinesRepository>;
