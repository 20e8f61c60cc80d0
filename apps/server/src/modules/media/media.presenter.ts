/** A stored image or video → the answer of the image host the spec names, field by field. */
import type { MediaUploadResponse } from '@koinonia/contracts';
import type { MediaRow } from './media.repository.ts';

export function presentUpload(row: MediaRow, publicUrl: string): MediaUploadResponse {
  const dot = row.storageKey.lastIndexOf('.');
  return {
    // Absolute, as the hosted service answers; ownedPath accepts it back as well as the path.
    secure_url: `${publicUrl}${row.url}`,
    public_id: row.storageKey.slice(0, dot),
    resource_type: row.contentType.startsWith('video/') ? 'video' : 'image',
    format: row.storageKey.slice(dot + 1),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    // A video's place in the pipeline (docs/adr/0017-video-pipeline.md).
    ...(row.contentType.startsWith('video/') ? { status: row.status } : {}),
  };
}
