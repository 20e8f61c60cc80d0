/**
 * The database schema. Each module's tables are declared here for now, in one file, so that
 * drizzle-kit generates one migration history; only the owning module's repository queries them.
 * Every row that belongs to a member carries that member's id (ARCHITECTURE.md, "Past one database").
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased; the unique index on lower(email) guards it in the database too.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    titre: text('titre').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    bio: text('bio').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    profilePicture: text('profile_picture'),
    coverPicture: text('cover_picture'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'titre first last', lower-cased and accent-folded, for member search (pg_trgm). */
    searchName: text('search_name').generatedAlwaysAs(
      sql`koinonia_unaccent(lower(titre || ' ' || first_name || ' ' || last_name))`,
    ),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    /** When it was rotated: a retry within the grace window answers the same pair again. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);

export const ONE_TIME_TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'unlock_account',
] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'one_time_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'unlock_account')`,
    ),
    index('one_time_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Failed sign-ins, counted per (e-mail address, IP address) pair so the growing delay holds
 * across nodes and an attacker elsewhere never delays the owner. user_id is set when the address
 * belongs to a member.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_failures_email_created_at_idx').on(t.email, t.createdAt),
    index('sign_in_failures_email_ip_created_at_idx').on(t.email, t.ip, t.createdAt),
  ],
);

export const RELATIONSHIP_STATUSES = ['PENDING', 'ACCEPTED'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

export const relationships = pgTable(
  'relationships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // null while blocked: blocking ends a friendship or an invitation (spec §4).
    status: text('status', { enum: RELATIONSHIP_STATUSES }).default('PENDING'),
    blocked: boolean('blocked').notNull().default(false),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'relationships_status_check',
      sql`(${t.blocked} and ${t.status} is null and ${t.blockedBy} is not null) or (not ${t.blocked} and ${t.status} in ('PENDING', 'ACCEPTED') and ${t.blockedBy} is null)`,
    ),
    check('relationships_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    // One relation per unordered pair, even under concurrent requests.
    uniqueIndex('relationships_pair_key').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index('relationships_receiver_id_idx').on(t.receiverId),
    index('relationships_sender_id_idx').on(t.senderId),
  ],
);

export const PICTURE_CATEGORIES = ['profil', 'cover'] as const;

/** Pictures a member has set as profile picture or cover, newest first (`user_files`). */
export const userFiles = pgTable(
  'user_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categorie: text('categorie', { enum: PICTURE_CATEGORIES }).notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_files_categorie_check', sql`${t.categorie} in ('profil', 'cover')`),
    index('user_files_user_id_categorie_created_at_idx').on(t.userId, t.categorie, t.createdAt),
  ],
);

export const MEDIA_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'video/mp4',
  'video/webm',
] as const;

