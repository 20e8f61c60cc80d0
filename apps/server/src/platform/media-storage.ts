/**
 * Where media bytes live, behind one interface: files under MEDIA_DIR (the embedded default)
 * or an S3-compatible bucket (S3_BUCKET). Keys are flat names such as `<22 chars>.webp`;
 * what may be stored and who owns it is decided by the media module, not here.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config.ts';

/** Media never change under their name: browsers and CDNs may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface StoredMedia {
  stream: Readable;
  contentType: string;
  size: number;
}

export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when nothing is stored under this key. */
  get(key: string): Promise<StoredMedia | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (the S3 client's sockets). */
  close(): void;
}

const CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

export type MediaExtension = keyof typeof CONTENT_TYPES;

/**
 * The only names ever stored or served: no dot but the extension's, no slash, so a key can
 * never leave MEDIA_DIR or the bucket prefix.
 */
export const MEDIA_KEY = /^[A-Za-z0-9_-]+\.(webp|gif|jpg|png|avif)$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

/** The content type a key's extension stands for (the key has passed isMediaKey). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as MediaExtension;
  return CONTENT_TYPES[extension];
}

/** A new unguessable key: 128 random bits as 22 base64url characters, then the extension. */
export function randomMediaKey(extension: MediaExtension): string {
  return `${randomBytes(16).toString('base64url')}.${extension}`;
}

/** The public path of a key, as stored in the database and in profiles. */
export function mediaPath(key: string): string {
  return `/media/${key}`;
}

function assertKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key ${JSON.stringify(key)}`);
}

export function createDiskMediaStorage(mediaDir: string): MediaStorage {
  return {
    async put(key, bytes) {
      assertKey(key);
      await mkdir(mediaDir, { recursive: true });
      // `wx`: a key is written once; a collision is a bug to surface, not a file to replace.
      await writeFile(path.join(mediaDir, key), bytes, { flag: 'wx' });
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = path.join(mediaDir, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          stream: createReadStream(file),
          contentType: contentTypeOfKey(key),
          size: info.size,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await rm(path.join(mediaDir, key), { force: true });
    },
    close() {},
  };
}

export function createS3MediaStorage(config: S3Config): MediaStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return `${config.prefix}${key}`;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          // Also served straight from the bucket or a CDN in front of it.
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return {
          stream: object.Body as Readable,
          contentType: contentTypeOfKey(key),
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}

/** S3 when S3_BUCKET is set, else the disk under MEDIA_DIR. */
export function createMediaStorage(config: Config): MediaStorage {
  return config.s3 ? createS3MediaStorage(config.s3) : createDiskMediaStorage(config.mediaDir);
}

/** Stores bytes under a new random key and returns their public path (the demo seed). */
export async function storeMedia(
  storage: MediaStorage,
  bytes: Uint8Array,
  extension: MediaExtension,
): Promise<string> {
  const key = randomMediaKey(extension);
  await storage.put(key, bytes, CONTENT_TYPES[extension]);
  return mediaPath(key);
}
