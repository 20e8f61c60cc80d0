/**
 * The S3 storage against s3rver, a local S3-compatible server this file starts on a free port
 * with a temporary directory, and stops at the end.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/users.schema.ts';
import { createS3MediaStorage } from '../../platform/media-storage.ts';
import { createMember, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HTML, jpegWithGps, mediaRowCount, png, PRESET, upload } from './media.fixtures.ts';
import { expectRangesServed } from './media.range-cases.ts';
import { createMediaRepository, type MediaRepository } from './media.repository.ts';
import { createMediaService } from './media.service.ts';
import { expectSameBytes, sampleVideo } from './media.clip-fixtures.ts';

const BUCKET = 'koinonia-media';
const PREFIX = 'uploads/';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let server: S3rver;
let s3Dir: string;
let endpoint: string;
let client: S3Client;
let t: TestApp;
let access: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: PREFIX,
    },
  });
  const session = await signIn(t, await createMember(t));
  access = session.access;
});
afterAll(async () => {
  client?.destroy();
  await t?.close();
  await server?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
});

async function objectKeys(): Promise<string[]> {
  const listing = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('media on S3', () => {
  it('stores the re-encoded image in the bucket and serves it back through /media', async () => {
    const response = await upload(t, access, {
      bytes: await jpegWithGps(),
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ secure_url: string; public_id: string; bytes: number }>();
    const key = `${body.public_id}.webp`;

    expect(await objectKeys()).toContain(`${PREFIX}${key}`);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}` }),
    );
    expect(head).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
      ContentLength: body.bytes,
    });

    const served = await t.app.inject({ url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(body.bytes),
    });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    // Nothing went to the disk.
    expect(await readdir(t.config.mediaDir).catch(() => [])).toEqual([]);
  });

  it('stores the narrower copies beside the image in the bucket (ADR 0006)', async () => {
    const response = await upload(t, access, {
      bytes: await png(1200, 800),
      name: 'a.png',
      type: 'image/png',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { public_id: stem } = response.json<{ public_id: string }>();
    expect(stem).toMatch(/^[A-Za-z0-9_-]{22}-1200x800$/);
    const keys = (await objectKeys()).filter((key) => key.startsWith(`${PREFIX}${stem}`));
    expect(keys).toEqual(
      [`${stem}-1080w.webp`, `${stem}-320w.webp`, `${stem}-640w.webp`, `${stem}.webp`].map(
        (key) => `${PREFIX}${key}`,
      ),
    );
    for (const width of [320, 640, 1080]) {
      const key = `${stem}-${width}w.webp`;
      const head = await client.send(
        new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}` }),
      );
      expect(head).toMatchObject({
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      });
      const served = await t.app.inject({ url: `/media/${key}` });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }
  });

  it('answers 404 for a key the bucket does not hold', async () => {
    const response = await t.app.inject({ url: '/media/AAAAAAAAAAAAAAAAAAAAAA.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Ressource introuvable.', code: 'not_found' });
  });

  it('puts nothing in the bucket for a refused upload', async () => {
    const before = await objectKeys();
    const response = await upload(t, access, { bytes: HTML, name: 'photo.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(await objectKeys()).toEqual(before);
  });

  it('deletes the object again when its row cannot be written (account gone, token still valid)', async () => {
    const ghost = await signIn(t, await createMember(t));
    await t.database.db.delete(users).where(eq(users.id, ghost.user.id));
    const [before, rows] = [await objectKeys(), await mediaRowCount(t.database)];
    const response = await upload(t, ghost.access, {
      bytes: await png(10, 10),
      name: 'a.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(401);
    expect(await objectKeys()).toEqual(before);
    expect(await mediaRowCount(t.database)).toBe(rows);
  });

  it('deletes the object again when the database fails', async () => {
    const member = await signIn(t, await createMember(t));
    const repository = createMediaRepository(t.database.db);
    const broken: MediaRepository = {
      ...repository,
      insert: () => Promise.reject(new Error('connection lost')),
    };
    const storage = createS3MediaStorage(t.config.s3!);
    try {
      const service = createMediaService({
        repository: broken,
        storage,
        publicUrl: t.config.publicUrl,
        maxDimension: 2048,
      });
      const before = await objectKeys();
      // Wide enough for three copies: they go too.
      await expect(service.upload(member.user.id, await png(1200, 800))).rejects.toThrow(
        'connection lost',
      );
      expect(await objectKeys()).toEqual(before);
    } finally {
      storage.close();
    }
  });
});

describe('videos on S3', () => {
  const VIDEO = { ...PRESET, resource_type: 'video' };
  const uploadVideo = (bytes: Buffer) =>
    upload(t, access, { bytes, name: 'clip.mp4', type: 'video/mp4' }, VIDEO);

  it('keeps the original in the bucket until its job has transcoded it from there', async () => {
    const file = await sampleVideo({ format: 'webm' });
    const before = await objectKeys();
    const response = await uploadVideo(file);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ public_id: string; resource_type: string; bytes: number }>();
    expect(body).toMatchObject({ resource_type: 'video', bytes: file.length });
    const key = `${body.public_id}.mp4`;
    // The job ran after the request: the transcode and its poster are in the bucket, the
    // original is gone from it.
    const state = await t.app.services.media.state(`/media/${key}`);
    expect(state).toMatchObject({ status: 'ready', sourceKey: null });
    const added = (await objectKeys()).filter((object) => !before.includes(object));
    expect(added).toContain(`${PREFIX}${key}`);
    expect(added).toContain(`${PREFIX}${state?.posterKey}`);
    expect(added.some((object) => object.includes('-source.'))).toBe(false);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}` }),
    );
    expect(head).toMatchObject({
      ContentType: 'video/mp4',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    const served = (await t.app.inject({ url: `/media/${key}` })).rawPayload;
    // s3rver reads `bytes=0-0` as `bytes=0-` (real S3 does not); the server then answers
    // truthfully with what the store sent, which this exact-bytes check does not expect.
    await expectRangesServed(t, key, served, { skip: ['bytes=0-0'] });
    const first = await t.app.inject({ url: `/media/${key}`, headers: { range: 'bytes=0-0' } });
    expect(first.statusCode).toBe(206);
    const sent = /^bytes 0-(\d+)\/(\d+)$/.exec(first.headers['content-range'] as string);
    expect(sent?.[2]).toBe(String(served.length));
    expectSameBytes(first.rawPayload, served.subarray(0, Number(sent?.[1]) + 1));
  });

  it('takes an original of several parts (over 8 MB) through the bucket', async () => {
    // A real MP4 and a 9 MB `free` box after it: still a valid file, uploaded in parts.
    const padding = Buffer.alloc(9 * 1_048_576);
    padding.writeUInt32BE(padding.length, 0);
    padding.write('free', 4, 'latin1');
    const file = Buffer.concat([await sampleVideo(), padding]);
    const response = await uploadVideo(file);
    expect(response.statusCode, response.body).toBe(200);
    const key = `${response.json<{ public_id: string }>().public_id}.mp4`;
    expect(await t.app.services.media.state(`/media/${key}`)).toMatchObject({ status: 'ready' });
    expect((await t.app.inject({ url: `/media/${key}` })).statusCode).toBe(200);
  });

  it.each([
    ['the first 4 KB of a video', async () => (await sampleVideo()).subarray(0, 4096)],
    [
      'an ftyp header then 9 MB of zeros',
      async () => Buffer.concat([(await sampleVideo()).subarray(0, 32), Buffer.alloc(9 << 20)]),
    ],
  ])('puts nothing in the bucket for %s', async (_what, make) => {
    const [before, rows] = [await objectKeys(), await mediaRowCount(t.database)];
    const response = await uploadVideo(await make());
    expect([400, 415]).toContain(response.statusCode);
    expect(response.json<{ error: string }>().error).toMatch(/vidéo/);
    expect(await objectKeys()).toEqual(before);
    expect(await mediaRowCount(t.database)).toBe(rows);
  });

  it('answers 404 for an unknown video key, with or without a range', async () => {
    for (const headers of [{}, { range: 'bytes=0-10' }]) {
      const response = await t.app.inject({ url: '/media/AAAAAAAAAAAAAAAAAAAAAA.mp4', headers });
      expect(response.statusCode).toBe(404);
    }
  });
});
