import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { MediaUploadResponse } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from './media.schema.ts';
import { createMember, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  HTML,
  mediaRowCount,
  multipart,
  noisyJpeg,
  png,
  PRESET,
  upload,
  listMedia,
} from './media.fixtures.ts';
import { createMediaRepository } from './media.repository.ts';
import { createMediaService } from './media.service.ts';
import { createDiskMediaStorage } from '../../platform/media-storage.ts';
import { expectRangesServed } from './media.range-cases.ts';
import {
  box,
  expectSameBytes,
  mp4,
  PHONE_MODEL,
  PHONE_PLACE,
  webm,
} from './media.video-fixtures.ts';

let t: TestApp;
let small: TestApp;
let access: string;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  // Same database, its own MEDIA_DIR, videos of 4 KB at most.
  small = await createTestApp({ database: t.database, env: { MEDIA_VIDEO_MAX_BYTES: '4096' } });
  const session = await signIn(t, await createMember(t));
  access = session.access;
  ownerId = session.user.id;
});
afterAll(async () => {
  await small.close();
  await t.close();
});

const VIDEO = { ...PRESET, resource_type: 'video' };

async function uploadVideo(
  bytes: Buffer,
  name: string,
  fields: Record<string, string> = VIDEO,
  app = t,
) {
  return upload(app, access, { bytes, name, type: 'video/mp4' }, fields);
}

/** Runs `send` and checks that it left neither a row nor a file behind. */
async function refused(app: TestApp, send: () => Promise<{ statusCode: number; body: string }>) {
  const [rows, files] = [await mediaRowCount(app.database), await listMedia(app)];
  const response = await send();
  expect(await mediaRowCount(app.database)).toBe(rows);
  expect(await listMedia(app)).toEqual(files);
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
}

