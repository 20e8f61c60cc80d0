/**
 * `POST /api/media/upload/` (the image host's call the spec names) and `GET /media/<key>`,
 * which serves byte ranges (video players seek with them).
 * Multipart parsing is registered inside the upload plugin only: no other route reads it.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  errorResponseSchema,
  mediaLimitsSchema,
  mediaUploadResponseSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentRange, parseRange } from '../../platform/byte-range.ts';
import { MEDIA_CACHE_CONTROL } from '../../platform/media-storage.ts';
import { memberLimit } from '../../platform/rate-limit.ts';
import { mediaErrors } from './media.errors.ts';
import type { MediaService } from './media.service.ts';
import { readUploadForm, type UploadLimits } from './media.upload-form.ts';

const FIELD_LIMITS = { fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

export const mediaUploadRoutes: FastifyPluginAsyncZod<{
  media: MediaService;
  /** Largest image (MEDIA_MAX_BYTES). */
  maxBytes: number;
  /** Largest video (MEDIA_VIDEO_MAX_BYTES). */
  videoMaxBytes: number;
  /** Longest video (MEDIA_VIDEO_MAX_SECONDS). */
  videoMaxSeconds: number;
  limit: { max: number; windowSeconds: number };
}> = async (app, { media, maxBytes, videoMaxBytes, videoMaxSeconds, limit }) => {
  const limits: UploadLimits = { image: maxBytes, video: videoMaxBytes };
  await app.register(fastifyMultipart, {
    // The larger limit: the form reader holds each kind to its own as the bytes arrive.
    limits: { ...FIELD_LIMITS, fileSize: Math.max(maxBytes, videoMaxBytes), files: 1 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/limits/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['media'],
        summary: 'The upload limits: largest image and video, longest video',
        security: [{ bearer: [] }],
        response: { 200: mediaLimitsSchema, 401: errorResponseSchema },
      },
    },
    () => ({
      image_max_bytes: maxBytes,
      video_max_bytes: videoMaxBytes,
      video_max_seconds: videoMaxSeconds,
    }),
  );

  app.post(
    '/upload/',
    {
      // Before the body is read: a stranger's file is never even buffered.
      onRequest: app.authenticate,
      config: memberLimit(limit),
      schema: {
        tags: ['media'],
        summary:
          'Upload an image, or an MP4/WebM video with resource_type video or auto (multipart: file, upload_preset, cloud_name, resource_type)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: mediaUploadResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { resourceType, file } = await readUploadForm(request, media, limits);
      return file.kind === 'video'
        ? media.recordVideo(request.userId, file.video)
        : media.upload(request.userId, file.bytes, resourceType);
    },
  );
};

export const mediaFileRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (
  app,
  { media },
) => {
  app.get(
    '/:key',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored image or video (long immutable cache, byte ranges)',
        params: z.object({ key: z.string() }),
        // A guarded file's signed address (media.service.ts, `signedPath`).
        querystring: z.object({
          e: z.string().max(20).optional(),
          s: z.string().max(64).optional(),
        }),
      },
    },
    async (request, reply) => {
      // Only `<name>.<media extension>` is ever looked up: no path, no dot file.
      const stored = await media.read(
        request.params.key,
        parseRange(request.headers.range),
        request.query,
      );
      if (!stored) throw mediaErrors.notFound();
      void reply
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .type(stored.contentType);
      switch (stored.part) {
        case 'unsatisfiable':
          return reply.code(416).header('content-range', contentRange(stored.size)).send();
        case 'range':
          void reply
            .code(206)
            .header('cache-control', MEDIA_CACHE_CONTROL)
            .header('content-range', contentRange(stored.size, stored.range))
            .header('content-length', stored.range.end - stored.range.start + 1);
          return reply.send(stored.stream);
        case 'whole':
          void reply.header('cache-control', MEDIA_CACHE_CONTROL);
          if (stored.size > 0) void reply.header('content-length', stored.size);
          return reply.send(stored.stream);
      }
    },
  );
};
