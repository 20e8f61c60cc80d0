/**
 * What the albums module lends other modules: the notifications module's filter of album
 * notifications (docs/adr/0018-albums.md), so that one about a photo the member may no longer
 * see is not shown.
 */
import { type SQL, sql } from 'drizzle-orm';
import { albumSeenBy, itemSeenBy } from './albums.sql.ts';

/** The albums module's notification types (contracts' notification-types.ts). */
export const ALBUM_NOTIFICATION_TYPES = [
  'ALBUM_TAG',
  'ALBUM_REMOVAL_REQUEST',
  'ALBUM_REMOVAL_KEPT',
  'ALBUM_REMOVAL_DONE',
] as const;

export const albumSql = {
  /**
   * true unless the notification is an album's and its photo (`more.post`) is no longer shown
   * to the viewer; a removed photo's (ALBUM_REMOVAL_DONE) needs its album (`more.id`) seen.
   */
  notificationShown(viewerId: string, type: SQL, more: SQL): SQL<boolean> {
    return sql<boolean>`(case
      when ${type} = 'ALBUM_REMOVAL_DONE' then ${albumSeenBy(viewerId, sql`(${more}->>'id')::uuid`)}
      when ${type} in ('ALBUM_TAG', 'ALBUM_REMOVAL_REQUEST', 'ALBUM_REMOVAL_KEPT')
        then ${itemSeenBy(viewerId, sql`(${more}->>'post')::uuid`)}
      else true end)`;
  },
};
