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

/**
 * Pushed on `/ws/notifications/`, never stored (ours): a publication this socket subscribed to
 * (its card is on screen) got a comment or a reply, a reaction, or an edit; the client
 * re-fetches it and its comments (spec §4 does so for a notification). Sent only to members
 * who may see the publication and the change (audience and blocks), never to its actor.
 */
export const PUBLICATION_CHANGES = ['comment', 'reaction', 'edit'] as const;
export const publicationActivityEventSchema = z.object({
  type: z.literal('publication_activity'),
  publication_id: z.string(),
  change: z.enum(PUBLICATION_CHANGES),
});
export type PublicationActivityEvent = z.infer<typeof publicationActivityEventSchema>;

/**
 * Pushed on `/ws/notifications/`, never stored (ours): the member's feed timeline has just taken
 * a publication, or been rebuilt (docs/adr/0027-feed-timelines.md). The client reloads its feed:
 * a POST_NEW notification, sent from the same fact by another job, may come before the timeline
 * holds the publication, and the reload it causes would not show it yet.
 */
export const feedChangedEventSchema = z.object({ type: z.literal('feed_changed') });
export type FeedChangedEvent = z.infer<typeof feedChangedEventSchema>;

export const notificationSocketEventSchema = z.discriminatedUnion('type', [
  notificationEventSchema,
  publicationRemovedEventSchema,
  videoProgressEventSchema,
  publicationActivityEventSchema,
  feedChangedEventSchema,
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

/**
 * Pushed on `/ws/messages/` (ours): a friend is writing to the member ('Marie écrit…').
 * `conversation_id` is the pair's conversation, null before their first message.
 */
export const typingEventSchema = z.object({
  type: z.literal('typing'),
  user_id: z.string(),
  conversation_id: z.string().nullable(),
});
export type TypingEvent = z.infer<typeof typingEventSchema>;

export const chatSocketEventSchema = z.discriminatedUnion('type', [
  messageEventSchema,
  presenceEventSchema,
  readEventSchema,
  typingEventSchema,
]);
export type ChatSocketEvent = z.infer<typeof chatSocketEventSchema>;

// What a client sends (besides `{type: 'ping'}`, answered `{type: 'pong'}`).

/**
 * Sent on `/ws/messages/` while the member types to a friend, at most every
 * TYPING_SEND_EVERY_MS; the friend's indicator goes after TYPING_SHOWN_MS without one, or
 * when the message arrives. Nothing crosses a block or goes to a member who is not a friend.
 */
export const typingFrameSchema = z.object({
  type: z.literal('typing'),
  receiver_id: z.string().uuid(),
});
export type TypingFrame = z.infer<typeof typingFrameSchema>;
export const TYPING_SEND_EVERY_MS = 3000;
export const TYPING_SHOWN_MS = 5000;

/**
 * Sent on `/ws/notifications/` as a publication's card enters the screen (`subscribe`) and
 * leaves it (`unsubscribe`); kept in the node's memory for that socket only, at most
 * MAX_LIVE_PUBLICATIONS per socket (the oldest subscription goes first).
 */
export const publicationSubscriptionFrameSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  publication_id: z.string().uuid(),
});
export type PublicationSubscriptionFrame = z.infer<typeof publicationSubscriptionFrameSchema>;
export const MAX_LIVE_PUBLICATIONS = 40;
