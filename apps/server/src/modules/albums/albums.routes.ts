/**
 * `/api/albums` (docs/adr/0018-albums.md): albums, their items (multipart, 15 files at most),
 * their order, their ZIP, the tags on their photos and the removal requests (image rights); and
 * `/api/events/{id}/album/`. Multipart parsing is registered inside this plugin only.
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
  albumPhotoPageSchema,
  albumPhotosQuerySchema,
  albumRemovalDecisionBodySchema,
  albumSchema,
  albumTagBodySchema,
  albumTagParamsSchema,
  albumTaggableQuerySchema,
  albumTaggableSchema,
  albumTaggedQuerySchema,
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
import { drain, headThenRest, readHead } from '../../platform/file-part.ts';
import { SNIFF_BYTES, type StagedFile } from '../media/media.service.ts';
import type { AddedFile, AlbumsService, StoredAlbumVideo } from './albums.service.ts';
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

/**
 * Reads the files (15 at most) and their `caption` and `alt` fields, in order. Each file is
 * told by its first bytes, not by the type it was sent as: a video (MP4, QuickTime, WebM) is
 * streamed through the media module's pipeline as it arrives (`albums.storeVideo`), anything
 * else is written to the work directory as a photo (`albums.stagePhoto`, refused past
 * `maxBytes` while it is read), both once the album's rule said `me` may add. When anything is
 * refused, the videos stored so far are deleted again, and the photos' work files.
 */
async function readFiles(
  request: FastifyRequest<{ Params: { id: string } }>,
  albums: AlbumsService,
  limits: { maxBytes: number; videoMaxBytes: number },
): Promise<AddedFile[]> {
  if (!request.isMultipart()) throw uploadError(400, ALBUMS_TEXTS.noFile, 'file-too-small');
  const files: (
    { kind: 'staged'; photo: StagedFile } | { kind: 'video'; video: StoredAlbumVideo }
  )[] = [];
  const captions: string[] = [];
  const alts: string[] = [];
  const me = request.userId;
  const videos = () => files.flatMap((file) => (file.kind === 'video' ? [file.video] : []));
  const discard = async () => {
    await albums.discardVideos(me, videos());
    await albums.unstagePhotos(stagedPhotos(files));
  };
  let mayAdd = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files' && part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
        try {
          // Nothing of a stranger's file is written.
          if (!mayAdd) await albums.assertMayAdd(me, request.params.id);
          mayAdd = true;
          const head = await readHead(chunks, SNIFF_BYTES);
          const isVideo = await albums.isVideo(head);
          const maxBytes = isVideo ? limits.videoMaxBytes : limits.maxBytes;
          const source = headThenRest(
            head,
            chunks,
            () => part.file.truncated,
            () => tooLarge(maxBytes),
          );
          if (isVideo) {
            files.push({ kind: 'video', video: await albums.storeVideo(me, source, maxBytes) });
            continue;
          }
          const photo = await albums.stagePhoto(source, maxBytes);
          files.push({ kind: 'staged', photo });
          if (photo.bytes === 0) {
            throw uploadError(400, ALBUMS_TEXTS.fileTooSmall, 'file-too-small');
          }
        } finally {
          await drain(chunks);
        }
      } else if (part.fieldname === 'caption') {
        captions.push(String(part.value));
      } else if (part.fieldname === 'alt') {
        alts.push(String(part.value));
      }
    }
  } catch (error) {
    await discard();
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw uploadError(400, ALBUMS_TEXTS.tooManyFiles, 'too-many-files');
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(Math.max(limits.maxBytes, limits.videoMaxBytes));
    }
    throw asUploadError(error);
  }
  const refuse = async (error: AppError) => {
    await discard();
    return error;
  };
  if (files.length === 0) throw uploadError(400, ALBUMS_TEXTS.noFile, 'file-too-small');
  if (captions.length > files.length || alts.length > files.length) {
    throw await refuse(
      new AppError(400, 'validation_error', ALBUMS_TEXTS.badFields, {
        caption: ALBUMS_TEXTS.badFields,
      }),
    );
  }
  const added: AddedFile[] = [];
  for (const [index, file] of files.entries()) {
    const parsed = albumItemFieldsSchema.safeParse({
      caption: captions[index] ?? '',
      alt: alts[index] ?? '',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'caption');
      const message = issue?.message ?? ALBUMS_TEXTS.badFields;
      throw await refuse(new AppError(400, 'validation_error', message, { [field]: message }));
    }
    added.push({ ...file, caption: parsed.data.caption, alt: parsed.data.alt });
  }
  return added;
}

/** The work files of the photos among `files`. */
const stagedPhotos = (files: readonly ({ kind: string } | AddedFile)[]): StagedFile[] =>
  files.flatMap((file) => ('photo' in file ? [file.photo] : []));

const tooLarge = (maxBytes: number) =>
  uploadError(
    413,
    `Le fichier dépasse la taille maximale de ${Math.round(maxBytes / 1_048_576)} Mo.`,
    'file-too-large',
  );

