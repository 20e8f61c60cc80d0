/** Test-only: real image bytes made by sharp, multipart bodies built by the platform's FormData. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import {
  contentTypeOfKey,
  mediaPath,
  type MediaStorage,
  randomMediaKey,
} from '../../platform/media-storage.ts';
import { media } from './media.schema.ts';
import type { TestApp } from '../../test/test-app.ts';

const solid = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A 300×200 JPEG shot 'on its side' (EXIF orientation 6) near Paris, with a GPS position. */
export function jpegWithGps(): Promise<Buffer> {
  return solid(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Koinophone', Model: 'K1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .toBuffer();
}

/** true when the EXIF block carries a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** Random pixels: they compress badly, so the file is large and a cut lands inside the data. */
export function noisyJpeg(width = 400, height = 300): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 104729) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

export const png = (width: number, height: number) =>
  solid(width, height, '#27ae60').png().toBuffer();
export const webp = (width: number, height: number) => solid(width, height).webp().toBuffer();
export const avif = (width: number, height: number) => solid(width, height).avif().toBuffer();

/** A three-frame animated GIF of width × height. */
export async function animatedGif(width: number, height: number): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      solid(width, height, background).raw().toBuffer(),
    ),
  );
  return sharp(Buffer.concat(frames), {
    raw: { width, height: height * 3, channels: 3, pageHeight: height },
  })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

/** A JPEG carrying a Display P3 ICC profile. */
export const jpegWithIcc = () => solid(50, 40).jpeg().withIccProfile('p3').toBuffer();

/** A valid PNG of a few hundred bytes whose header declares width × height pixels. */
export function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(0)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HTML = Buffer.from(
  '<!doctype html><title>x</title><script>alert(document.cookie)</script>',
);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export interface FilePart {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A multipart/form-data body as a browser sends it (the platform's FormData and Request). */
export async function multipart(
  fields: Record<string, string>,
  ...files: (FilePart & { field?: string })[]
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'file', new Blob([file.bytes], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export const PRESET = { upload_preset: 'koinonia', cloud_name: 'koinonia' };

/** POST /api/media/upload/ with the spec's fields and one file. */
export async function upload(
  t: TestApp,
  access: string | undefined,
  file: FilePart | undefined,
  fields: Record<string, string> = PRESET,
) {
  const body = await multipart(fields, ...(file ? [file] : []));
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload/',
    headers: { ...body.headers, ...(access ? { authorization: `Bearer ${access}` } : {}) },
    payload: body.payload,
  });
}

export async function mediaRowCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ value: count() }).from(media);
  return row?.value ?? 0;
}

/** The files in the app's media folder, sorted (none when the folder does not exist yet). */
export const listMedia = async (app: TestApp): Promise<string[]> =>
  (await readdir(app.config.mediaDir).catch(() => [])).sort();

/** What the pipeline's work directory holds (uploads in flight, attempts). */
export async function workFiles(app: TestApp): Promise<string[]> {
  const root = path.join(app.config.dataDir, 'video-work');
  const found: string[] = [];
  for (const entry of await readdir(root).catch(() => [] as string[])) {
    const inside = await readdir(path.join(root, entry)).catch(() => null);
    if (inside === null) found.push(entry);
    else found.push(...inside.map((name) => `${entry}/${name}`));
  }
  return found;
}

/**
 * Stores WebP bytes under a new random key with no size in it, and returns their public path:
 * an image as stored before its copies existed (ADR 0006), which the app still serves.
 */
export async function storeLegacyWebp(storage: MediaStorage, bytes: Uint8Array): Promise<string> {
  const key = randomMediaKey('webp');
  await storage.put(key, bytes, contentTypeOfKey(key));
  return mediaPath(key);
}
