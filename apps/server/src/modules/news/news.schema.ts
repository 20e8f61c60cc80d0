/**
 * The news module's tables (docs/adr/0016-news-articles.md): the articles, their comments and
 * reactions, and the weekly parish sheet's word and pinned article.
 */
import { ARTICLE_STATUSES, NEWS_CATEGORIES } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, searchVector } from '../../db/columns.ts';
import { reactionTypes } from '../publications/publications.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * An article. `publish_at` is when a scheduled one is due (the per-minute job publishes it)
 * and, once published, when it was: the list's order. A draft has none, and only a draft
 * (`articles_publish_at_check`): the lists of published and scheduled articles order by
 * `publish_at` alone, which the indexes below hold (news.repository.ts `list`).
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown source; the HTML is rendered and sanitised when read (news.markdown.ts). */
    body: text('body').notNull().default(''),
    category: text('category', { enum: NEWS_CATEGORIES }).notNull(),
    /** The cover: a path of an editor's upload (media module). */
    image: text('image'),
    imageAlt: text('image_alt').notNull().default(''),
    /** The parish keeps the article when its editor's account is deleted. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Title, summary and text, lower-cased and accent-folded, for `?q=` (pg_trgm), as
     * `users.search_name`: computed on write, so a search reads the index, not every body.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`koinonia_unaccent(lower(title || ' ' || summary || ' ' || body))`,
    ),
    /** Title, summary and text for the search of everything (docs/adr/0022-search.md). */
    searchVector: searchVector([
      [sql`title`, 'A'],
      [sql`summary`, 'B'],
      [sql`body`, 'C'],
    ]),
  },
  (t) => [
    check('articles_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('articles_publish_at_check', sql`(${t.status} = 'draft') = (${t.publishAt} is null)`),
    check(
      'articles_category_check',
      sql`${t.category} in ('vie-paroissiale', 'liturgie', 'solidarite', 'jeunes', 'annonces', 'temoignages')`,
    ),
    // The list (newest first), the categories' counts and the sheet's week read this index.
    index('articles_status_publish_at_id_idx').on(t.status, t.publishAt, t.id),
    // A category's list and 'À lire aussi' (the same category first), newest first.
    index('articles_status_category_publish_at_id_idx').on(t.status, t.category, t.publishAt, t.id),
    index('articles_search_vector_idx').using('gin', t.searchVector),
    index('articles_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Comments on an article; `reply_to` names a top-level comment of the same article. */
export const articleComments = pgTable(
  'article_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyTo: uuid('reply_to').references((): AnyPgColumn => articleComments.id, {
      onDelete: 'cascade',
    }),
    text: text('text').notNull(),
    /** Made by the author's device: a retried POST answers the stored comment. */
    clientId: uuid('client_id'),
    /** Hidden by moderation from everyone but its author (docs/adr/0021-moderation.md). */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_comments_author_client_id_key').on(t.authorId, t.clientId),
    check('article_comments_not_empty_check', sql`${t.text} <> ''`),
    index('article_comments_article_reply_created_at_id_idx').on(
      t.articleId,
      t.replyTo,
      t.createdAt,
      t.id,
    ),
    index('article_comments_reply_to_idx').on(t.replyTo),
    index('article_comments_author_idx').on(t.authorId),
  ],
);

/** One reaction per member per article (the publications' reaction kinds). */
export const articleReactions = pgTable(
  'article_reactions',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .notNull()
      .references(() => reactionTypes.code),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    index('article_reactions_user_idx').on(t.userId),
  ],
);

/** The weekly parish sheet's own part: the editors' word of the week and pinned article. */
export const sheetWeeks = pgTable(
  'sheet_weeks',
  {
    /** The week's Monday, in the community's time zone. */
    weekStart: date('week_start', { mode: 'string' }).primaryKey(),
    word: text('word').notNull().default(''),
    pinnedArticleId: uuid('pinned_article_id').references(() => articles.id, {
      onDelete: 'set null',
    }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sheet_weeks_monday_check', sql`extract(isodow from ${t.weekStart}) = 1`)],
);
