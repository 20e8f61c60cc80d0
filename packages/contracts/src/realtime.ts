import { z } from 'zod';
import { VIDEO_STATUSES } from './media.ts';
import { presenceStatusSchema } from './member-card.ts';
import { messageSchema } from './messaging.ts';
import { notificationSchema } from './notifications.ts';

/** Socket close code when the token is missing, bad or expired (ARCHITECTURE.md, Realtime). */
export const SOCKET_UNAUTHORIZED = 4401;

/** Pushed on `/ws/notifications/?token=` (spec §7). */
export const notificationEventSchema = z.object({
  type: z.literal('new_notification'),
  notification: notificationSchema,
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/**
 * Pushed on `/ws/notifications/` too, never stored (ours): a publication was deleted, so the
 * author's other tabs and the friends who could see it drop it from their lists at once.
 */
export const publicationRemovedEventSchema = z.object({
  type: z.literal('publication_removed'),
  publication_id: z.string(),
});
export type PublicationRemovedEvent = z.infer<typeof publicationRemovedEventSchema>;

/**
 * Pushed on `/ws/notifications/` to a video's uploader, never stored (ours): where its
 * transcode is (every tenth of it, and when it ends), `url` being the video's `/media/` path.
 * A 'ready' frame carries its poster, length and size; a 'failed' one the French reason.
 */
export const videoProgressEventSchema = z.object({
  type: z.literal('video_progress'),
  url: z.string(),
  status: z.enum(VIDEO_STATUSES),
  progress: z.number().int().min(0).max(100),
  poster_url: z.string().nullable(),
  duration: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  failure: z.string().nullable(),
});
export type VideoProgressEvent = z.infer<typeof videoProgressEventSchema>;

export const notificationSocketEventSchema = z.discriminatedUnion('type', [
  notificationEventSchema,
  publicationRemovedEventSchema,
  videoProgressEventSchema,
]);
export type NotificationSocketEvent = z.infer<typeof notificationSocketEventSchema>;

/** Pushed on `/ws/messages/?token=` (spec §7). */
export const messageEventSchema = z.object({
  type: z.literal('new_message'),
  message: messageSchema,
});
export type MessageEvent = z.infer<typeof messageEventSchema>;

/** Pushed on `/ws/messages/` too: a friend went online or offline (ours). */
export const presenceEventSchema = z.object({
  type: z.literal('presence'),
  user_id: z.string(),
  status: presenceStatusSchema,
});
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

/** Pushed on `/ws/messages/`: the other participant read the conversation (ours). */
export const readEventSchema = z.object({
  type: z.literal('messages_read'),
  conversation_id: z.string(),
  reader_id: z.string(),
});
export type ReadEvent = z.infer<typeof readEventSchema>;

export const chatSocketEventSchema = z.discriminatedUnion('type', [
  messageEventSchema,
  presenceEventSchema,
  readEventSchema,
]);
export type ChatSocketEvent = z.infer<typeof chatSocketEventSchema>;