describe('uploading a video', () => {
  it.each([
    ['an MP4 (index first)', mp4(), 'mp4', 'video/mp4', 320, 240],
    [
      'an MP4 whose index comes last',
      mp4({ moovLast: true, width: 1280, height: 720 }),
      'mp4',
      'video/mp4',
      1280,
      720,
    ],
    ['a WebM from a browser recorder (sizes unknown)', webm(), 'webm', 'video/webm', 320, 240],
    [
      'a WebM with every size known',
      webm({ live: false, width: 640, height: 360 }),
      'webm',
      'video/webm',
      640,
      360,
    ],
  ])(
    'stores %s unchanged, records it and answers like an image',
    async (_what, bytes, format, type, width, height) => {
      const response = await uploadVideo(bytes, `clip.${format}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<MediaUploadResponse>();
      expect(body).toEqual({
        secure_url: `http://koinonia.test/media/${body.public_id}.${format}`,
        public_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        resource_type: 'video',
        format,
        width,
        height,
        bytes: bytes.length,
      });
      const key = `${body.public_id}.${format}`;
      expectSameBytes(await readFile(path.join(t.config.mediaDir, key)), bytes);
      const [row] = await t.database.db.select().from(media).where(eq(media.storageKey, key));
      expect(row).toMatchObject({
        ownerId,
        url: `/media/${key}`,
        contentType: type,
        bytes: bytes.length,
        width,
        height,
      });
      const served = await t.app.inject({ url: `/media/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expectSameBytes(served.rawPayload, bytes);
    },
  );

  it.each([
    ['first', false],
    ['last', true],
  ])(
    'blanks out a phone’s position and model (index %s), moving no byte',
    async (_where, moovLast) => {
      const sent = mp4({ metadata: true, moovLast });
      expect(sent.includes(PHONE_PLACE)).toBe(true);
      const response = await uploadVideo(sent, 'VID_0001.mp4');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<MediaUploadResponse>();
      expect(body).toMatchObject({ bytes: sent.length, width: 320, height: 240 });
      const stored = await readFile(path.join(t.config.mediaDir, `${body.public_id}.mp4`));
      expect(stored.length).toBe(sent.length);
      expect(stored.includes(PHONE_PLACE)).toBe(false);
      expect(stored.includes(PHONE_MODEL)).toBe(false);
      expect(stored.includes('udta')).toBe(false);
      // Exactly the two udta boxes changed: 'free', and zeros where their content was.
      const expected = Buffer.from(sent);
      for (let at = sent.indexOf('udta'); at >= 0; at = sent.indexOf('udta', at + 4)) {
        const end = at - 4 + sent.readUInt32BE(at - 4);
        expected.write('free', at, 'latin1');
        expected.fill(0, at + 4, end);
      }
      expect(expected.equals(sent)).toBe(false);
      expectSameBytes(stored, expected);
      // The stored file is still a whole MP4.
      const again = await uploadVideo(stored, 'again.mp4');
      expect(again.statusCode, again.body).toBe(200);
    },
  );

  it('checks and blanks the same whatever sizes the chunks arrive in', async () => {
    const service = createMediaService({
      repository: createMediaRepository(t.database.db),
      storage: createDiskMediaStorage(t.config.mediaDir),
      publicUrl: t.config.publicUrl,
      maxDimension: 2048,
    });
    const stores = [];
    for (const [file, type] of [
      [mp4({ metadata: true, moovLast: true }), 'video/mp4'],
      [webm(), 'video/webm'],
    ] as const) {
      for (const size of [1, 7, 1000]) {
        async function* chunks() {
          for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
        }
        const stored = await service.storeVideo(chunks(), type, 1_048_576);
        expect(stored).toMatchObject({ bytes: file.length, width: 320, height: 240 });
        stores.push(await readFile(path.join(t.config.mediaDir, stored.key)));
        await service.discard(stored);
      }
    }
    expectSameBytes(stores[1]!, stores[0]!);
    expectSameBytes(stores[2]!, stores[0]!);
    expect(stores[0]!.includes(PHONE_PLACE)).toBe(false);
    expectSameBytes(stores[3]!, webm());
    expectSameBytes(stores[4]!, webm());
    expectSameBytes(stores[5]!, webm());
  });

  it('accepts a video with resource_type auto, and whatever name or declared type it has', async () => {
    const response = await upload(
      t,
      access,
      { bytes: webm(), name: 'notes.txt', type: 'text/plain' },
      { ...PRESET, resource_type: 'auto' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MediaUploadResponse>()).toMatchObject({
      resource_type: 'video',
      format: 'webm',
    });
  });

  it('reads the fields in either order: resource_type before the file too', async () => {
    const form = new FormData();
    form.append('resource_type', 'video');
    form.append('upload_preset', 'koinonia');
    form.append('file', new Blob([mp4()], { type: 'video/mp4' }), 'clip.mp4');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload/',
      headers: {
        authorization: `Bearer ${access}`,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MediaUploadResponse>().format).toBe('mp4');
  });

  it('still takes images with resource_type auto', async () => {
    const response = await upload(
      t,
      access,
      { bytes: await png(12, 10), name: 'a.png', type: 'image/png' },
      { ...PRESET, resource_type: 'auto' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MediaUploadResponse>()).toMatchObject({
      resource_type: 'image',
      format: 'webp',
    });
  });

  it('streams a video larger than the image limit (10 MB) to the disk', async () => {
    const big = mp4({ mediaBytes: 12 * 1_048_576 });
    const response = await uploadVideo(big, 'long.mp4');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MediaUploadResponse>();
    expect(body.bytes).toBe(big.length);
    expectSameBytes(await readFile(path.join(t.config.mediaDir, `${body.public_id}.mp4`)), big);
  });
});

describe('refused videos store nothing', () => {
  const notAVideo = {
    error: "Ce fichier n'est pas une vidéo acceptée. Formats acceptés : MP4 et WebM.",
    code: 'unsupported_media_type',
  };
  const damaged = {
    error: 'Cette vidéo est illisible ou endommagée.',
    code: 'validation_error',
    details: { file: 'Cette vidéo est illisible ou endommagée.' },
  };

  it.each([
    ['an image', () => png(20, 20), 'photo.mp4'],
    ['an HTML page named x.mp4', () => Promise.resolve(HTML), 'x.mp4'],
    [
      'a Matroska file that is not WebM',
      () => Promise.resolve(webm({ docType: 'matroska' })),
      'x.webm',
    ],
    [
      'a QuickTime movie',
      () =>
        Promise.resolve(
          Buffer.concat([box('ftyp', Buffer.from('qt  '), Buffer.alloc(4)), mp4().subarray(32)]),
        ),
      'x.mov',
    ],
  ])('refuses %s sent as a video with 415', async (_what, make, name) => {
    const bytes = await make();
    expect(await refused(t, () => uploadVideo(bytes, name))).toEqual({
      status: 415,
      body: notAVideo,
    });
  });

  it.each([
    ['an MP4 cut in its media data', () => mp4().subarray(0, 4000)],
    ['an MP4 cut in its index', () => mp4({ moovLast: true }).subarray(0, 6400)],
    ['an MP4 with bytes after its last box', () => Buffer.concat([mp4(), Buffer.from('tail')])],
    [
      'an MP4 without an index',
      () => Buffer.concat([mp4().subarray(0, 32), box('mdat', Buffer.alloc(64))]),
    ],
    ['an MP4 header alone', () => mp4().subarray(0, 40)],
    ['a WebM cut inside a frame', () => webm().subarray(0, 3000)],
    [
      'a WebM of known sizes cut between two frames',
      // The last SimpleBlock: ID (1 byte), size (2 bytes), track, time, flags (4), 900 bytes.
      () => webm({ live: false }).subarray(0, webm({ live: false }).length - 907),
    ],
    ['a WebM without frames', () => webm({ frames: 0 })],
  ])('refuses %s with 400', async (_what, make) => {
    expect(await refused(t, () => uploadVideo(make(), 'clip.mp4'))).toEqual({
      status: 400,
      body: damaged,
    });
  });

  it('refuses an empty file sent as a video with 400', async () => {
    expect(await refused(t, () => uploadVideo(Buffer.alloc(0), 'vide.mp4'))).toEqual({
      status: 400,
      body: {
        error: 'Le fichier est vide.',
        code: 'validation_error',
        details: { file: 'Le fichier est vide.' },
      },
    });
  });

  it('refuses a video where an image is wanted (resource_type image, or none) with 415', async () => {
    const imageOnly = {
      error:
        "Ce type de fichier n'est pas accepté. Formats acceptés : JPEG, PNG, WebP, GIF et AVIF.",
      code: 'unsupported_media_type',
    };
    for (const fields of [PRESET, { ...PRESET, resource_type: 'image' }]) {
      expect(await refused(t, () => uploadVideo(mp4(), 'clip.mp4', fields))).toEqual({
        status: 415,
        body: imageOnly,
      });
    }
  });

  it('names videos among the formats when resource_type is auto', async () => {
    expect(
      await refused(t, () => uploadVideo(HTML, 'x.mp4', { ...PRESET, resource_type: 'auto' })),
    ).toEqual({
      status: 415,
      body: {
        error:
          "Ce type de fichier n'est pas accepté. Formats acceptés : JPEG, PNG, WebP, GIF, AVIF, MP4 et WebM.",
        code: 'unsupported_media_type',
      },
    });
  });

  it('deletes the stored video when a field after it is invalid', async () => {
    const result = await refused(t, () =>
      uploadVideo(mp4(), 'clip.mp4', { ...PRESET, resource_type: 'raw' }),
    );
    expect(result).toEqual({
      status: 400,
      body: {
        error: 'Le type de ressource doit être « image », « video » ou « auto ».',
        code: 'validation_error',
        details: {
          resource_type: 'Le type de ressource doit être « image », « video » ou « auto ».',
        },
      },
    });
  });

  it('refuses a video over MEDIA_VIDEO_MAX_BYTES with 413, naming the limit', async () => {
    const big = mp4({ mediaBytes: 5000 });
    expect(big.length).toBeGreaterThan(4096);
    expect(await refused(small, () => uploadVideo(big, 'big.mp4', VIDEO, small))).toEqual({
      status: 413,
      body: { error: 'Le fichier dépasse la taille maximale de 4 Ko.', code: 'payload_too_large' },
    });
    const fits = await uploadVideo(mp4({ mediaBytes: 2000 }), 'small.mp4', VIDEO, small);
    expect(fits.statusCode, fits.body).toBe(200);
    // Images keep their own limit (MEDIA_MAX_BYTES, 10 MB by default) on the same app.
    const image = await upload(small, access, {
      bytes: await png(200, 200),
      name: 'a.png',
      type: 'image/png',
    });
    expect(image.statusCode).toBe(200);
  });

  it('keeps images to MEDIA_MAX_BYTES even when videos may be larger', async () => {
    const tight = await createTestApp({
      database: t.database,
      env: { MEDIA_MAX_BYTES: '2048', MEDIA_VIDEO_MAX_BYTES: '1048576' },
    });
    try {
      const noisy = await noisyJpeg();
      expect(noisy.length).toBeGreaterThan(2048);
      expect(
        await refused(tight, () =>
          upload(tight, access, { bytes: noisy, name: 'a.jpg', type: 'image/jpeg' }),
        ),
      ).toEqual({
        status: 413,
        body: {
          error: 'Le fichier dépasse la taille maximale de 2 Ko.',
          code: 'payload_too_large',
        },
      });
      const video = await uploadVideo(mp4({ mediaBytes: 100_000 }), 'clip.mp4', VIDEO, tight);
      expect(video.statusCode, video.body).toBe(200);
    } finally {
      await tight.close();
    }
  });

  it('deletes the stored video when its row cannot be written', async () => {
    const repository = createMediaRepository(t.database.db);
    const service = createMediaService({
      repository: { ...repository, insert: () => Promise.reject(new Error('connection lost')) },
      storage: createDiskMediaStorage(t.config.mediaDir),
      publicUrl: t.config.publicUrl,
      maxDimension: 2048,
    });
    const files = await listMedia(t);
    async function* chunks() {
      yield mp4();
    }
    const stored = await service.storeVideo(chunks(), 'video/mp4', 1_048_576);
    expect(await listMedia(t)).toContain(stored.key);
    await expect(service.recordVideo(ownerId, stored)).rejects.toThrow('connection lost');
    expect(await listMedia(t)).toEqual(files);
  });

  it('leaves no file when the upload breaks off midway', async () => {
    const storage = createDiskMediaStorage(t.config.mediaDir);
    const service = createMediaService({
      repository: createMediaRepository(t.database.db),
      storage,
      publicUrl: t.config.publicUrl,
      maxDimension: 2048,
    });
    const files = await listMedia(t);
    async function* brokenOff() {
      yield mp4().subarray(0, 3000);
      throw new Error('connection reset');
    }
    await expect(service.storeVideo(brokenOff(), 'video/mp4', 1_048_576)).rejects.toThrow(
      'connection reset',
    );
    expect(await listMedia(t)).toEqual(files);
  });
});

describe('multipart edge cases', () => {
  it('refuses a second file even when the first is a video, and keeps nothing', async () => {
    const two = await multipart(
      VIDEO,
      { bytes: mp4(), name: 'a.mp4', type: 'video/mp4' },
      { bytes: mp4(), name: 'b.mp4', type: 'video/mp4' },
    );
    const result = await refused(t, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/media/upload/',
        headers: { authorization: `Bearer ${access}`, ...two.headers },
        payload: two.payload,
      }),
    );
    expect(result).toMatchObject({
      status: 400,
      body: { error: 'Envoyez un seul fichier à la fois.' },
    });
  });
});

describe('GET /media/<key> with ranges (disk)', () => {
  it('serves a video by ranges: 206 with the exact bytes, 416 past the end, 200 without', async () => {
    const file = mp4({ mediaBytes: 20_000 });
    const response = await uploadVideo(file, 'clip.mp4');
    expect(response.statusCode, response.body).toBe(200);
    await expectRangesServed(t, `${response.json<MediaUploadResponse>().public_id}.mp4`, file);
  });

  it('serves images by ranges too', async () => {
    const response = await upload(t, access, {
      bytes: await noisyJpeg(),
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    const key = `${response.json<MediaUploadResponse>().public_id}.webp`;
    const stored = await readFile(path.join(t.config.mediaDir, key));
    expect(stored.length).toBeGreaterThan(500);
    await expectRangesServed(t, key, stored);
  });

  it('answers 404 for an unknown video key, with or without a range', async () => {
    for (const headers of [{}, { range: 'bytes=0-10' }]) {
      const response = await t.app.inject({ url: '/media/AAAAAAAAAAAAAAAAAAAAAA.mp4', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Ressource introuvable.', code: 'not_found' });
    }
  });
});

describe('over a real connection', () => {
  it('answers 413 to an oversized image while the browser is still sending it', async () => {
    const tight = await createTestApp({
      database: t.database,
      env: { MEDIA_MAX_BYTES: '1048576' },
    });
    try {
      const address = await tight.app.listen({ host: '127.0.0.1', port: 0 });
      // A PNG signature, then 8 MB: refused at 1 MB, the rest read and dropped.
      const bytes = Buffer.concat([(await png(8, 8)).subarray(0, 16), Buffer.alloc(8 * 1_048_576)]);
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'big.png');
      form.append('upload_preset', 'koinonia');
      const [rows, files] = [await mediaRowCount(t.database), await listMedia(tight)];
      const response = await fetch(`${address}/api/media/upload/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}` },
        body: form,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: 'Le fichier dépasse la taille maximale de 1 Mo.',
        code: 'payload_too_large',
      });
      expect(await mediaRowCount(t.database)).toBe(rows);
      expect(await listMedia(tight)).toEqual(files);
    } finally {
      await tight.close();
    }
  });
});