export const albumsRoutes: FastifyPluginAsyncZod<{
  albums: AlbumsService;
  maxBytes: number;
  videoMaxBytes: number;
}> = async (app, { albums, maxBytes, videoMaxBytes }) => {
  const tags = ['albums'];
  const security = [{ bearer: [] }];
  await app.register(fastifyMultipart, {
    limits: {
      fields: 40,
      fieldSize: 2048,
      parts: 50,
      files: ALBUM_FILES_MAX,
      fileSize: Math.max(maxBytes, videoMaxBytes),
    },
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
          'Adds photos and videos (multipart: up to 15 `files`, each told by its first bytes, a video an MP4, WebM or MOV; each with its `caption` and `alt` in order); all or nothing',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: z.array(albumItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const files = await readFiles(request, albums, { maxBytes, videoMaxBytes });
      let added;
      try {
        added = await albums.addItems(request.userId, request.params.id, files);
      } catch (error) {
        throw asUploadError(error);
      } finally {
        // Stored or refused, the photos' work files go (before the answer).
        await albums.unstagePhotos(stagedPhotos(files));
      }
      return reply.status(201).send(added);
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

  app.get(
    '/tagged/',
    {
      schema: {
        tags,
        security,
        summary: 'The photos I am tagged on and shown, newest tag first',
        querystring: albumTaggedQuerySchema,
        response: { 200: albumPhotoPageSchema, ...errors },
      },
    },
    (request) => albums.tagged(request.userId, request.query),
  );

  app.get(
    '/photos/',
    {
      schema: {
        tags,
        security,
        summary: "The album photos a member added that I am shown (their profile's media)",
        querystring: albumPhotosQuerySchema,
        response: { 200: albumPhotoPageSchema, ...errors },
      },
    },
    (request) => albums.photosOf(request.userId, request.query.member, request.query),
  );

  app.get(
    '/:id/zip/',
    {
      schema: {
        tags,
        security,
        summary: 'The album as a ZIP of the originals I am shown, streamed',
        params: idParamsSchema,
        produces: ['application/zip'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { filename, stream } = await albums.zip(request.userId, request.params.id);
      const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/:id/items/:itemId/',
    {
      schema: {
        tags,
        security,
        summary: 'One item I am shown',
        params: albumItemParamsSchema,
        response: { 200: albumItemSchema, ...errors },
      },
    },
    (request) => albums.item(request.userId, request.params.id, request.params.itemId),
  );

  app.get(
    '/:id/items/:itemId/taggable/',
    {
      schema: {
        tags,
        security,
        summary:
          'Who I may tag on a photo, by name (?search=): my friends, the group’s members or the event’s participants who are shown it',
        params: albumItemParamsSchema,
        querystring: albumTaggableQuerySchema,
        response: { 200: albumTaggableSchema, ...errors },
      },
    },
    async (request) => ({
      results: await albums.taggable(
        request.userId,
        request.params.id,
        request.params.itemId,
        request.query.search,
      ),
    }),
  );

  app.post(
    '/:id/items/:itemId/tags/',
    {
      schema: {
        tags,
        security,
        summary: 'Tags a member I may see, who is shown the photo too; they are told',
        params: albumItemParamsSchema,
        body: albumTagBodySchema,
        response: { 201: albumItemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await albums.tag(
            request.userId,
            request.params.id,
            request.params.itemId,
            request.body.user_id,
          ),
        ),
  );

  app.delete(
    '/:id/items/:itemId/tags/:userId/',
    {
      schema: {
        tags,
        security,
        summary:
          'Removes a tag: the tagged member; or who tagged, who added the photo, the owner (no removal request waiting)',
        params: albumTagParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, itemId, userId } = request.params;
      await albums.untag(request.userId, id, itemId, userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/items/:itemId/removal/',
    {
      schema: {
        tags,
        security,
        summary:
          "'Retirer cette photo': a tagged member asks; it is hidden from all but them and who added it",
        params: albumItemParamsSchema,
        response: { 200: albumItemSchema, ...errors },
      },
    },
    (request) => albums.requestRemoval(request.userId, request.params.id, request.params.itemId),
  );

  app.post(
    '/:id/items/:itemId/removal/decision/',
    {
      schema: {
        tags,
        security,
        summary:
          'Who added the photo keeps it (200, with a word) or deletes it (204); those who asked are told',
        params: albumItemParamsSchema,
        body: albumRemovalDecisionBodySchema,
        response: { 200: albumItemSchema, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const kept = await albums.decideRemoval(
        request.userId,
        request.params.id,
        request.params.itemId,
        request.body,
      );
      return kept ? reply.status(200).send(kept) : reply.status(204).send(null);
    },
  );
};

/** `GET /api/events/{id}/album/`: the event's album ('Photos de l'événement'), or 404. */
export const eventAlbumRoutes: FastifyPluginAsyncZod<{ albums: AlbumsService }> = async (
  app,
  { albums },
) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/:id/album/',
    {
      schema: {
        tags: ['albums'],
        security: [{ bearer: [] }],
        summary: "The event's album ('Photos de l'événement'), or 404 when it has none yet",
        params: idParamsSchema,
        response: { 200: albumSchema, ...errors },
      },
    },
    (request) => albums.ofEvent(request.userId, request.params.id),
  );
};
