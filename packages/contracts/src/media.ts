import { z } from 'zod';

/** Kinds of image the media module accepts, identified by their bytes. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/**
 * Kinds of video the media module accepts (by their bytes), for video publications: each is
 * probed, then transcoded to an H.264/AAC MP4 (docs/adr/0017-video-pipeline.md).
 */
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** A video's place in the pipeline: transcoding, ready to play, or given up (its reason told). */
export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/**
 * `POST /api/media/upload/`: multipart `file`, `upload_preset`, `cloud_name`, optional
 * `resource_type`; the answer has the shape of the image host the spec names. For a video
 * (`resource_type: 'video'`), see `status`.
 */
export const mediaUploadResponseSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  resource_type: z.string(),
  format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /**
   * Videos only: 'processing' in the answer (the transcode runs in a job; `secure_url` serves
   * the MP4 once it is 'ready'), with its length in seconds. Width and height are the
   * transcode's, at most 1280×720 (720×1280 upright).
   */
  status: z.enum(VIDEO_STATUSES).optional(),
  duration: z.number().optional(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

export * from './media-keys.ts';

/**
 * `GET /api/media/limits/` (ours): the server's upload limits (MEDIA_MAX_BYTES,
 * MEDIA_VIDEO_MAX_BYTES, MEDIA_VIDEO_MAX_SECONDS), so a form refuses what the server would
 * before sending it, and names the same limit.
 */
export const mediaLimitsSchema = z.object({
  image_max_bytes: z.number().int().positive(),
  video_max_bytes: z.number().int().positive(),
  video_max_seconds: z.number().int().positive(),
});
export type MediaLimits = z.infer<typeof mediaLimitsSchema>;
