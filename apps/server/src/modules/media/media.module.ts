/** The media module: uploads (images re-encoded, videos checked whole) and the files served. */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaFileRoutes, mediaUploadRoutes } from './media.routes.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { mediaPersonalData } from './media.personal-data.ts';
import * as schema from './media.schema.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    media: MediaService;
  }
}

export const mediaModule = defineModule({
  name: 'media',
  tag: { name: 'media', description: 'Uploads of images and videos, and the files served.' },
  tables: tablesOf(schema),
  build: (ctx) =>
    createMediaService({
      repository: createMediaRepository(ctx.db),
      storage: ctx.mediaStorage,
      publicUrl: ctx.config.publicUrl,
      maxDimension: ctx.config.mediaMaxDimension,
      maxInputPixels: ctx.config.mediaMaxInputPixels,
      imagePool: ctx.imagePool,
      signingSecret: ctx.config.jwtSecret,
      now: ctx.now,
      onOrphan: (key, error) => ctx.log.error({ err: error, key }, 'orphan media file not deleted'),
    }),
  async routes(app, { config }, media) {
    await app.register(mediaUploadRoutes, {
      prefix: '/api/media',
      media,
      maxBytes: config.mediaMaxBytes,
      videoMaxBytes: config.mediaVideoMaxBytes,
      limit: config.rateLimits.uploadMember,
    });
    await app.register(mediaFileRoutes, { prefix: '/media', media });
  },
  personalData: mediaPersonalData,
});
