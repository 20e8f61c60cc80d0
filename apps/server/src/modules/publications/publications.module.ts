/** The publications module: the feed, photos and videos, comments, replies and reactions. */
import { FIRST_COMMENTS_COUNT } from '@koinonia/contracts';
import { defineModule, later, tablesOf } from '../../platform/module.ts';
import { createActivityRepository } from './publications.activity.repository.ts';
import { createPublicationsRepository } from './publications.repository.ts';
import { publicationsRoutes } from './publications.routes.ts';
import { seedPublications } from './publications.seed.ts';
import type { PublicationsFacts } from './publications.facts.ts';
import type { ModerationTargets } from '../moderation/moderation.public.ts';
import { publicationsModerationTargets } from './publications.moderation.ts';
import { createPublicationsService, type PublicationsService } from './publications.service.ts';
import { publicationsPersonalData } from './publications.personal-data.ts';
import { createLiveThreads } from './publications.live.ts';
import { createMemoryCache, createRedisCache } from './publications.cache.ts';
import * as schema from './publications.schema.ts';
import { createMemoryTimelines, createRedisTimelines } from './publications.timelines.ts';
import {
  createFeedTimelines,
  type FeedTimelines,
  keepTimelines,
} from './publications.timelines.jobs.ts';
import { createTimelinesRepository } from './publications.timelines.repository.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    publications: PublicationsService &
      ModerationTargets & {
        /** The home feed's timelines (docs/adr/0027-feed-timelines.md), null when off. */
        timelines: FeedTimelines | null;
      };
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends PublicationsFacts {}
}

export const publicationsModule = defineModule({
  name: 'publications',
  tag: { name: 'publications', description: 'Publications, comments, replies and reactions.' },
  tables: tablesOf(schema),
  notificationTypes: [
    'POST_NEW',
    'POST_REACTION',
    'COMMENTAIRE_NEW',
    'COMMENTAIRE_REACTION',
    'REPONSE_NEW',
  ],
  build: (ctx) => {
    const transaction = ctx.outbox.over((tx) =>
      createPublicationsRepository(tx, FIRST_COMMENTS_COUNT),
    );
    // Cached publications (publications.cache.ts): in process, in front of Redis with REDIS_URL.
    const entries = ctx.config.publicationCacheEntries;
    const cache =
      entries === 0
        ? null
        : ctx.config.redisUrl
          ? createRedisCache({
              url: ctx.config.redisUrl,
              // Beside the realtime hub's keys (several nodes share them; tests remove them).
              keyPrefix: `koinonia:${ctx.config.realtime.redisPrefix}`,
              maxEntries: entries,
              onError: (error) => ctx.log.warn({ err: error }, 'publication cache unreachable'),
            })
          : createMemoryCache(entries);
    const repository = createPublicationsRepository(ctx.db, FIRST_COMMENTS_COUNT);
    // The home feed's timelines (docs/adr/0027-feed-timelines.md): in Redis with REDIS_URL.
    const settings = ctx.config.feedTimelines;
    // A timeline nobody read for FEED_TIMELINE_ACTIVE_WEEKS is dropped: the jobs write only to
    // the timelines that exist, so only members active lately are written to.
    const ttlSeconds = settings ? settings.activeWeeks * 7 * 24 * 3600 : 0;
    const timelines = settings
      ? createFeedTimelines({
          repository,
          length: settings.length,
          store: ctx.config.redisUrl
            ? createRedisTimelines({
                url: ctx.config.redisUrl,
                keyPrefix: `koinonia:${ctx.config.realtime.redisPrefix}`,
                length: settings.length,
                ttlSeconds,
                onError: (error) => ctx.log.warn({ err: error }, 'feed timelines unreachable'),
              })
            : createMemoryTimelines({
                length: settings.length,
                ttlMs: ttlSeconds * 1000,
                now: ctx.now,
              }),
        })
      : null;
    return {
      timelines,
      ...createPublicationsService({
        cache,
        timelines,
        onTimelineError: (error) =>
          ctx.log.warn({ err: error }, 'feed timeline unreadable: the feed read from PostgreSQL'),
        repository,
        transaction,
        activity: createActivityRepository(ctx.db),
        ownedPath: (ownerId, url) => ctx.services.media.ownedPath(ownerId, url),
        groups: later(ctx.services, 'groups'),
        events: later(ctx.services, 'events'),
        now: ctx.now,
      }),
      // Publications and comments, reported and hidden (docs/adr/0021-moderation.md).
      moderationTargets: publicationsModerationTargets(ctx.db, transaction),
    };
  },
  listen: (ctx, publications) => {
    if (publications.timelines) {
      keepTimelines({
        jobs: ctx.jobs,
        facts: ctx.facts,
        timelines: publications.timelines,
        recipients: createTimelinesRepository(ctx.db),
        tell: async (userIds, event) => {
          const online = await ctx.hub.onlineAmong(userIds);
          await Promise.all([...online].map((id) => ctx.hub.publish(id, 'notifications', event)));
        },
      });
    }
    // Live threads: the cards on screen hear their comments, reactions and edits.
    const repository = createPublicationsRepository(ctx.db, FIRST_COMMENTS_COUNT);
    const live = createLiveThreads({
      hub: ctx.hub,
      frames: ctx.socketFrames,
      viewersAmong: (...args) => repository.viewersAmong(...args),
      onError: (error) => ctx.log.warn({ err: error }, 'live thread not delivered'),
    });
    ctx.facts.on('publications.thread_changed', (change) => live.announce(change));
  },
  routes: (app, _ctx, publications) => {
    app.addHook('onClose', () => publications.closeCache());
    app.addHook('onClose', () => publications.timelines?.store.close());
    return app.register(publicationsRoutes, { prefix: '/api/publications', publications });
  },
  seed: seedPublications,
  personalData: publicationsPersonalData,
});
