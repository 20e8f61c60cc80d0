/** The albums module (docs/adr/0018-albums.md): albums of photos and videos, each with its thread. */
import { defineModule, tablesOf } from '../../platform/module.ts';
import type { AlbumsFacts } from './albums.facts.ts';
import { listenForAlbums } from './albums.listeners.ts';
import { ALBUM_NOTIFICATION_TYPES } from './albums.public.ts';
import { createAlbumsRepository } from './albums.repository.ts';
import { albumsRoutes, eventAlbumRoutes } from './albums.routes.ts';
import { seedAlbums } from './albums.seed.ts';
import type { ModerationTargets } from '../moderation/moderation.public.ts';
import { albumsModerationTarget } from './albums.moderation.ts';
import { createAlbumsService, type AlbumsService } from './albums.service.ts';
import { albumsPersonalData } from './albums.personal-data.ts';
import * as schema from './albums.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    albums: AlbumsService & ModerationTargets;
  }
}
declare module '../../platform/facts.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the facts in
  interface Facts extends AlbumsFacts {}
}

export const albumsModule = defineModule({
  name: 'albums',
  tag: { name: 'albums', description: 'Albums of photos, their items, order and threads.' },
  tables: tablesOf(schema),
  notificationTypes: [...ALBUM_NOTIFICATION_TYPES],
  build: (ctx) => {
    const albums = createAlbumsService({
      repository: createAlbumsRepository(ctx.db),
      transaction: ctx.outbox.over((tx) => createAlbumsRepository(tx)),
      storage: ctx.mediaStorage,
      media: {
        upload: (owner, bytes, type) => ctx.services.media.upload(owner, bytes, type),
        stage: (source, maxBytes) => ctx.services.media.stage(source, maxBytes),
        unstage: (staged) => ctx.services.media.unstage(staged),
        uploadStaged: (owner, staged, type) => ctx.services.media.uploadStaged(owner, staged, type),
        videoTypeOf: (head) => ctx.services.media.videoTypeOf(head),
        uploadVideo: (owner, source, maxBytes) =>
          ctx.services.media.uploadVideo(owner, source, maxBytes),
        remove: (owner, path) => ctx.services.media.remove(owner, path),
        signedPath: (path, options) => ctx.services.media.signedPath(path, options),
      },
      threads: {
        create: (owner, audience) => ctx.services.publications.createAlbumThread(owner, audience),
        setAudience: (ids, audience) =>
          ctx.services.publications.setAlbumThreadsAudience(ids, audience),
        remove: (ids) => ctx.services.publications.removeAlbumThreads(ids),
        counts: (me, ids) => ctx.services.publications.albumThreadCounts(me, ids),
      },
      groups: {
        assertMayPublish: (me, groupId) => ctx.services.groups.assertMayPublish(me, groupId),
        isMember: (me, groupId) => ctx.services.groups.isMember(me, groupId),
      },
      events: { get: (me, id) => ctx.services.events.get(me, id) },
      friendIds: (userId) => ctx.services.relationship.friendIds(userId),
      now: ctx.now,
    });
    // An album's files are served only on the signed addresses its API gives.
    ctx.services.media.guardFiles((key) => albums.holdsFile(key));
    // An album item, reported and hidden (docs/adr/0021-moderation.md).
    return { ...albums, moderationTargets: [albumsModerationTarget(ctx.db, albums)] };
  },
  listen: (ctx, albums) => {
    listenForAlbums(ctx.facts, { albums, notifications: ctx.services.notifications });
    // The threads and files of items removed by a cascade (a group's or an event's deletion).
    ctx.jobs.every('albums.sweep', '23 * * * *', async () => {
      await albums.sweep();
    });
  },
  routes: async (app, ctx, albums) => {
    await app.register(albumsRoutes, {
      prefix: '/api/albums',
      albums,
      maxBytes: ctx.config.mediaMaxBytes,
      videoMaxBytes: ctx.config.mediaVideoMaxBytes,
    });
    await app.register(eventAlbumRoutes, { prefix: '/api/events', albums });
  },
  seed: seedAlbums,
  personalData: albumsPersonalData,
});
