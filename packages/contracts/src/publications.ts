import { z } from 'zod';
import { publicationGroupSchema } from './groups.ts';
import { VIDEO_STATUSES } from './media.ts';
import { memberCardSchema } from './member-card.ts';
import { lineText, multilineText } from './text.ts';

/** Limits of publications and comments. */
export const PUBLICATION_TEXT_MAX_LENGTH = 5000;
export const PUBLICATION_MAX_PHOTOS = 15;
export const COMMENT_TEXT_MAX_LENGTH = 2000;
/** How many comments each feed item carries, the newest, in the order they were written. */
export const FIRST_COMMENTS_COUNT = 2;

/** A publication type (seeded data: texte, photo, video, celebration). */
export const publicationTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
});
export type PublicationType = z.infer<typeof publicationTypeSchema>;

/** Who may see a publication; the French labels live in the web app. */
export const PUBLICATION_AUDIENCES = ['public', 'friends', 'private'] as const;
export const audienceSchema = z.enum(PUBLICATION_AUDIENCES, {
  error: "L'audience doit être « public », « friends » ou « private ».",
});
export type Audience = z.infer<typeof audienceSchema>;
/**
 * What a stored publication's audience may be: a member's choice, 'group' for a publication
 * in a group or a page, or 'event' for one in an event's discussion:
 * their audience is the group's or the event's, and is never chosen.
 */
export const STORED_AUDIENCES = [...PUBLICATION_AUDIENCES, 'group', 'event'] as const;
export type StoredAudience = (typeof STORED_AUDIENCES)[number];

/** Reaction kinds are data (table reaction_types); these are the seeded codes. */
export const REACTION_KINDS = ['amen', 'jaime', 'priere', 'merci'] as const;

export const reactionTypeSchema = z.object({ code: z.string(), label: z.string() });
export type ReactionType = z.infer<typeof reactionTypeSchema>;

/** Counts per reaction code, their total, and the viewer's own reaction. */
export const reactionsSummarySchema = z.object({
  counts: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  mine: z.string().nullable(),
});
export type ReactionsSummary = z.infer<typeof reactionsSummarySchema>;

export const publicationAuthorSchema = memberCardSchema;
export type PublicationAuthor = z.infer<typeof publicationAuthorSchema>;

export const VIDEO_KINDS = ['upload', 'youtube', 'vimeo'] as const;
/**
 * An uploaded video (`kind: 'upload'`) also tells where its transcode is (docs/adr/0017-video-pipeline.md):
 * 'processing' with its `progress` (0–100, live on the notification socket as
 * `video_progress`), 'ready' with its poster, length and size, or 'failed' with `failure`, the
 * French reason. `url` serves the MP4 once ready. Embeds (YouTube, Vimeo) carry none of these.
 */
