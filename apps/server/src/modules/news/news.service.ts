/**
 * News (docs/adr/0016-news-articles.md): the service the routes and the other modules call,
 * composed from one part per sub-domain. Here: an article's life (write, schedule, publish,
 * unpublish, delete), the lists and the categories. Beside it: news.comments.service.ts
 * (comments and reactions) and news.sheet.service.ts (the weekly parish sheet). Who may do what
 * is news.policy.ts; who reads what is the repository's rule (published, or any for an editor).
 *
 * A scheduled article is published by the per-minute job (news.module.ts), never by a visit:
 * `publishDue` flips in one statement every scheduled article whose time has come, so a
 * rescheduled or unpublished article is never published at its old time, and none twice.
 */
import {
  type Article,
  type ArticlePage,
  type articleListQuerySchema,
  type ArticleStatus,
  type CreateArticleBody,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  NEWS_CATEGORY_VARIANT,
  type NewsCategoryCount,
  type UpdateArticleBody,
  ARTICLE_RELATED_COUNT,
  type ArticleSummary,
  NEWS_RSS_COUNT,
  type SearchHit,
  searchHit,
} from '@koinonia/contracts';
import type { z } from 'zod';
import type { SearchPage } from '../../db/search.ts';
import { byTimeKey, decodeTimeCursor, timePage } from '../../platform/cursor.ts';
import { invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { ActorOf, NewsServiceDeps } from './news.deps.ts';
import { createArticleComments } from './news.comments.service.ts';
import { feedCache } from './news.feed.ts';
import { authorize, can } from './news.policy.ts';
import { presentArticle, presentSummary } from './news.presenter.ts';
import type { ArticleRecord, ArticleRow, ArticleValues } from './news.repository.ts';
import { createParishSheet } from './news.sheet.service.ts';
import { NEWS_TEXTS, notFound } from './news.texts.ts';
import { NOBODY } from './news.sql.ts';

export type { NewsServiceDeps } from './news.deps.ts';

const LIST_KIND = 'news';

/**
 * How long a node keeps the RSS feed's XML when no change of its own empties it (another
 * node's change shows within that time; the feed's answer says max-age=300 anyway).
 */
export const FEED_KEPT_MS = 60_000;

type ArticleInput = CreateArticleBody | UpdateArticleBody;

export function createNewsService(deps: NewsServiceDeps) {
  const { repository } = deps;
  /** The RSS feed's XML; every write to an article below empties it after its commit. */
  const feed = feedCache(FEED_KEPT_MS, deps.now);

  const actorOf: ActorOf = async (me) => {
    if (me === null) return { id: null, editor: false, moderator: false };
    const roles = await deps.rolesOf(me);
    return { id: me, editor: roles.includes('editor'), moderator: roles.includes('moderator') };
  };

  /**
   * The stored path of a new cover (one of the editor's uploads), checked before any
   * transaction: on PGlite, a read outside a transaction waits for it to end.
   */
  async function coverOf(
    me: string,
    input: ArticleInput,
    current?: ArticleRecord,
  ): Promise<string | null | undefined> {
    if (input.image === undefined || input.image === null || input.image === current?.image) {
      return input.image;
    }
    const path = await deps.ownedPath(me, input.image);
    if (!path) throw invalid('image', NEWS_TEXTS.notYourPicture);
    return path;
  }

  /** The stored fields an input asks for, checked against the rules (nothing is written). */
  function fieldsOf(
    input: ArticleInput,
    image: string | null | undefined,
    current?: ArticleRecord,
  ): Partial<ArticleValues> {
    const now = deps.now();
    const fields: Partial<ArticleValues> = {};
    if (input.title !== undefined) fields.title = input.title;
    if (input.summary !== undefined) fields.summary = input.summary;
    if (input.body !== undefined) fields.body = input.body;
    if (input.category !== undefined) fields.category = input.category;
    if (input.image_alt !== undefined) fields.imageAlt = input.image_alt;
    if (image !== undefined) fields.image = image;
    const publishAt = input.publish_at ? new Date(input.publish_at) : undefined;
    const status: ArticleStatus =
      input.status ?? (publishAt ? 'scheduled' : (current?.status ?? 'draft'));
    if (status === 'draft') {
      fields.status = 'draft';
      fields.publishAt = null;
    } else if (status === 'published') {
      fields.status = 'published';
      // Published again without a change keeps its date; published now otherwise.
      fields.publishAt = current?.status === 'published' ? current.publishAt : now;
    } else {
      const at = publishAt ?? (current?.status === 'scheduled' ? current.publishAt : null);
      if (!at) throw invalid('publish_at', NEWS_TEXTS.publishAtRequired);
      const changed = current?.status !== 'scheduled' || publishAt !== undefined;
      if (changed && at.getTime() <= now.getTime()) {
        throw invalid('publish_at', NEWS_TEXTS.publishAtPast);
      }
      fields.status = 'scheduled';
      fields.publishAt = at;
    }
    const body = fields.body ?? current?.body ?? '';
    if (fields.status !== 'draft' && body.trim() === '') {
      throw invalid('body', NEWS_TEXTS.bodyRequired);
    }
    return fields;
  }

  /** The article as the reader reads it (404 when unknown, malformed or not theirs). */
  async function read(me: string | null, id: string): Promise<Article> {
    const actor = await actorOf(me);
    const row = isUuid(id) ? await repository.find(me ?? NOBODY, id, actor.editor) : undefined;
    if (!row) throw notFound();
    const related = await repository.related(
      me ?? NOBODY,
      row.id,
      row.category,
      ARTICLE_RELATED_COUNT,
    );
    return presentArticle(row, related, actor, deps.timeZone);
  }

  const summary = (row: ArticleRow): ArticleSummary => presentSummary(row, deps.timeZone);

  return {
    ...createArticleComments(deps, actorOf),

    /** The articles' hits of the search of everything (search.service.ts). */
    async search(question: string, page: SearchPage): Promise<SearchHit[]> {
      const found = await deps.repository.search(question, page);
      return found.map((row) =>
        searchHit({
          kind: 'articles',
          id: row.id,
          title: row.title,
          image: row.image,
          excerpt: row.summary,
          published_at: row.published_at,
        }),
      );
    },

    ...createParishSheet(deps, actorOf),

    actorOf,

    /** `GET /api/blogs/`: published, newest first; `?status=` drafts or scheduled to editors. */
    async list(
      me: string | null,
      query: z.output<typeof articleListQuerySchema>,
    ): Promise<ArticlePage> {
      const actor = await actorOf(me);
      if (query.status !== undefined && query.status !== 'published') {
        authorize(actor, 'article:see-unpublished');
      }
      const rows = await repository.list(
        me ?? NOBODY,
        {
          statuses: [query.status ?? 'published'],
          category: query.category,
          q: query.q || undefined,
        },
        decodeTimeCursor(LIST_KIND, query.cursor),
        query.limit + 1,
      );
      const { shown, next } = timePage(LIST_KIND, rows, query.limit, byTimeKey);
      return { results: shown.map(summary), next, can_write: can(actor, 'article:write') };
    },

    /** `GET /api/blogs/{id}/`, with 'À lire aussi'. */
    get: read,

    /** `GET /api/blogs/categories/`: every category with its number of published articles. */
    async categories(): Promise<NewsCategoryCount[]> {
      const counts = await repository.publishedCounts();
      return NEWS_CATEGORIES.map((code) => ({
        code,
        label: NEWS_CATEGORY_LABELS[code],
        variant: NEWS_CATEGORY_VARIANT[code],
        count: counts.get(code) ?? 0,
      }));
    },

    /** `POST /api/blogs/` (editors): a draft, scheduled, or published now. */
    async create(me: string, input: CreateArticleBody): Promise<Article> {
      authorize(await actorOf(me), 'article:write');
      const fields = fieldsOf(input, await coverOf(me, input));
      const id = await deps.transaction(async (inTransaction, record) => {
        const articleId = await inTransaction.insert({
          title: input.title,
          summary: input.summary,
          body: input.body ?? '',
          category: input.category,
          image: fields.image ?? null,
          imageAlt: fields.imageAlt ?? '',
          authorId: me,
          status: fields.status ?? 'draft',
          publishAt: fields.publishAt ?? null,
        });
        if (fields.status === 'published') {
          await record('news.article-published', { articleId, authorId: me });
        }
        return articleId;
      });
      feed.invalidate();
      return read(me, id);
    },

    /**
     * `PATCH /api/blogs/{id}/` (editors): edits, publishes now, schedules or reschedules, or
     * unpublishes (`status: 'draft'`, a scheduled one included: the job then finds it a draft).
     */
    async update(me: string, id: string, input: UpdateArticleBody): Promise<Article> {
      authorize(await actorOf(me), 'article:write');
      const before = isUuid(id) ? await repository.record(id) : undefined;
      if (!before) throw notFound();
      const image = await coverOf(me, input, before);
      await deps.transaction(async (inTransaction, record) => {
        const current = await inTransaction.record(id, true);
        if (!current) throw notFound();
        const fields = fieldsOf(input, image, current);
        await inTransaction.update(id, fields);
        if (fields.status === 'published' && current.status !== 'published') {
          await record('news.article-published', { articleId: id, authorId: current.authorId });
        }
      });
      feed.invalidate();
      return read(me, id);
    },

    /** `DELETE /api/blogs/{id}/` (editors): the article, its comments and reactions. */
    async remove(me: string, id: string): Promise<void> {
      authorize(await actorOf(me), 'article:write');
      const current = isUuid(id) ? await repository.record(id) : undefined;
      if (!current) throw notFound();
      await repository.remove(id);
      feed.invalidate();
    },

    /**
     * The per-minute job: publishes the scheduled articles due now (ctx.now), each once,
     * announcing each. Returns how many.
     */
    async publishDue(): Promise<number> {
      const count = await deps.transaction(async (inTransaction, record) => {
        const published = await inTransaction.publishDue(deps.now());
        for (const { id, authorId } of published) {
          await record('news.article-published', { articleId: id, authorId });
        }
        return published.length;
      });
      if (count > 0) feed.invalidate();
      return count;
    },

    /**
     * The RSS feed: `build` makes it of the NEWS_RSS_COUNT newest published articles (as guests
     * read them, with their body); the XML is kept as `feed` says.
     */
    async rss(build: (newest: ArticleRow[]) => string): Promise<string> {
      return feed.get(async () =>
        build(
          await repository.list(NOBODY, { statuses: ['published'] }, undefined, NEWS_RSS_COUNT),
        ),
      );
    },

    /** A published article as guests read it (the page's Open Graph tags); else undefined. */
    async published(id: string): Promise<ArticleRow | undefined> {
      return isUuid(id) ? repository.find(NOBODY, id, false) : undefined;
    },

    /** The published articles of [from, to), newest first (the sheet's mail). */
    async publishedBetween(from: Date, to: Date, limit: number): Promise<ArticleSummary[]> {
      const rows = await repository.list(
        NOBODY,
        { statuses: ['published'], from, to },
        undefined,
        limit,
      );
      return rows.map(summary);
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
