/**
 * Local media storage: files under MEDIA_DIR with random names, served at /media/<name>
 * with a long immutable cache. The full media module (uploads, S3) comes later.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  /** Stores the bytes and returns their public URL path, e.g. `/media/abc.webp`. */
  put(bytes: Uint8Array, contentType: string): Promise<string>;
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export function createDiskMediaStorage(mediaDir: string): MediaStorage {
  return {
    async put(bytes, contentType) {
      const extension = EXTENSIONS[contentType];
      // SVG and HTML are never stored (ARCHITECTURE.md, Media).
      if (!extension) throw new Error(`Unsupported media type ${contentType}`);
      await mkdir(mediaDir, { recursive: true });
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      await writeFile(path.join(mediaDir, name), bytes);
      return `/media/${name}`;
    },
  };
}