export const publicationVideoSchema = z.object({
  kind: z.enum(VIDEO_KINDS),
  url: z.string(),
  status: z.enum(VIDEO_STATUSES).optional(),
  progress: z.number().int().min(0).max(100).optional(),
  poster_url: z.string().nullable().optional(),
  /** Seconds. */
  duration: z.number().nullable().optional(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
  failure: z.string().nullable().optional(),
});
export type PublicationVideo = z.infer<typeof publicationVideoSchema>;

/** A comment, or a reply when `reply_to` names the top-level comment it answers. */
export const commentSchema = z.object({
  id: z.string(),
  publication_id: z.string(),
  reply_to: z.string().nullable(),
  author: publicationAuthorSchema,
  text: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  reactions: reactionsSummarySchema,
  replies_count: z.number().int(),
  /** Hidden by moderation (docs/adr/0021-moderation.md): only its author sees it, and this. */
  moderation_hidden: z.boolean().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

export const publicationSchema = z.object({
  id: z.string(),
  author: publicationAuthorSchema,
  /** The publication type's code. */
  type: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  video: publicationVideoSchema.nullable(),
  audience: z.enum(STORED_AUDIENCES),
  /** The group or page it was published in (its audience then is the group's). */
  group: publicationGroupSchema.nullable(),
  /** The event whose discussion it belongs to (its audience then is the event's). */
  event: z.object({ id: z.string(), title: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  reactions: reactionsSummarySchema,
  comments_count: z.number().int(),
  /** The newest top-level comments (FIRST_COMMENTS_COUNT at most), oldest of them first. */
  first_comments: z.array(commentSchema),
  /** Hidden by moderation (docs/adr/0021-moderation.md): only its author sees it, and this. */
  moderation_hidden: z.boolean().optional(),
  /**
   * In the feed of a member with few friends: a public publication of the community, outside
   * the member's network (neither theirs, nor a friend's, nor in a group).
   */
  from_community: z.boolean().optional(),
  /** The viewer saved it in their favourites ('Mes favoris'); absent when not. */
  saved: z.boolean().optional(),
});
export type Publication = z.infer<typeof publicationSchema>;

/**
 * `?sort=` of the feed: `recent`, newest first (the default), or `popular`, the publications of
 * the last POPULAR_WINDOW_DAYS days with the most reactions and comments first.
 */
export const FEED_SORTS = ['recent', 'popular'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
export const POPULAR_WINDOW_DAYS = 30;

/** `GET /api/publications/saved/?cursor=&limit=`: the member's favourites, last saved first. */
export const savedQuerySchema = z.object({
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type SavedQuery = z.input<typeof savedQuerySchema>;

/** `?has=`: only the publications with photos, or with a video (videos pages, media tabs). */
export const PUBLICATION_MEDIA_FILTERS = ['photos', 'video'] as const;
export type PublicationMediaFilter = (typeof PUBLICATION_MEDIA_FILTERS)[number];

/**
 * `GET /api/publications/?cursor=&limit=&author=&has=`: without `author`, the member's feed
 * (own and friends' publications); with it, that member's publications the viewer may see.
 */
export const feedQuerySchema = z.object({
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  author: lineText().max(64).optional(),
  has: z
    .enum(PUBLICATION_MEDIA_FILTERS, { error: 'Le filtre doit être « photos » ou « video ».' })
    .optional(),
  /** The feed's order ('Populaires', 'Récents' of the account menu); `recent` by default. */
  sort: z
    .enum(FEED_SORTS, { error: 'Le tri doit être « popular » ou « recent ».' })
    .default('recent'),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

/** `GET /api/publications/`: newest first; `next` pages to older ones. */
export const publicationPageSchema = z.object({
  results: z.array(publicationSchema),
  next: z.string().nullable(),
});
export type PublicationPage = z.infer<typeof publicationPageSchema>;

/** A top-level comment with its replies (oldest first). */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** `GET /api/publications/post/{id}/comments/`: oldest first; `next` pages to newer ones. */
export const commentPageSchema = z.object({
  results: z.array(commentThreadSchema),
  next: z.string().nullable(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

const publicationText = multilineText({ error: 'Le texte doit être une chaîne de caractères.' })
  .trim()
  .max(PUBLICATION_TEXT_MAX_LENGTH, {
    error: `La publication ne peut pas dépasser ${PUBLICATION_TEXT_MAX_LENGTH} caractères.`,
  });

const photos = z
  .array(lineText().max(2048), { error: 'Les photos doivent être une liste d’adresses.' })
  .max(PUBLICATION_MAX_PHOTOS, {
    error: `Une publication ne peut pas contenir plus de ${PUBLICATION_MAX_PHOTOS} photos.`,
  });

const videoUrl = lineText({ error: 'Le lien de la vidéo doit être une adresse.' })
  .trim()
  .max(2048, { error: 'Le lien de la vidéo est trop long.' });

/** Made by the device: a retried POST with the same id answers the stored item (200). */
const clientId = z
  .string()
  .uuid({ error: "L'identifiant de l'envoi n'est pas valide." })
  .optional();

/**
 * `POST /api/publications/`: the text may be empty only with photos or a video (checked by
 * the service, which also checks that each photo was uploaded by the author).
 */
export const createPublicationBodySchema = z.object({
  type: lineText({ error: 'Le type de publication est obligatoire.' }).max(64, {
    error: 'Type de publication inconnu.',
  }),
  text: publicationText.default(''),
  photos: photos.default([]),
  /** A YouTube or Vimeo link, shown as an embedded player. */
  video_url: videoUrl.nullable().optional(),
  audience: audienceSchema.default('friends'),
  /** Publishes in this group (as a member) or as this page (as its admin); audience ignored. */
  group_id: lineText().uuid({ error: 'Groupe introuvable.' }).nullable().optional(),
  /** Publishes in this event's discussion (a member who sees the event); audience ignored. */
  event_id: lineText().uuid({ error: 'Événement introuvable.' }).nullable().optional(),
  client_id: clientId,
});
export type CreatePublicationBody = z.input<typeof createPublicationBodySchema>;

/** `PATCH /api/publications/post/{id}/`: only the fields given change. */
export const updatePublicationBodySchema = z.object({
  type: lineText().max(64, { error: 'Type de publication inconnu.' }).optional(),
  text: publicationText.optional(),
  photos: photos.optional(),
  video_url: videoUrl.nullable().optional(),
  audience: audienceSchema.optional(),
});
export type UpdatePublicationBody = z.input<typeof updatePublicationBodySchema>;

const commentText = multilineText({ error: 'Le commentaire doit être une chaîne de caractères.' })
  .trim()
  .max(COMMENT_TEXT_MAX_LENGTH, {
    error: `Le commentaire ne peut pas dépasser ${COMMENT_TEXT_MAX_LENGTH} caractères.`,
  });

/** `POST /api/publications/post/{id}/comments/`: text or image (or both). */
export const createCommentBodySchema = z.object({
  text: commentText.default(''),
  image: lineText().max(2048).nullable().optional(),
  /** The top-level comment this one answers. */
  reply_to: lineText().uuid({ error: 'Commentaire introuvable.' }).nullable().optional(),
  client_id: clientId,
});
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;

/** `PATCH /api/publications/comments/{id}/`. */
export const updateCommentBodySchema = z.object({
  text: commentText.optional(),
  image: lineText().max(2048).nullable().optional(),
});
export type UpdateCommentBody = z.input<typeof updateCommentBodySchema>;

/** `POST …/react/`: sets or changes the member's reaction. */
export const reactBodySchema = z.object({
  kind: lineText({ error: 'La réaction est obligatoire.' }).max(32, {
    error: 'Réaction inconnue.',
  }),
});
export type ReactBody = z.infer<typeof reactBodySchema>;

/** What a member did, as their profile's activity tab lists it. */
export const ACTIVITY_KINDS = [
  'publication',
  'comment',
  'reply',
  'publication_reaction',
  'comment_reaction',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The publication an activity is about, enough to name it and link to it. */
export const activityPublicationSchema = z.object({
  id: z.string(),
  author: publicationAuthorSchema,
  /** The start of its text (up to 140 characters). */
  excerpt: z.string(),
  /** Its first photo, if any. */
  thumbnail: z.string().nullable(),
});

export const activityItemSchema = z.object({
  /** Unique in the list: `<kind>:<row id>`. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  created_at: z.string(),
  publication: activityPublicationSchema,
  /** The comment or reply written, or the comment reacted to. */
  comment: z.object({ id: z.string(), excerpt: z.string() }).nullable(),
  /** The reaction's code, for the reaction kinds. */
  reaction: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/**
 * `GET /api/publications/activity/?author=&cursor=&limit=`: newest first; only what the
 * viewer may see (the publication's audience, blocks either way).
 */
export const activityQuerySchema = z.object({
  author: lineText({ error: 'Le membre est obligatoire.' }).max(64),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const activityPageSchema = z.object({
  results: z.array(activityItemSchema),
  next: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
