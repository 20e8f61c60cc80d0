/**
 * The media module: uploads (images re-encoded, videos probed then transcoded by the
 * `media.video` job, docs/adr/0017-video-pipeline.md) and the files served.
 */
import path from 'node:path';
import { defineModule, tablesOf } from '../../platform/module.ts';
import { assertRunnable, videoTools } from './media.ffmpeg.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaFileRoutes, mediaUploadRoutes } from './media.routes.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { mediaPersonalData } from './media.personal-data.ts';
import * as schema from './media.schema.ts';
import { VIDEO_JOB, VIDEO_JOB_EXPIRY_SECONDS, VIDEO_SWEEP_JOB } from './media.video-job.ts';

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
      video: {
        jobs: ctx.jobs,
        tools: videoTools({
          ffmpeg: ctx.config.mediaFfmpegPath,
          ffprobe: ctx.config.mediaFfprobePath,
        }),
        maxSeconds: ctx.config.mediaVideoMaxSeconds,
        // Attempts work on the node's own disk (an S3 original is copied there first).
        workDir: path.join(ctx.config.dataDir, 'video-work'),
        concurrency: ctx.config.mediaVideoConcurrency,
        publish: (ownerId, event) => ctx.hub.publish(ownerId, 'notifications', event),
        onError: (error, what) => ctx.log.warn({ err: error }, what),
      },
    }),
  listen(ctx, media) {
    const videos = media.videoPipeline;
    ctx.jobs.define<{ mediaId: string }>(VIDEO_JOB, ({ mediaId }) => videos.process(mediaId), {
      concurrency: ctx.config.mediaVideoConcurrency,
      retryLimit: 2,
      retryDelay: 10,
      expireInSeconds: VIDEO_JOB_EXPIRY_SECONDS,
    });
    // Retries spent (pg-boss moved the job to its dead letter): the item fails, its files go.
    ctx.jobs.define<{ mediaId: string }>(`${VIDEO_JOB}.dead`, ({ mediaId }) =>
      videos.failForGood(mediaId),
    );
    ctx.jobs.every(VIDEO_SWEEP_JOB, '*/10 * * * *', () => videos.sweep());
    // A deleted publication's uploaded video goes with it, and a video an edit replaced:
    // transcode, poster, original, once no publication points at it any more.
    const dropVideo = async (authorId: string, videoUrl: string | null | undefined) => {
      if (!videoUrl || (await ctx.services.publications.videoInUse(videoUrl))) return;
      await media.remove(authorId, videoUrl);
    };
    ctx.facts.on('publications.removed', ({ authorId, videoUrl }) => dropVideo(authorId, videoUrl));
    ctx.facts.on('publications.video_replaced', ({ authorId, videoUrl }) =>
      dropVideo(authorId, videoUrl),
    );
  },
  async routes(app, { config }, media) {
    // ffprobe without its execute bit (install scripts refused) is said at start, not at the
    // first upload; attempt directories a killed node left behind are deleted.
    app.addHook('onReady', async () => {
      await assertRunnable(
        videoTools({ ffmpeg: config.mediaFfmpegPath, ffprobe: config.mediaFfprobePath }),
      );
      await media.videoPipeline.sweepWorkDirs();
      // After the queue has started (app.ts's onReady): every video left processing gets its
      // job (a node that died after an item's row, the demo seed's videos).
      await media.videoPipeline.sweep(0);
    });
    // Shutdown ends this node's transcodes: their jobs are given out again after expiry.
    app.addHook('onClose', () => media.videoPipeline.stop());
    await app.register(mediaUploadRoutes, {
      prefix: '/api/media',
      media,
      maxBytes: config.mediaMaxBytes,
      videoMaxBytes: config.mediaVideoMaxBytes,
      videoMaxSeconds: config.mediaVideoMaxSeconds,
      limit: config.rateLimits.uploadMember,
    });
    await app.register(mediaFileRoutes, { prefix: '/media', media });
  },
  personalData: mediaPersonalData,
});
