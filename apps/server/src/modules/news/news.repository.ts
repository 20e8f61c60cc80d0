/**
 * The news module's storage: articles, their comments and reactions, the sheet's weeks. Who
 * reads what is decided here in SQL: a viewer who is not an editor reads published articles
 * only; comments hide the authors a block stands between (news.sql.ts).
 */
import type {
  ArticleStatus,
  MemberCard,
  NewsCategory,
  ReactionsSummary,
} from '@koinonia/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  SEARCH_CANDIDATES,
  type SearchPage,
  searchFolded,
  searchPageEnd,
  searchTsquery,
  withTypoThreshold,
} from '../../db/search.ts';
import { iso, rows } from '../../db/sql.ts';
import type { After } from '../../platform/cursor.ts';
import { articleComments, articleReactions, articles, sheetWeeks } from './news.schema.ts';
import { articleJson, commentJson, commentShown } from './news.sql.ts';

/** An article as articleJson builds it. */
export interface ArticleRow {
  id: string;
  title: string;
  summary: string;
  body: string;
  category: NewsCategory;
  image: string | null;
  image_alt: string;
  author: MemberCard | null;
  status: ArticleStatus;
  publish_at: string | null;
  created_at: string;
  updated_at: string;
  comments_count: number;
  reactions: ReactionsSummary;
  sort_key: string;
}

export interface CommentRow {
  id: string;
  article_id: string;
  reply_to: string | null;
  author: MemberCard;
  text: string;
  created_at: string;
  updated_at: string;
  sort_key: string;
  replies_count: number;
  /** Hidden by moderation (docs/adr/0021-moderation.md). */
  moderation_hidden?: boolean;
}

export type ArticleRecord = typeof articles.$inferSelect;
export type ArticleValues = typeof articles.$inferInsert;

