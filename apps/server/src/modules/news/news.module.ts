/**
 * The news module (docs/adr/0016-news-articles.md): 'Dernières nouvelles' (/blogs), articles
 * written by the community's editors in Markdown, scheduled and published by a job, commented
 * and reacted to by members, read by guests, with an RSS feed, link previews and the weekly
 * parish sheet. The community module mails the sheet (community.sheet.ts).
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { NewsFacts } from './news.facts.ts';
import { newsPersonalData } from './news.personal-data.ts';
import { createNewsRepository } from './news.repository.ts';
import { newsPageRoutes, newsRoutes } from './news.routes.ts';
import * as schema from './news.schema.ts';
import { seedNews } from './news.seed.ts';
import type { ModerationTargets } from '../moderation/moderation.public.ts';
import { newsModerationTarget } from './news.moderation.ts';
import { createNewsService, type NewsService } from './news.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    news: NewsService & ModerationTargets;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends NewsFacts {}
}

/** The per-minute job that publishes the scheduled articles whose time has come. */
export const PUBLISH_DUE_JOB = 'news.publish-due';

export const newsModule = defineModule({
  name: 'news',
  tag: {
    name: 'news',
    description: 'News articles, their comments, the RSS feed and the weekly parish sheet.',
  },
  tables: tablesOf(schema),
  build: (ctx) => ({
    // An article's comment, reported and hidden (docs/adr/0021-moderation.md).
    moderationTargets: [newsModerationTarget(ctx.db)],
    ...createNewsService({
      repository: createNewsRepository(ctx.db),
      transaction: ctx.outbox.over((tx) => createNewsRepository(tx)),
      ownedPath: (ownerId, url) => ctx.services.media.ownedPath(ownerId, url),
      rolesOf: (userId) => ctx.services.roles.rolesOf(userId),
      reactionKinds: async () =>
        (await ctx.services.publications.reactionTypes()).map((type) => type.code),
      publicEvents: (viewer, from, to, limit) =>
        ctx.services.events.publicBetween(viewer, from, to, limit),
      timeZone: ctx.config.timeZone,
      now: ctx.now,
    }),
  }),
  listen: (ctx, news) => {
    // Scheduled articles are published by this job at their time, never by a visit (ADR 0004).
    ctx.jobs.every(PUBLISH_DUE_JOB, '* * * * *', async () => {
      await news.publishDue();
    });
  },
  routes: async (app, ctx, news) => {
    const publicUrl = ctx.config.publicUrl;
    await app.register(newsRoutes, { prefix: '/api/blogs', news, publicUrl, now: ctx.now });
    await app.register(newsPageRoutes, { news, publicUrl, webDistDir: ctx.config.webDistDir });
  },
  seed: seedNews,
  personalData: newsPersonalData,
});
