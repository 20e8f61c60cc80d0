/**
 * What other modules may read of the auth module's tables in their own statements
 * (docs/adr/0014-table-ownership-in-sql.md): whether a member has been here lately.
 */
import { type SQL, sql } from 'drizzle-orm';

export const authSql = {
  /**
   * true when the member `member` (an SQL expression) signed in or refreshed a session within
   * `weeks` weeks: each refresh rotates the refresh token, so its newest row is the member's
   * last visit, within an access token's life. The feed's timelines are kept only for them
   * (docs/adr/0027-feed-timelines.md).
   */
  activeWithin(member: SQL, weeks: number): SQL<boolean> {
    return sql<boolean>`exists (select 1 from refresh_tokens lt
      where lt.user_id = ${member}
        and lt.created_at > now() - make_interval(weeks => ${weeks}::int))`;
  },
};
