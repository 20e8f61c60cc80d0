import { z } from 'zod';

/** Kinds of image the media module accepts, identified by their bytes. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** Kinds of video the media module accepts (by their bytes), for video publications. */
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/**
 * `POST /api/media/upload/`: multipart `file`, `upload_preset`, `cloud_name`, optional
 * `resource_type`; the answer has the shape of the image host the spec names. For a video
 * (`resource_type: 'video'`), width and height are 0 when the file does not tell them.
 */
export const mediaUploadResponseSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  resource_type: z.string(),
  format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

export * from './media-keys.ts';
