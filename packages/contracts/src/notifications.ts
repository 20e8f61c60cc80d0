import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';

/** The member who caused a notification, as the bell shows them. */
export const actorSchema = memberCardSchema;
export type Actor = z.infer<typeof actorSchema>;

/**
 * The moderation's hide decision (docs/adr/0021-moderation.md) says where the hidden item is:
 * its kind, its id and the publication it is on (`publication`, not `post`: a notification
 * about a hidden `post` leaves the list).
 */
export const notificationMoreSchema = z.object({
  post: z.string().optional(),
  id: z.string().optional(),
  target_type: z.string().optional(),
  target_id: z.string().optional(),
  publication: z.string().nullable().optional(),
  /**
   * A moderation decision's item: what holds it (an album item's album, an article comment's
   * article, a message's conversation), for its author's link to it (docs/adr/0021-moderation.md).
   */
  within: z.string().nullable().optional(),
  /** A comment or a reply: the comment it leads to (scrolled to and highlighted). */
  comment: z.string().optional(),
  /** A comment or a reply: its first words, quoted under the sentence. */
  quote: z.string().optional(),
});
export type NotificationMore = z.infer<typeof notificationMoreSchema>;

/** A notification (spec §3): `more` holds `post` or `id`, the thing it is about. */
export const notificationSchema = z.object({
  id: z.string(),
  notification_type: z.string(),
  message: z.string(),
  more: notificationMoreSchema,
  actor: actorSchema.nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications/?cursor=&limit=`: newest first, with the unread count. */
export const notificationPageSchema = z.object({
  results: z.array(notificationSchema),
  next: z.string().nullable(),
  unread_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
