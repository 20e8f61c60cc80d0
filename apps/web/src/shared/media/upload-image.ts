import type { MediaUploadResponse } from '@koinonia/contracts';
import { apiRequest } from '@/shared/api/client';
import { cloudName, mediaUploadUrl, uploadPreset } from '@/shared/api/endpoints';

/**
 * Sends a file to the image host (spec §7: multipart file, upload preset, cloud
 * name, optional resource type) and returns its secure_url, or null on failure,
 * which is logged (spec §8, 'Image upload failure').
 */
export async function uploadImage(file: File, resourceType?: string): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', uploadPreset);
  form.append('cloud_name', cloudName);
  if (resourceType) form.append('resource_type', resourceType);
  try {
    const answer = await apiRequest<MediaUploadResponse>(mediaUploadUrl, { body: form });
    return answer?.secure_url ?? null;
  } catch (error) {
    console.error('Image upload failed', error);
    return null;
  }
}
