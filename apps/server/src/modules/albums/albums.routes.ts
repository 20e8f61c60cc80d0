/**
 * `/api/albums` (docs/adr/0018-albums.md): albums, their items (multipart, 15 files at most)
 * and their order. Multipart parsing is registered inside this plugin only.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  ALBUM_FILES_MAX,
  albumItemFieldsSchema,
  albumItemPageSchema,
  albumItemParamsSchema,
  albumItemSchema,
  albumItemsQuerySchema,
  albumListQuerySchema,
  albumOrderBodySchema,
  albumPageSchema,
  albumSchema,
  createAlbumBodySchema,
  errorResponseSchema,
  idParamsSchema,
  updateAlbumBodySchema,
  updateAlbumItemBodySchema,
} from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { AddedFile, AlbumsService } from './albums.service.ts';
import { ALBUMS_TEXTS } from './albums.texts.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

type UploadErrorCode = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

/** A refusal of the files, with the spec's upload code in `details.upload_error`. */
const uploadError = (status: number, message: string, code: UploadErrorCode) =>
  new AppError(
    status,
    status === 413
      ? 'payload_too_large'
      : status === 415
        ? 'unsupported_media_type'
        : 'validation_error',
    message,
    { files: message, upload_error: code },
  );

/** The media module's refusal of a file, told with the spec's upload code. */
function asUploadError(error: unknown): unknown {
  if (!(error instanceof AppError) || error.details?.upload_error) return error;
  if (error.status === 415) return uploadError(415, error.message, 'file-invalid-type');
  if (error.status === 413) return uploadError(413, error.message, 'file-too-large');
  if (error.status === 400 && error.message === ALBUMS_TEXTS.fileTooSmall) {
    return uploadError(400, error.message, 'file-too-small');
  }
  return error;
}

/** Reads the files (15 at most) and their `caption` and `alt` fields, in order. */
async function readFiles(request: FastifyRequest, maxBytes: number): Promise<AddedFile[]> {
  if (!request.isMultipart()) throw uploadError(400, ALBUMS_TEXTS.noFile, 'file-too-small');
  const files: Uint8Array[] = [];
  const captions: string[] = [];
  const alts: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files' && part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.byteLength === 0) {
          throw uploadError(400, ALBUMS_TEXTS.fileTooSmall, 'file-too-small');
        }
        files.push(bytes);
      } else if (part.fieldname === 'caption') {
        captions.push(String(part.value));
      } else if (part.fieldname === 'alt') {
        alts.push(String(part.value));
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw uploadError(400, ALBUMS_TEXTS.tooManyFiles, 'too-many-files');
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw uploadError(
        413,
        `Le fichier dépasse la taille maximale de ${Math.round(maxBytes / 1_048_576)} Mo.`,
        'file-too-large',
      );
    }
    throw error;
  }
  if (files.length === 0) throw uploadError(400, ALBUMS_TEXTS.noFile, 'file-too-small');
  if (captions.length > files.length || alts.length > files.length) {
    throw new AppError(400, 'validation_error', ALBUMS_TEXTS.badFields, {
      caption: ALBUMS_TEXTS.badFields,
    });
  }
  return files.map((bytes, index) => {
    const parsed = albumItemFieldsSchema.safeParse({
      caption: captions[index] ?? '',
      alt: alts[index] ?? '',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'caption');
      const message = issue?.message ?? ALBUMS_TEXTS.badFields;
      throw new AppError(400, 'validation_error', message, { [field]: message });
    }
    return { bytes, caption: parsed.data.caption, alt: parsed.data.alt };
  });
}

export const albumsRoutes: FastifyPluginAsyncZod<{
  albums: AlbumsService;
  maxBytes: number;
}> = async (app, { albums, maxBytes }) => {
  const tags = ['albums'];
  const security = [{ bearer: [] }];
  await app.register(fastifyMultipart, {
    limits: { fields: 40, fieldSize: 2048, parts: 50, files: ALBUM_FILES_MAX, fileSize: maxBytes },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          "Albums: mine, my friends', my groups'; or a group's (?group=) or an event's (?event=)",
        querystring: albumListQuerySchema,
        response: { 200: albumPageSchema, ...errors },
      },
    },
    (request) => albums.list(request.userId, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "Creates an album: mine, a group's (group_id) or an event's (event_id)",
        body: createAlbumBodySchema,
        response: { 201: albumSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await albums.create(request.userId, request.body)),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One album',
        params: idParamsSchema,
        response: { 200: albumSchema, ...errors },
      },
    },
    (request) => albums.get(request.userId, request.params.id),
  );

  app.patch(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Changes an album (its owner): title, description, audience, contributors, cover',
        params: idParamsSchema,
        body: updateAlbumBodySchema,
        response: { 200: albumSchema, ...errors },
      },
    },
    (request) => albums.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an album (its owner), its items, their threads and files',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await albums.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/items/',
    {
      schema: {
        tags,
        security,
        summary: "An album's items, in the owner's order",
        params: idParamsSchema,
        querystring: albumItemsQuerySchema,
        response: { 200: albumItemPageSchema, ...errors },
      },
    },
    (request) => albums.items(request.userId, request.params.id, request.query),
  );

  app.post(
    '/:id/items/',
    {
      schema: {
        tags,
        security,
        summary:
          'Adds photos (multipart: up to 15 `files`, each with its `caption` and `alt` in order); all or nothing',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: z.array(albumItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const files = await readFiles(request, maxBytes);
      try {
        return reply
          .status(201)
          .send(await albums.addItems(request.userId, request.params.id, files));
      } catch (error) {
        throw asUploadError(error);
      }
    },
  );

  app.patch(
    '/:id/items/:itemId/',
    {
      schema: {
        tags,
        security,
        summary: "Changes an item's caption or alt text (who added it, or the owner)",
        params: albumItemParamsSchema,
        body: updateAlbumItemBodySchema,
        response: { 200: albumItemSchema, ...errors },
      },
    },
    (request) =>
      albums.updateItem(request.userId, request.params.id, request.params.itemId, request.body),
  );

  app.delete(
    '/:id/items/:itemId/',
    {
      schema: {
        tags,
        security,
        summary: 'Removes an item (who added it, or the owner), its thread and its file',
        params: albumItemParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await albums.removeItem(request.userId, request.params.id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/:id/order/',
    {
      schema: {
        tags,
        security,
        summary: "Sets the items' order (the owner): every item's id, once, in order",
        params: idParamsSchema,
        body: albumOrderBodySchema,
        response: { 200: albumItemPageSchema, ...errors },
      },
    },
    (request) => albums.reorder(request.userId, request.params.id, request.body.items),
  );
};
