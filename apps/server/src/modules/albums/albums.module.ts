/** The albums module (docs/adr/0018-albums.md): albums of photos, each with its thread. */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { createAlbumsRepository } from './albums.repository.ts';
import { albumsRoutes } from './albums.routes.ts';
import { seedAlbums } from './albums.seed.ts';
import { createAlbumsService, type AlbumsService } from './albums.service.ts';
import { albumsPersonalData } from './albums.personal-data.ts';
import * as schema from './albums.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    albums: AlbumsService;
  }
}

export const albumsModule = defineModule({
  name: 'albums',
  tag: { name: 'albums', description: 'Albums of photos, their items, order and threads.' },
  tables: tablesOf(schema),
  build: (ctx) => {
    const albums = createAlbumsService({
      repository: createAlbumsRepository(ctx.db),
      media: {
        upload: (owner, bytes, type) => ctx.services.media.upload(owner, bytes, type),
        remove: (owner, path) => ctx.services.media.remove(owner, path),
        signedPath: (path) => ctx.services.media.signedPath(path),
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
    return albums;
  },
  routes: (app, ctx, albums) =>
    app.register(albumsRoutes, {
      prefix: '/api/albums',
      albums,
      maxBytes: ctx.config.mediaMaxBytes,
    }),
  seed: seedAlbums,
  personalData: albumsPersonalData,
});
