/**
 * `POST /api/media/upload/` (the image host's call the spec names) and `GET /media/<key>`.
 * Multipart parsing is registered inside the upload plugin only: no other route reads it.
 */
import fastifyMultipart from '@fastify/multipart';
import { errorResponseSchema, mediaUploadResponseSchema } from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, MESSAGES } from '../../platform/errors.ts';
import { MEDIA_CACHE_CONTROL } from '../../platform/media-storage.ts';
import { memberLimit } from '../../platform/rate-limit.ts';
import { mediaErrors } from './media.errors.ts';
import type { MediaService } from './media.service.ts';

/**
 * The other fields of the hosted service's form. `upload_preset` and `cloud_name` name an
 * account there and mean nothing here; they are accepted so the web app can target either.
 */
const uploadFieldsSchema = z.object({
  upload_preset: z.string().max(200).optional(),
  cloud_name: z.string().max(200).optional(),
  resource_type: z
    .enum(['image', 'auto'], { error: 'Le type de ressource doit être « image » ou « auto ».' })
    .optional(),
});

const FIELD_LIMITS = { fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

/** Reads the parts: the `file` into memory (bounded by fileSize) and the small fields. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Uint8Array> {
  if (!request.isMultipart()) throw mediaErrors.noFile();
  let file: Buffer | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') file = await part.toBuffer();
        else part.file.resume();
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const details: Record<string, string> = {};
    for (const issue of parsed.error.issues) details[String(issue.path[0])] ??= issue.message;
    throw new AppError(
      400,
      'validation_error',
      Object.values(details)[0] ?? MESSAGES.validation,
      details,
    );
  }
  if (!file) throw mediaErrors.noFile();
  return file;
}

/** The parser's limits, told in the member's words. */
function multipartError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return mediaErrors.tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return mediaErrors.oneFileOnly();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return mediaErrors.tooManyFields();
  return error;
}

export const mediaUploadRoutes: FastifyPluginAsyncZod<{
  media: MediaService;
  maxBytes: number;
  limit: { max: number; windowSeconds: number };
}> = async (app, { media, maxBytes, limit }) => {
  await app.register(fastifyMultipart, {
    limits: { ...FIELD_LIMITS, fileSize: maxBytes, files: 1 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/upload/',
    {
      // Before the body is read: a stranger's file is never even buffered.
      onRequest: app.authenticate,
      config: memberLimit(limit),
      schema: {
        tags: ['media'],
        summary: 'Upload an image (multipart: file, upload_preset, cloud_name, resource_type)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: mediaUploadResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => media.upload(request.userId, await readUpload(request, maxBytes)),
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
        summary: 'A stored image (long immutable cache)',
        params: z.object({ key: z.string() }),
      },
    },
    async (request, reply) => {
      // Only `<name>.<image extension>` is ever looked up: no path, no dot file.
      const stored = await media.read(request.params.key);
      if (!stored) throw mediaErrors.notFound();
      void reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .type(stored.contentType);
      if (stored.size > 0) void reply.header('content-length', stored.size);
      return reply.send(stored.stream);
    },
  );
};