export interface ArticleFilter {
  statuses: readonly ArticleStatus[];
  category?: NewsCategory | undefined;
  /** Searched words, already lower case and without accents' concern (SQL unaccents both). */
  q?: string | undefined;
  /** Published (or due) in [from, to). */
  from?: Date;
  to?: Date;
  /** Leaves these out (the article itself, for 'À lire aussi'). */
  except?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a list orders by, newest first: `publish_at`, which every published and scheduled
 * article has (`articles_publish_at_check`), so that the indexes on it serve the order; a draft
 * has none, and lists drafts by creation. The same value as articleJson's `sort_key`.
 */
const sortKey = (statuses: readonly ArticleStatus[]): SQL =>
  statuses.includes('draft') ? sql`coalesce(a.publish_at, a.created_at)` : sql`a.publish_at`;

/** Only what the viewer may read: published, unless they are an editor. */
const readable = (editor: boolean): SQL => (editor ? sql`true` : sql`a.status = 'published'`);

/** An article found by the search of everything. */
export interface ArticleSearchRow {
  id: string;
  title: string;
  summary: string;
  image: string | null;
  published_at: string;
}

export function createNewsRepository(db: Db) {
  const select = (viewer: string) => sql`select ${articleJson(viewer)} as article from articles a`;

  return {
    async insert(values: ArticleValues): Promise<string> {
      const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
      if (!row) throw new Error('article insert returned nothing');
      return row.id;
    },

    async update(id: string, values: Partial<ArticleValues>): Promise<void> {
      await db
        .update(articles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(articles.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(articles).where(eq(articles.id, id));
    },

    /** The stored row; inside a transaction, `lock` holds it until commit. */
    async record(id: string, lock = false): Promise<ArticleRecord | undefined> {
      const query = db.select().from(articles).where(eq(articles.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The article as the viewer reads it; undefined when unknown or not theirs to read. */
    async find(viewer: string, id: string, editor: boolean): Promise<ArticleRow | undefined> {
      const [row] = await rows<{ article: ArticleRow }>(
        db,
        sql`${select(viewer)} where a.id = ${id}::uuid and ${readable(editor)}`,
      );
      return row?.article;
    },

    /** A page in the filter, newest first (publication time, or creation for a draft). */
    async list(
      viewer: string,
      filter: ArticleFilter,
      after: After | undefined,
      limit: number,
    ): Promise<ArticleRow[]> {
      const where: SQL[] = [
        sql`a.status in (${sql.join(
          filter.statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ];
      if (filter.category) where.push(sql`a.category = ${filter.category}`);
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
        // articles.search_text and its trigram index (news.schema.ts).
        where.push(sql`a.search_text like koinonia_unaccent(${pattern})`);
      }
      if (filter.from) where.push(sql`a.publish_at >= ${filter.from.toISOString()}::timestamptz`);
      if (filter.to) where.push(sql`a.publish_at < ${filter.to.toISOString()}::timestamptz`);
      if (filter.except) where.push(sql`a.id <> ${filter.except}::uuid`);
      const key = sortKey(filter.statuses);
      if (after) {
        where.push(sql`(${key}, a.id) < (${after.key}::timestamptz, ${after.id}::uuid)`);
      }
      const found = await rows<{ article: ArticleRow }>(
        db,
        sql`${select(viewer)} where ${sql.join(where, sql` and `)}
          order by ${key} desc, a.id desc limit ${limit}`,
      );
      return found.map((row) => row.article);
    },

    /**
     * The articles' part of the search of everything (docs/adr/0022-search.md): published
     * ones only, whoever asks (never a draft nor a scheduled one, even to an editor); the
     * words' hits by rank (title, then summary, then text), near spellings only when the
     * words find none; then the newest. Bounded: the first SEARCH_CANDIDATES published rows
     * of the index are ranked, and only the page's end is kept.
     */
    async search(question: string, page: SearchPage): Promise<ArticleSearchRow[]> {
      const query = searchTsquery(question);
      const folded = searchFolded(question);
      const best = (score: SQL, filter: SQL) => sql`select a.id, a.score from (
          select a.id, a.publish_at, ${score} as score from articles a
          where a.status = 'published' and ${filter} limit ${SEARCH_CANDIDATES}
        ) a order by a.score desc, a.publish_at desc, a.id limit ${searchPageEnd(page)}`;
      return withTypoThreshold(db, (tx) =>
        rows<ArticleSearchRow>(
          tx,
          sql`with words as materialized (
              ${best(sql`ts_rank(a.search_vector, ${query})`, sql`a.search_vector @@ ${query}`)}
            ), near as materialized (
              ${best(
                sql`word_similarity(${folded}, a.search_text)`,
                sql`not exists (select 1 from words) and ${folded} <% a.search_text`,
              )}
            )
            select a.id, a.title, a.summary, a.image, ${iso(sql`a.publish_at`)} as published_at
            from (
              select id, score as rank, 0::real as similarity from words
              union all
              select id, 0, score from near
            ) hit join articles a on a.id = hit.id
            order by hit.rank desc, hit.similarity desc, a.publish_at desc, a.id
            offset ${page.offset} limit ${page.limit}`,
        ),
      );
    },

    /** 'À lire aussi': published articles other than `id`, same category first, then newest. */
    async related(
      viewer: string,
      id: string,
      category: NewsCategory,
      limit: number,
    ): Promise<ArticleRow[]> {
      // Two walks down the indexes, `limit` rows each at most: the newest of the category
      // (articles_status_category_publish_at_id_idx), the newest of the others
      // (articles_status_publish_at_id_idx); then the category's first.
      const newest = (
        same: boolean,
      ) => sql`(select r.id, r.publish_at, ${sql.raw(String(same))} as same
          from articles r
          where r.status = 'published' and r.id <> ${id}::uuid
            and ${same ? sql`r.category = ${category}` : sql`r.category <> ${category}`}
          order by r.publish_at desc, r.id desc limit ${limit})`;
      const found = await rows<{ article: ArticleRow }>(
        db,
        sql`select ${articleJson(viewer)} as article
          from (${newest(true)} union all ${newest(false)}) n join articles a on a.id = n.id
          order by n.same desc, n.publish_at desc, n.id desc
          limit ${limit}`,
      );
      return found.map((row) => row.article);
    },

    /** Published articles per category. */
    async publishedCounts(): Promise<Map<string, number>> {
      const found = await rows<{ category: string; n: number }>(
        db,
        sql`select a.category, count(*)::int as n from articles a where a.status = 'published'
          group by a.category`,
      );
      return new Map(found.map((row) => [row.category, row.n]));
    },

    /**
     * Publishes, in one statement, the scheduled articles due at `now` (the per-minute job):
     * each row changes once, so a second run, or two nodes at once, publish nothing again.
     */
    async publishDue(now: Date): Promise<{ id: string; authorId: string | null }[]> {
      return rows<{ id: string; authorId: string | null }>(
        db,
        sql`update articles set status = 'published', updated_at = now()
          where status = 'scheduled' and publish_at <= ${now.toISOString()}::timestamptz
          returning id, author_id as "authorId"`,
      );
    },

    // The sheet's weeks.

    async sheetWeek(
      weekStart: string,
    ): Promise<{ word: string; pinnedArticleId: string | null } | undefined> {
      const [row] = await db
        .select({ word: sheetWeeks.word, pinnedArticleId: sheetWeeks.pinnedArticleId })
        .from(sheetWeeks)
        .where(eq(sheetWeeks.weekStart, weekStart));
      return row;
    },

    async saveSheetWeek(
      weekStart: string,
      values: { word: string; pinnedArticleId: string | null; updatedBy: string },
    ): Promise<void> {
      await db
        .insert(sheetWeeks)
        .values({ weekStart, ...values })
        .onConflictDoUpdate({
          target: sheetWeeks.weekStart,
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    // Comments.

    /** Top-level comments, oldest first, each with its replies (oldest first). */
    async comments(
      viewer: string,
      articleId: string,
      after: After | undefined,
      limit: number,
    ): Promise<(CommentRow & { replies: CommentRow[] })[]> {
      const start = after
        ? sql`and (c.created_at, c.id) > (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const found = await rows<{ comment: CommentRow; replies: CommentRow[] }>(
        db,
        sql`select t.comment,
            coalesce((select json_agg(r.comment order by r.created_at, r.id)
              from (select ${commentJson(viewer)} as comment, c.created_at, c.id
                from article_comments c where c.reply_to = t.id and ${commentShown(viewer, 'c')}) r),
              '[]'::json) as replies
          from (select ${commentJson(viewer)} as comment, c.id, c.created_at
            from article_comments c
            where c.article_id = ${articleId}::uuid and c.reply_to is null
              and ${commentShown(viewer, 'c')} ${start}
            order by c.created_at, c.id
            limit ${limit}) t
          order by t.created_at, t.id`,
      );
      return found.map((row) => ({ ...row.comment, replies: row.replies }));
    },

    /** A comment the viewer may see on a published article (or any, for an editor). */
    async findComment(
      viewer: string,
      id: string,
      editor: boolean,
    ): Promise<(CommentRow & { author_id: string }) | undefined> {
      const [row] = await rows<{ comment: CommentRow; author_id: string }>(
        db,
        sql`select ${commentJson(viewer)} as comment, c.author_id
          from article_comments c join articles a on a.id = c.article_id
          where c.id = ${id}::uuid and ${readable(editor)} and ${commentShown(viewer, 'c')}`,
      );
      return row && { ...row.comment, author_id: row.author_id };
    },

    /** `created` is false when the same `client_id` was stored before (its id is answered). */
    async insertComment(values: {
      articleId: string;
      authorId: string;
      replyTo: string | null;
      text: string;
      clientId: string | null;
    }): Promise<{ id: string; created: boolean }> {
      const [row] = await db
        .insert(articleComments)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: articleComments.id });
      if (row) return { id: row.id, created: true };
      const [stored] = values.clientId
        ? await db
            .select({ id: articleComments.id })
            .from(articleComments)
            .where(
              and(
                eq(articleComments.authorId, values.authorId),
                eq(articleComments.clientId, values.clientId),
              ),
            )
        : [];
      if (!stored) throw new Error('comment insert returned nothing');
      return { id: stored.id, created: false };
    },

    /** The top-level comment `id` of the article, if it is one. */
    async topLevelComment(articleId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ replyTo: articleComments.replyTo })
        .from(articleComments)
        .where(and(eq(articleComments.id, id), eq(articleComments.articleId, articleId)));
      return row !== undefined && row.replyTo === null;
    },

    /** Changes a comment's text; `hidden` when moderation had hidden it. */
    async updateComment(id: string, text: string): Promise<{ hidden: boolean }> {
      const [row] = await db
        .update(articleComments)
        .set({ text, updatedAt: sql`now()` })
        .where(eq(articleComments.id, id))
        .returning({ hiddenAt: articleComments.moderationHiddenAt });
      return { hidden: Boolean(row?.hiddenAt) };
    },

    async removeComment(id: string): Promise<void> {
      await db.delete(articleComments).where(eq(articleComments.id, id));
    },

    // Reactions.

    async react(articleId: string, userId: string, kind: string): Promise<void> {
      await db
        .insert(articleReactions)
        .values({ articleId, userId, kind })
        .onConflictDoUpdate({
          target: [articleReactions.articleId, articleReactions.userId],
          set: { kind },
        });
    },

    async unreact(articleId: string, userId: string): Promise<void> {
      await db
        .delete(articleReactions)
        .where(and(eq(articleReactions.articleId, articleId), eq(articleReactions.userId, userId)));
    },

    // A member's data (ADR 0009).

    async commentsBy(userId: string) {
      return db
        .select({
          id: articleComments.id,
          articleId: articleComments.articleId,
          text: articleComments.text,
          createdAt: articleComments.createdAt,
        })
        .from(articleComments)
        .where(eq(articleComments.authorId, userId));
    },

    async reactionsBy(userId: string) {
      return db
        .select({
          articleId: articleReactions.articleId,
          kind: articleReactions.kind,
          createdAt: articleReactions.createdAt,
        })
        .from(articleReactions)
        .where(eq(articleReactions.userId, userId));
    },

    async articlesBy(userId: string) {
      return db
        .select({
          id: articles.id,
          title: articles.title,
          status: articles.status,
          publishAt: articles.publishAt,
          createdAt: articles.createdAt,
        })
        .from(articles)
        .where(eq(articles.authorId, userId));
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
