/**
 * What other modules may read of the publications tables in their own statements
 * (docs/adr/0014-table-ownership-in-sql.md).
 */
import { type SQL, sql } from 'drizzle-orm';

export const publicationSql = {
  /**
   * How many publications the member `member` (an SQL expression) wrote in the last 30 days:
   * the community's most active members, suggested to a member with no friend yet
   * (users.suggestions.test.ts).
   */
  recentCount: (member: SQL): SQL<number> =>
    sql<number>`(select count(*)::int from publications rp
      where rp.author_id = ${member} and rp.type <> 'album'
        and rp.created_at > now() - interval '30 days')`,

  /**
   * How many publications `userId` wrote (album threads, publications.sql.ts's ALBUM_THREAD, left out as in the profile's count):
   * the 'Bienvenue' checklist's 'Publier une première publication' (users.onboarding.test.ts).
   */
  authoredCount: (userId: string): SQL<number> =>
    sql<number>`(select count(*)::int from publications ap
      where ap.author_id = ${userId}::uuid and ap.type <> 'album')`,

  /**
   * false for a notification (its `more`, an SQL jsonb expression) about a publication that
   * moderation hid from `userId`, who is not its author (docs/adr/0021-moderation.md).
   */
  notificationShown: (userId: string, more: SQL): SQL =>
    sql`not exists (select 1 from publications hp
      where hp.id::text = (${more}->>'post') and hp.moderation_hidden_at is not null
        and hp.author_id <> ${userId}::uuid)`,
};
