/**
 * Where media bytes live, behind one interface: files under MEDIA_DIR (the embedded default)
 * or an S3-compatible bucket (S3_BUCKET). Keys are flat names such as `<22 chars>.webp`, and
 * the members' data exports under `exports/` (ARCHIVE_KEY); what may be stored and who owns it
 * is decided by the media and account modules, not here.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config, S3Config } from '../config.ts';
import {
  type ByteRange,
  parseContentRange,
  type RangeRequest,
  resolveRange,
} from './byte-range.ts';

/** Media never change under their name: browsers and CDNs may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A stored file as read: all of it, the range asked for, or nothing when that range starts
 * past its end. `size` is always the whole file's.
 */
export type StoredMedia =
  | { part: 'whole'; stream: Readable; contentType: string; size: number }
  | { part: 'range'; stream: Readable; contentType: string; size: number; range: ByteRange }
  | { part: 'unsatisfiable'; contentType: string; size: number };

export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Writes what `source` yields, never holding it whole in memory. When `source` fails (a
   * refused or broken upload), nothing stays under the key and the error is thrown again.
   */
  putStream(key: string, source: Readable, contentType: string): Promise<void>;
  /** null when nothing is stored under this key; with `range`, only those bytes are read. */
  get(key: string, range?: RangeRequest): Promise<StoredMedia | null>;
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
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;

export type MediaExtension = keyof typeof CONTENT_TYPES;

/**
 * The only names ever stored or served: no dot but the extension's, no slash, so a key can
 * never leave MEDIA_DIR or the bucket prefix.
 */
export const MEDIA_KEY = /^[A-Za-z0-9_-]+\.(webp|gif|jpg|png|avif|mp4|webm)$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

/**
 * A member's data export: `exports/<user id>/<128 random bits>.zip`. Stored beside
 * the media but never served at /media/ (its slashes fail MEDIA_KEY): only the account module
 * reads it, for its owner signed in.
 */
export const ARCHIVE_KEY = /^exports\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{22}\.zip$/;

export function isArchiveKey(key: string): boolean {
  return ARCHIVE_KEY.test(key);
}

/** A new unguessable archive key for the member `userId` (a uuid). */
export function randomArchiveKey(userId: string): string {
  return `exports/${userId}/${randomBytes(16).toString('base64url')}.zip`;
}

/** Media and archives: every key the storage accepts. */
const isStoredKey = (key: string): boolean => isMediaKey(key) || isArchiveKey(key);

/** The content type a key's extension stands for (the key has passed isMediaKey). */
export function contentTypeOfKey(key: string): string {
  if (isArchiveKey(key)) return 'application/zip';
  const extension = key.slice(key.lastIndexOf('.') + 1) as MediaExtension;
  return CONTENT_TYPES[extension];
}

/**
 * A new unguessable key: 128 random bits as 22 base64url characters, then the extension. With
 * `size`, an image's width and height follow the random part (`<22 chars>-<w>x<h>.webp`), so
 * that a page can reserve its place and list its smaller copies from its URL alone
 * (`imageSources` in the contracts).
 */
export function randomMediaKey(
  extension: MediaExtension,
  size?: { width: number; height: number },
): string {
  const random = randomBytes(16).toString('base64url');
  return size ? `${random}-${size.width}x${size.height}.${extension}` : `${random}.${extension}`;
}

/** The public path of a key, as stored in the database and in profiles. */
export function mediaPath(key: string): string {
  return `/media/${key}`;
}

/** The key of a stored path (`/media/<key>`); null for anything else (an outside video's URL). */
export function keyOfMediaPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/media/')) return null;
  const key = path.slice('/media/'.length);
  return isMediaKey(key) ? key : null;
}

function assertKey(key: string): void {
  if (!isStoredKey(key)) throw new Error(`Invalid media key ${JSON.stringify(key)}`);
}

/** Archives are private: never kept by a browser or a CDN. */
const cacheControlOf = (key: string) =>
  isArchiveKey(key) ? 'private, no-store' : MEDIA_CACHE_CONTROL;

export function createDiskMediaStorage(mediaDir: string): MediaStorage {
  return {
    async put(key, bytes) {
      assertKey(key);
      await mkdir(path.dirname(path.join(mediaDir, key)), { recursive: true });
      // `wx`: a key is written once; a collision is a bug to surface, not a file to replace.
      await writeFile(path.join(mediaDir, key), bytes, { flag: 'wx' });
    },
    async putStream(key, source) {
      assertKey(key);
      const file = path.join(mediaDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Opened first, so that a collision (EEXIST) is thrown before there is anything to undo.
      const handle = await open(file, 'wx');
      try {
        await pipeline(source, handle.createWriteStream());
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async get(key, request) {
      if (!isStoredKey(key)) return null;
      const file = path.join(mediaDir, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const found = { contentType: contentTypeOfKey(key), size: info.size };
        if (!request) return { part: 'whole', stream: createReadStream(file), ...found };
        const range = resolveRange(request, info.size);
        if (!range) return { part: 'unsatisfiable', ...found };
        const stream = createReadStream(file, { start: range.start, end: range.end });
        return { part: 'range', stream, range, ...found };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      const file = path.join(mediaDir, key);
      await rm(file, { force: true });
      // An archive's folder (exports/<user id>) goes with its last archive.
      if (isArchiveKey(key)) await rmdir(path.dirname(file)).catch(() => undefined);
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
          CacheControl: cacheControlOf(key),
        }),
      );
    },
    async putStream(key, source, contentType) {
      // Parts of 8 MB, two in flight: a 100 MB video never sits in memory. A failed source
      // aborts the multipart upload, so no object appears under the key.
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: objectKey(key),
          Body: source,
          ContentType: contentType,
          CacheControl: cacheControlOf(key),
        },
        partSize: 8 * 1_048_576,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // The source's own failure (a refused or broken upload) is the one to report, even when
      // the store then also fails to abort: the object was never completed either way.
      let sourceError: unknown;
      source.once('error', (error) => (sourceError = error));
      try {
        await upload.done();
      } catch (error) {
        throw sourceError ?? error;
      }
    },
    async get(key, request) {
      if (!isStoredKey(key)) return null;
      const Key = objectKey(key);
      const contentType = contentTypeOfKey(key);
      try {
        if (!request) {
          const object = await client.send(new GetObjectCommand({ Bucket, Key }));
          if (!object.Body) return null;
          const stream = object.Body as Readable;
          return { part: 'whole', stream, contentType, size: object.ContentLength ?? 0 };
        }
        // The size first: a suffix range needs it, and a 416 must tell it (not every
        // S3-compatible store reads `bytes=-n` or answers a bad range the same way).
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        const size = head.ContentLength ?? 0;
        const range = resolveRange(request, size);
        if (!range) return { part: 'unsatisfiable', contentType, size };
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key, Range: `bytes=${range.start}-${range.end}` }),
        );
        if (!object.Body) return null;
        // What the store says it sent: some S3-compatible stores widen a range (s3rver reads
        // `bytes=0-0` as `bytes=0-`), and the answer's headers must match its bytes.
        const sent = parseContentRange(object.ContentRange) ?? range;
        return { part: 'range', stream: object.Body as Readable, range: sent, contentType, size };
      } catch (error) {
        if (error instanceof NoSuchKey || error instanceof NotFound) return null;
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
