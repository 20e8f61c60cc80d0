import type { MediaUploadResponse } from '@koinonia/contracts';
import { apiRequest } from '@/shared/api/client';
import { cloudName, mediaUploadUrl, uploadPreset } from '@/shared/api/endpoints';

/**
 * Sends a file to the image host (spec §7: multipart file, upload preset, cloud name,
 * resource type 'image' or 'video') and returns its answer. Unlike `uploadImage`, a refusal
 * throws the ApiError with the server's French sentence, for forms that show it.
 */
export async function uploadMedia(
  file: File,
  resourceType: 'image' | 'video',
  signal?: AbortSignal,
): Promise<MediaUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', uploadPreset);
  form.append('cloud_name', cloudName);
  form.append('resource_type', resourceType);
  return apiRequest<MediaUploadResponse>(mediaUploadUrl, { body: form, signal });
}

/** Uploads `files` a few at a time (the host limits uploads per member) and keeps their order. */
export async function uploadImages(files: readonly File[], atOnce = 3): Promise<string[]> {
  const urls: string[] = new Array<string>(files.length);
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const index = next;
      next += 1;
      const file = files[index];
      if (file) urls[index] = (await uploadMedia(file, 'image')).secure_url;
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, files.length) }, worker));
  return urls;
}
