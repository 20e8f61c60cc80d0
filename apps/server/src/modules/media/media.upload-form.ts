/**
 * Reads the upload form (multipart `file`, `upload_preset`, `cloud_name`, `resource_type`):
 * an image into memory, as sharp needs it whole; a video, recognised by its first bytes,
 * streamed to storage as it arrives. Browsers send the fields in the order they were added,
 * often the file first, so `resource_type` may only be known once the video is stored: a
 * video the form turns out not to want is deleted again.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { lineText } from '@koinonia/contracts';
import { z } from 'zod';
import { AppError, MESSAGES } from '../../platform/errors.ts';
import { drain, headThenRest, readHead } from '../../platform/file-part.ts';
import { mediaErrors } from './media.errors.ts';
import type { MediaService, ResourceType, StoredVideo } from './media.service.ts';
import { identifyVideo, SNIFF_BYTES } from './media.video.ts';

/**
 * The other fields of the hosted service's form. `upload_preset` and `cloud_name` name an
 * account there and mean nothing here; they are accepted so the web app can target either.
 */
const RESOURCE_TYPES = ['image', 'video', 'auto'] as const satisfies ResourceType[];
const uploadFieldsSchema = z.object({
  upload_preset: lineText().max(200).optional(),
  cloud_name: lineText().max(200).optional(),
  resource_type: z
    .enum(RESOURCE_TYPES, {
      error: 'Le type de ressource doit être « image », « video » ou « auto ».',
    })
    .optional(),
});

export type UploadedFile = { kind: 'image'; bytes: Buffer } | { kind: 'video'; video: StoredVideo };

export interface UploadForm {
  resourceType: ResourceType | undefined;
  file: UploadedFile;
}

export interface UploadLimits {
  /** Largest image, in bytes (MEDIA_MAX_BYTES). */
  image: number;
  /** Largest video, in bytes (MEDIA_VIDEO_MAX_BYTES). */
  video: number;
}

/** The parser's limits, told in the member's words. */
function multipartError(error: unknown, fileLimit: number): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return mediaErrors.tooLarge(fileLimit);
  if (code === 'FST_FILES_LIMIT') return mediaErrors.oneFileOnly();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return mediaErrors.tooManyFields();
  return error;
}

function parseFields(fields: Record<string, unknown>): ResourceType | undefined {
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data.resource_type;
  const details: Record<string, string> = {};
  for (const issue of parsed.error.issues) details[String(issue.path[0])] ??= issue.message;
  throw new AppError(
    400,
    'validation_error',
    Object.values(details)[0] ?? MESSAGES.validation,
    details,
  );
}

/**
 * Reads the whole form. On any refusal, a video already stored for it is deleted before the
 * error is thrown; the caller records what it returns (or discards it).
 */
export async function readUploadForm(
  request: FastifyRequest,
  media: MediaService,
  limits: UploadLimits,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw mediaErrors.noFile();
  let file: UploadedFile | undefined;
  let fileLimit = Math.max(limits.image, limits.video);
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'file') {
        part.file.resume();
      } else {
        // A resource_type sent before the file refuses a wrong kind before it is read.
        const early = RESOURCE_TYPES.find((type) => type === fields.resource_type);
        const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
        try {
          const head = await readHead(chunks, SNIFF_BYTES);
          const videoType = await identifyVideo(head);
          if (videoType) {
            if (early) media.assertVideoWanted(early);
            fileLimit = limits.video;
            const source = headThenRest(
              head,
              chunks,
              () => part.file.truncated,
              () => mediaErrors.tooLarge(limits.video),
            );
            file = {
              kind: 'video',
              video: await media.storeVideo(source, videoType, limits.video),
            };
          } else {
            media.assertNonVideoWanted(early, head);
            fileLimit = limits.image;
            file = { kind: 'image', bytes: await readImage(head, chunks, part, limits.image) };
          }
        } finally {
          await drain(chunks);
        }
      }
    }
    const resourceType = parseFields(fields);
    if (!file) throw mediaErrors.noFile();
    if (file.kind === 'video') media.assertVideoWanted(resourceType);
    return { resourceType, file };
  } catch (error) {
    if (file?.kind === 'video') await media.discard(file.video);
    throw multipartError(error, fileLimit);
  }
}

async function readImage(
  head: Buffer,
  chunks: AsyncIterator<Buffer>,
  part: MultipartFile,
  maxBytes: number,
): Promise<Buffer> {
  const parts = [head];
  let length = head.length;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    length += next.value.length;
    // Refused here: the caller drops the rest as it arrives, it is never held.
    if (length > maxBytes) throw mediaErrors.tooLarge(maxBytes);
    parts.push(next.value);
  }
  if (part.file.truncated || length > maxBytes) throw mediaErrors.tooLarge(maxBytes);
  return Buffer.concat(parts);
}