/** Every stored file, with its owner: a URL is only accepted from the member who uploaded it. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Name of the object in the storage (disk file or S3 key). */
    storageKey: text('storage_key').notNull().unique('media_storage_key_key'),
    /** Public path, `/media/<storage_key>`. */
    url: text('url').notNull().unique('media_url_key'),
    contentType: text('content_type', { enum: MEDIA_CONTENT_TYPES }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'media_content_type_check',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'video/mp4', 'video/webm')`,
    ),
    check('media_bytes_check', sql`${t.bytes} > 0`),
    index('media_owner_id_created_at_idx').on(t.ownerId, t.createdAt),
  ],
);

/**
 * Notifications, stored before they are published (ARCHITECTURE.md, Realtime). `more` holds
 * `post` or `id` (spec §3). Types: FRIEND_REQUEST_NEW, FRIEND_REQUEST_ACCEPT, and the
 * publication kinds (POST_…, COMMENTAIRE…, REPONSE…) as they land.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').notNull(),
    message: text('message').notNull(),
    more: jsonb('more').$type<{ post?: string; id?: string }>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notifications_type_check',
      sql`${t.notificationType} ~ '^(FRIEND_REQUEST_(NEW|ACCEPT)|POST_[A-Z_]+|COMMENTAIRE[A-Z_]*|REPONSE[A-Z_]*)$'`,
    ),
    index('notifications_user_id_created_at_id_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * One-to-one conversations: one row per pair, `user_a` < `user_b` so a pair cannot have two.
 * `updated_at` is the time of the last message (the list's order).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_pair_order_check', sql`${t.userA} < ${t.userB}`),
    uniqueIndex('conversations_pair_key').on(t.userA, t.userB),
    index('conversations_user_b_idx').on(t.userB),
  ],
);

/**
 * Each participant's own view of a conversation: what they have read, and the chat menu's
 * choices (marked unread, muted, history cleared for themselves only).
 */
export const conversationStates = pgTable(
  'conversation_states',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    markedUnread: boolean('marked_unread').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    /** Messages up to this time are hidden for this member ('delete the conversation'). */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** Messages; `client_id` is made by the sender's device so a retried send is stored once. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id'),
    content: text('content').notNull().default(''),
    image: text('image'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_not_empty_check', sql`${t.content} <> '' or ${t.image} is not null`),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    uniqueIndex('messages_sender_client_id_key').on(t.senderId, t.clientId),
    index('messages_conversation_created_at_id_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_receiver_unread_idx')
      .on(t.receiverId, t.conversationId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Kinds of publication (seeded by migration: texte, photo, video, celebration). */
export const publicationTypes = pgTable('publication_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique('publication_types_code_key'),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

/** Reactions offered on publications and comments (seeded: amen, jaime, priere, merci). */
export const reactionTypes = pgTable('reaction_types', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

export const PUBLICATION_AUDIENCES = ['public', 'friends', 'private'] as const;
export const VIDEO_KINDS = ['upload', 'youtube', 'vimeo'] as const;

/** Publications; deleting one deletes its photos, comments and reactions (cascade). */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type')
      .notNull()
      .references(() => publicationTypes.code),
    text: text('text').notNull().default(''),
    audience: text('audience', { enum: PUBLICATION_AUDIENCES }).notNull(),
    videoKind: text('video_kind', { enum: VIDEO_KINDS }),
    videoUrl: text('video_url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('publications_audience_check', sql`${t.audience} in ('public', 'friends', 'private')`),
    check(
      'publications_video_check',
      sql`(${t.videoKind} is null and ${t.videoUrl} is null) or (${t.videoKind} in ('upload', 'youtube', 'vimeo') and ${t.videoUrl} is not null)`,
    ),
    index('publications_author_created_at_id_idx').on(t.authorId, t.createdAt, t.id),
    // `?has=video` (videos pages, media tabs): a member's few videos without reading the rest.
    index('publications_video_author_created_at_id_idx')
      .on(t.authorId, t.createdAt, t.id)
      .where(sql`${t.videoKind} is not null`),
  ],
);

/** Photos of a publication, in the author's order; `user_id` is the author. */
export const publicationPhotos = pgTable(
  'publication_photos',
  {
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.position] }),
    check('publication_photos_position_check', sql`${t.position} between 0 and 14`),
  ],
);

/**
 * Comments; `reply_to` names a top-level comment of the same publication (one level of
 * nesting: the service refuses a reply to a reply or to another publication's comment).
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyTo: uuid('reply_to').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('comments_not_empty_check', sql`${t.text} <> '' or ${t.image} is not null`),
    check('comments_not_self_reply_check', sql`${t.replyTo} is null or ${t.replyTo} <> ${t.id}`),
    index('comments_publication_reply_created_at_id_idx').on(
      t.publicationId,
      t.replyTo,
      t.createdAt,
      t.id,
    ),
    index('comments_reply_to_idx').on(t.replyTo),
    // A member's activity tab reads their comments newest first.
    index('comments_author_created_at_id_idx').on(t.authorId, t.createdAt, t.id),
  ],
);

/** One reaction per member per publication. */
export const publicationReactions = pgTable(
  'publication_reactions',
  {
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .notNull()
      .references(() => reactionTypes.code),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.userId] }),
    // A member's activity tab reads their reactions newest first.
    index('publication_reactions_user_created_at_idx').on(t.userId, t.createdAt, t.publicationId),
  ],
);

/** One reaction per member per comment. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .notNull()
      .references(() => reactionTypes.code),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reactions_user_created_at_idx').on(t.userId, t.createdAt, t.commentId),
  ],
);
