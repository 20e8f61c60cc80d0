/**
 * Albums (docs/adr/0018-albums.md): a member's, a group's or an event's photos, each item with
 * its caption, alt text and its own thread (a hidden publication: reactions and comments are
 * the publications' own). The spec's sample Album is `id, image, comments, likes, time, title,
 * count`; the rest is what a photo album needs.
 */
import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { VIDEO_STATUSES } from './media.ts';
import { lineText, multilineText } from './text.ts';

/** Who sees an album: as a publication, or a group's members, or an event's participants. */
export const ALBUM_AUDIENCES = ['public', 'friends', 'private', 'group', 'event'] as const;
export type AlbumAudience = (typeof ALBUM_AUDIENCES)[number];

/** Who may add: the owner only, or the contributors the audience names (friends, members…). */
export const ALBUM_CONTRIBUTORS = ['owner', 'members'] as const;
export type AlbumContributors = (typeof ALBUM_CONTRIBUTORS)[number];

export const ALBUM_TABS = ['mine', 'friends', 'groups'] as const;
export type AlbumTab = (typeof ALBUM_TABS)[number];

/** Photos, and videos through the pipeline of docs/adr/0017-video-pipeline.md. */
export const ALBUM_ITEM_KINDS = ['photo', 'video'] as const;

/** Files sent in one `POST /api/albums/{id}/items/` (the spec's limit). */
export const ALBUM_FILES_MAX = 15;

/** The spec's upload error codes, given as `details.upload_error`. */
export const UPLOAD_ERROR_CODES = [
  'file-invalid-type',
  'file-too-large',
  'file-too-small',
  'too-many-files',
] as const;

/** The states of a tagged member's removal request ('Retirer cette photo'). */
export const ALBUM_REMOVAL_STATES = ['requested', 'kept'] as const;
export type AlbumRemovalState = (typeof ALBUM_REMOVAL_STATES)[number];

/**
 * A member tagged on an item (image rights: docs/adr/0018-albums.md). `removal` and
 * `removal_note` are told only to the tagged member and to who added the item (null and ''
 * for anyone else).
 */
export const albumTagSchema = z.object({
  member: memberCardSchema,
  tagged_by: z.string(),
  removal: z.enum(ALBUM_REMOVAL_STATES).nullable(),
  removal_note: z.string(),
  created_at: z.string(),
});
export type AlbumTag = z.infer<typeof albumTagSchema>;

export const albumItemSchema = z.object({
  id: z.string(),
  album_id: z.string(),
  kind: z.enum(ALBUM_ITEM_KINDS),
  /** The file's address (`/media/<key>?…`): signed, it is served only to who may see it. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
  alt: z.string(),
  position: z.number().int(),
  added_by: memberCardSchema,
  /** The item's thread: `/api/publications/{publication_id}/…` comments and reactions. */
  publication_id: z.string(),
  likes: z.number().int(),
  comments: z.number().int(),
  created_at: z.string(),
  /** Who is tagged on it (those the viewer may see); always sent by the server. */
  tags: z.array(albumTagSchema).optional(),
  /** Whether the viewer may tag members on it (they see it: any viewer of the album). */
  can_tag: z.boolean().optional(),
  /**
   * A video's state (kind `video`, ADR 0017): `processing` with its `progress` (0–100) while it
   * is transcoded, then `ready` with its poster (signed as `url` is), or `failed` and why.
   */
  status: z.enum(VIDEO_STATUSES).optional(),
  progress: z.number().int().min(0).max(100).optional(),
  poster_url: z.string().nullable().optional(),
  /** Seconds. */
  duration: z.number().nullable().optional(),
  failure: z.string().nullable().optional(),
  /** Hidden by moderation (docs/adr/0021-moderation.md): only who added it sees it, and this. */
  moderation_hidden: z.boolean().optional(),
});
export type AlbumItem = z.infer<typeof albumItemSchema>;

