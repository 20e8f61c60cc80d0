/**
 * `/api/blogs` (ARCHITECTURE.md's route of the news): articles, categories, comments and
 * reactions, the RSS feed and the weekly parish sheet; and the two web pages whose head the
 * server fills for link previews and feed readers (`/blogs`, `/blogs/{id}`: news.share.ts).
 * Reads are open to guests (a token, when sent, must be valid); writes need a member.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants } from 'node:zlib';
import {
  articleCommentPageSchema,
  articleCommentSchema,
  articleListQuerySchema,
  articlePageSchema,
  articleSchema,
  createArticleBodySchema,
  createArticleCommentBodySchema,
  errorResponseSchema,
  idParamsSchema,
  lineText,
  NEWS_COVER_SIZES,
  NEWS_PAGE_SIZE,
  NEWS_RSS_COUNT,
  newsCategoriesSchema,
  parishSheetSchema,
  reactBodySchema,
  reactionsSummarySchema,
  sheetDateParamsSchema,
  updateArticleBodySchema,
  updateArticleCommentBodySchema,
  updateSheetBodySchema,
} from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rssFeed } from './news.feed.ts';
import type { NewsService } from './news.service.ts';
import { withArticleMeta, withEarlyAnswers, withFeedLink, withImagePreload } from './news.share.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const commentsQuerySchema = z.object({
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const newsRoutes: FastifyPluginAsyncZod<{
  news: NewsService;
  publicUrl: string;
  now: () => Date;
}> = async (app, { news, publicUrl, now }) => {
  const tags = ['news'];
  const security = [{ bearer: [] }];
  /** Guests or members: a token, when sent, is checked (an expired one is a 401 to refresh). */
  const optional: { [label: string]: string[] }[] = [{}, { bearer: [] }];
  const maybeMember = async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request);
  };
  const reader = (request: FastifyRequest) => request.userId || null;

  app.get(
    '/',
    {
      onRequest: maybeMember,
      schema: {
        tags,
        security: optional,
        summary:
          'Published articles, newest first; ?category=, ?q= searches title, summary and text; ?status=draft|scheduled for editors',
        querystring: articleListQuerySchema,
        response: { 200: articlePageSchema, ...errors },
      },
    },
    (request) => news.list(reader(request), request.query),
  );

  app.get(
    '/categories/',
    {
      schema: {
        tags,
        security: optional,
        summary: 'The categories, with their colour and number of published articles',
        response: { 200: newsCategoriesSchema },
      },
    },
    () => news.categories(),
  );

  app.get(
    '/rss.xml',
    {
      schema: {
        tags,
        summary: `RSS 2.0 feed of the ${NEWS_RSS_COUNT} newest published articles`,
        produces: ['application/rss+xml'],
      },
    },
    async (_request, reply) => {
      const xml = await news.rss((newest) => rssFeed(newest, publicUrl, now()));
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    },
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Writes an article (editors): a draft, scheduled (publish_at) or published now',
        body: createArticleBodySchema,
        response: { 201: articleSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await news.create(request.userId, request.body)),
  );

  app.get(
    '/sheet/',
    {
      onRequest: maybeMember,
      schema: {
        tags,
        security: optional,
        summary:
          "This week's parish sheet (Monday to Sunday, community time): its articles, the word of the week, the next week's public events",
        response: { 200: parishSheetSchema, ...errors },
      },
    },
    (request) => news.sheet(reader(request), undefined),
  );

  app.get(
    '/sheet/:date/',
    {
      onRequest: maybeMember,
      schema: {
        tags,
        security: optional,
        summary: 'The parish sheet of the week holding this day (weeks to come: editors only)',
        params: sheetDateParamsSchema,
        response: { 200: parishSheetSchema, ...errors },
      },
    },
    (request) => news.sheet(reader(request), request.params.date),
  );

  app.put(
    '/sheet/:date/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Sets the week's word and pinned article (editors)",
        params: sheetDateParamsSchema,
        body: updateSheetBodySchema,
        response: { 200: parishSheetSchema, ...errors },
      },
    },
    (request) => news.saveSheet(request.userId, request.params.date, request.body),
  );

  app.get(
    '/:id/',
    {
      onRequest: maybeMember,
      schema: {
        tags,
        security: optional,
        summary:
          "An article with its sanitised HTML and 'À lire aussi'; drafts and scheduled ones to editors only",
        params: idParamsSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    (request) => news.get(reader(request), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Edits, publishes, schedules or unpublishes (status: 'draft') an article (editors)",
        params: idParamsSchema,
        body: updateArticleBodySchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    (request) => news.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Deletes an article with its comments (editors)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await news.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/comments/',
    {
      onRequest: maybeMember,
      schema: {
        tags,
        security: optional,
        summary: "An article's comments, oldest first, with their replies; guests read them too",
        params: idParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: articleCommentPageSchema, ...errors },
      },
    },
    (request) => news.comments(reader(request), request.params.id, request.query),
  );

  app.post(
    '/:id/comments/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Comments a published article, or replies to a comment (reply_to)',
        params: idParamsSchema,
        body: createArticleCommentBodySchema,
        response: { 201: articleCommentSchema, 200: articleCommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { comment, created } = await news.addComment(
        request.userId,
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(comment);
    },
  );

  app.patch(
    '/comments/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Edits a comment (its author)',
        params: idParamsSchema,
        body: updateArticleCommentBodySchema,
        response: { 200: articleCommentSchema, ...errors },
      },
    },
    (request) => news.editComment(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/comments/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Deletes a comment (its author, an editor or a moderator)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await news.removeComment(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/react/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Sets or changes the member's reaction to an article",
        params: idParamsSchema,
        body: reactBodySchema,
        response: { 200: reactionsSummarySchema, ...errors },
      },
    },
    (request) => news.react(request.userId, request.params.id, request.body.kind),
  );

  app.delete(
    '/:id/react/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Removes the member's reaction to an article",
        params: idParamsSchema,
        response: { 200: reactionsSummarySchema, ...errors },
      },
    },
    (request) => news.unreact(request.userId, request.params.id),
  );
};

