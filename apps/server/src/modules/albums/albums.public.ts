/**
 * What the albums module lends other modules (docs/adr/0018-albums.md): the publications
 * module's rule for an item's thread (seen only with its item), and the notifications module's
 * filter, so that a notification about a photo the member may no longer see is not shown.
 */
import { type SQL, sql } from 'drizzle-orm';
import { albumSeenBy, albumVisibleTo, itemSeenBy, itemShown } from './albums.sql.ts';

/** The publications' notification types whose `more.post` may be an album item's thread. */
const THREAD_NOTIFICATIONS = sql.raw(
  `'POST_REACTION', 'COMMENTAIRE_NEW', 'COMMENTAIRE_REACTION', 'REPONSE_NEW'`,
);

/** The albums module's notification types (contracts' notification-types.ts). */
export const ALBUM_NOTIFICATION_TYPES = [
  'ALBUM_TAG',
  'ALBUM_REMOVAL_REQUEST',
  'ALBUM_REMOVAL_KEPT',
  'ALBUM_REMOVAL_DONE',
] as const;

export const albumSql = {
  /**
   * An album item's thread (a publication of the hidden kind, its id a column or value) is
   * seen only with its item: not across a block with who added it, not while a tagged
   * member's removal request hides it. Its audience is the album's already.
   */
  threadShown(viewerId: string, publicationId: SQL): SQL<boolean> {
    return sql<boolean>`exists (select 1 from album_items ati
      where ati.publication_id = ${publicationId} and ${itemShown(viewerId, 'ati')})`;
  },

  /**
   * true unless the notification is about an album photo (`more.post`: the item, or its
   * thread for a comment or reaction) no longer shown to the viewer; a removed photo's
   * (ALBUM_REMOVAL_DONE) needs its album (`more.id`) seen.
   */
  notificationShown(viewerId: string, type: SQL, more: SQL): SQL<boolean> {
    return sql<boolean>`(case
      when ${type} = 'ALBUM_REMOVAL_DONE' then ${albumSeenBy(viewerId, sql`(${more}->>'id')::uuid`)}
      when ${type} in ('ALBUM_TAG', 'ALBUM_REMOVAL_REQUEST', 'ALBUM_REMOVAL_KEPT')
        then ${itemSeenBy(viewerId, sql`(${more}->>'post')::uuid`)}
      when ${type} in (${THREAD_NOTIFICATIONS}) then not exists (select 1 from album_items i
        join albums a on a.id = i.album_id
        where i.publication_id = (${more}->>'post')::uuid
          and not (${itemShown(viewerId)} and ${albumVisibleTo(viewerId)}))
      else true end)`;
  },
};