/** An item with its album's id and title: the tagged list, a member's album photos. */
export const albumPhotoSchema = albumItemSchema.extend({
  album: z.object({ id: z.string(), title: z.string() }),
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

export const albumPhotoPageSchema = z.object({
  results: z.array(albumPhotoSchema),
  next: z.string().nullable(),
});
export type AlbumPhotoPage = z.infer<typeof albumPhotoPageSchema>;

/** `GET /api/albums/photos/?member=`: the album photos a member added that I may see. */
export const albumPhotosQuerySchema = z.object({
  member: lineText().uuid({ error: 'Membre introuvable.' }),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export type AlbumPhotosQuery = z.input<typeof albumPhotosQuerySchema>;

/** `GET /api/albums/tagged/`: the photos I am tagged on, newest tag first. */
export const albumTaggedQuerySchema = z.object({
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});

/**
 * `GET /api/albums/{id}/items/{itemId}/taggable/?search=`: the members I may tag on a photo (any
 * member I may see, myself included) who are shown it, by name.
 */
export const albumTaggableQuerySchema = z.object({
  search: lineText().trim().max(100, { error: 'La recherche est trop longue.' }).default(''),
});
export type AlbumTaggableQuery = z.input<typeof albumTaggableQuerySchema>;

/** The answer of `…/taggable/`: 20 members at most, by name, those tagged already left out. */
export const albumTaggableSchema = z.object({ results: z.array(memberCardSchema) });
export type AlbumTaggable = z.infer<typeof albumTaggableSchema>;

/** `POST /api/albums/{id}/items/{itemId}/tags/`: tags a member I may see on a photo I see. */
export const albumTagBodySchema = z.object({
  user_id: lineText({ error: 'Choisissez un membre.' }).uuid({ error: 'Membre introuvable.' }),
});
export type AlbumTagBody = z.input<typeof albumTagBodySchema>;

/**
 * `POST /api/albums/{id}/items/{itemId}/removal/decision/`: who added the photo keeps it (with
 * a word to the member who asked) or deletes it.
 */
export const albumRemovalDecisionBodySchema = z.object({
  decision: z.enum(['keep', 'delete'], {
    error: 'La décision doit être « keep » ou « delete ».',
  }),
  note: multilineText({ error: 'Le mot doit être un texte.' })
    .trim()
    .max(500, { error: 'Le mot est trop long (500 caractères au plus).' })
    .default(''),
});
export type AlbumRemovalDecisionBody = z.input<typeof albumRemovalDecisionBodySchema>;

export const albumTagParamsSchema = z.object({
  id: lineText().max(64),
  itemId: lineText().max(64),
  userId: lineText().max(64),
});

export const albumSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The cover's address (the cover item's, else the first item's); null while empty. */
  image: z.string().nullable(),
  cover_item_id: z.string().nullable(),
  /** Number of items the viewer may see. */
  count: z.number().int(),
  /** Of `count`, how many are videos ('3 photos · 2 vidéos'). */
  video_count: z.number().int(),
  /** Reactions and comments on its items, as the viewer is shown them. */
  likes: z.number().int(),
  comments: z.number().int(),
  /** When it last changed (an item added), ISO. */
  time: z.string(),
  owner: memberCardSchema,
  audience: z.enum(ALBUM_AUDIENCES),
  group_id: z.string().nullable(),
  event_id: z.string().nullable(),
  contributors: z.enum(ALBUM_CONTRIBUTORS),
  /** Whether the viewer may add items; whether they own it (edit, reorder, remove anything). */
  can_add: z.boolean(),
  is_owner: z.boolean(),
  created_at: z.string(),
});
export type Album = z.infer<typeof albumSchema>;

export const albumPageSchema = z.object({
  results: z.array(albumSchema),
  next: z.string().nullable(),
});
export type AlbumPage = z.infer<typeof albumPageSchema>;

export const albumItemPageSchema = z.object({
  results: z.array(albumItemSchema),
  next: z.string().nullable(),
});
export type AlbumItemPage = z.infer<typeof albumItemPageSchema>;

/** `GET /api/albums/?tab=&group=&event=&cursor=&limit=` (or `group_id=`, `event_id=`). */
export const albumListQuerySchema = z.object({
  tab: z
    .enum(ALBUM_TABS, { error: 'L’onglet doit être « mine », « friends » ou « groups ».' })
    .default('mine'),
  group: lineText().uuid({ error: 'Groupe introuvable.' }).optional(),
  event: lineText().uuid({ error: 'Événement introuvable.' }).optional(),
  /** The same as `group` and `event`, under the names of the albums' own fields. */
  group_id: lineText().uuid({ error: 'Groupe introuvable.' }).optional(),
  event_id: lineText().uuid({ error: 'Événement introuvable.' }).optional(),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AlbumListQuery = z.input<typeof albumListQuerySchema>;

export const albumItemsQuerySchema = z.object({
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});

const title = lineText({ error: 'Le titre est obligatoire.' })
  .trim()
  .min(1, { error: 'Le titre est obligatoire.' })
  .max(120, { error: 'Le titre est trop long (120 caractères au plus).' });
const description = multilineText({ error: 'La description doit être un texte.' })
  .trim()
  .max(2000, { error: 'La description est trop longue (2000 caractères au plus).' });
const audience = z.enum(['public', 'friends', 'private'], {
  error: "L'audience doit être « public », « friends » ou « private ».",
});
const contributors = z.enum(ALBUM_CONTRIBUTORS, {
  error: 'Les contributeurs doivent être « owner » ou « members ».',
});

export const createAlbumBodySchema = z.object({
  title,
  description: description.default(''),
  audience: audience.default('friends'),
  /** A group's album (its members see it; the audience is ignored). */
  group_id: lineText().uuid({ error: 'Groupe introuvable.' }).nullable().optional(),
  /** An event's album (its participants see it; the audience is ignored). */
  event_id: lineText().uuid({ error: 'Événement introuvable.' }).nullable().optional(),
  contributors: contributors.default('owner'),
});
export type CreateAlbumBody = z.input<typeof createAlbumBodySchema>;

export const updateAlbumBodySchema = z.object({
  title: title.optional(),
  description: description.optional(),
  /** Only for a member's own album (a group's or an event's keeps its audience). */
  audience: audience.optional(),
  contributors: contributors.optional(),
  cover_item_id: lineText().uuid({ error: 'Photo introuvable.' }).nullable().optional(),
});
export type UpdateAlbumBody = z.input<typeof updateAlbumBodySchema>;

const caption = multilineText({ error: 'La légende doit être un texte.' })
  .trim()
  .max(500, { error: 'La légende est trop longue (500 caractères au plus).' });
const alt = lineText({ error: 'Le texte alternatif doit être un texte.' })
  .trim()
  .max(300, { error: 'Le texte alternatif est trop long (300 caractères au plus).' });

export const updateAlbumItemBodySchema = z.object({
  caption: caption.optional(),
  alt: alt.optional(),
});
export type UpdateAlbumItemBody = z.input<typeof updateAlbumItemBodySchema>;

/** The fields sent beside the files: `caption` and `alt` for every file, in their order. */
export const albumItemFieldsSchema = z.object({ caption, alt });

export const albumOrderBodySchema = z.object({
  items: z
    .array(lineText().uuid({ error: 'Photo introuvable.' }), {
      error: 'L’ordre doit être la liste des photos.',
    })
    .max(10_000),
});
export type AlbumOrderBody = z.input<typeof albumOrderBodySchema>;

export const albumItemParamsSchema = z.object({
  id: lineText().max(64),
  itemId: lineText().max(64),
});
