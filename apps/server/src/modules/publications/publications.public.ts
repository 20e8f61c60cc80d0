/**
 * What other modules may read of the publications tables in their own statements
 * (docs/adr/0014-table-ownership-in-sql.md).
 */
import { type SQL, sql } from 'drizzle-orm';

export const publicationSql = {
  /**
   * false for a notification (its `more`, an SQL jsonb expression) about a publication that
   * moderation hid from `userId`, who is not its author (docs/adr/0021-moderation.md).
   */
  notificationShown: (userId: string, more: SQL): SQL =>
    sql`not exists (select 1 from publications hp
      where hp.id::text = (${more}->>'post') and hp.moderation_hidden_at is not null
        and hp.author_id <> ${userId}::uuid)`,
};