/**
 * The web pages `/blogs` and `/blogs/{id}`, served as the SPA's index.html (platform/web-static.ts
 * serves every other page) with their head filled in. Without a built web app they are the
 * not-found answer, as any page then.
 */
export const newsPageRoutes: FastifyPluginAsyncZod<{
  news: NewsService;
  publicUrl: string;
  webDistDir: string;
}> = async (app, { news, publicUrl, webDistDir }) => {
  const index = () => readFile(path.join(webDistDir, 'index.html'), 'utf8').catch(() => undefined);
  const hide = { hide: true };
  // Compressed as the API's answers are (platform/compression.ts compresses /api only): the page
  // carries the guest's first answers, a few kilobytes on a phone's first round trips.
  const compress = {
    encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  };

  for (const url of ['/blogs', '/blogs/']) {
    app.get(url, { schema: hide, compress }, async (request, reply) => {
      const html = await index();
      if (html === undefined) return reply.callNotFound();
      let page = withFeedLink(html, publicUrl);
      // The list as a guest first sees it (the web's BlogsPage): with a filter in the address
      // (a category, searched words, an editor's tab) the web asks for it itself.
      const filtered = Object.keys(request.query as object).some((name) =>
        ['categorie', 'q', 'etat'].includes(name),
      );
      if (!filtered) {
        const [list, categories] = await Promise.all([
          news.list(null, { limit: NEWS_PAGE_SIZE }),
          news.categories(),
        ]);
        const lead = list.results[0];
        if (lead?.image) page = withImagePreload(page, lead.image, NEWS_COVER_SIZES.lead);
        page = withEarlyAnswers(page, {
          [`/api/blogs/?limit=${NEWS_PAGE_SIZE}`]: articlePageSchema.parse(list),
          '/api/blogs/categories/': newsCategoriesSchema.parse(categories),
        });
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    });
  }

  app.get(
    '/blogs/:id',
    { schema: { ...hide, params: z.object({ id: z.string() }) }, compress },
    async (request, reply) => {
      const html = await index();
      if (html === undefined) return reply.callNotFound();
      const article = await news.published(request.params.id);
      if (!article) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(html);
      }
      let page = withArticleMeta(withFeedLink(html, publicUrl), {
        title: article.title,
        description: article.summary,
        url: `${publicUrl}/blogs/${article.id}`,
        image: article.image ? `${publicUrl}${article.image}` : null,
        imageAlt: article.image_alt,
      });
      if (article.image) page = withImagePreload(page, article.image, NEWS_COVER_SIZES.article);
      // The article as a guest reads it (`GET /api/blogs/{id}/`, the web's ArticlePage).
      page = withEarlyAnswers(page, {
        [`/api/blogs/${encodeURIComponent(article.id)}/`]: articleSchema.parse(
          await news.get(null, article.id),
        ),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    },
  );
};
