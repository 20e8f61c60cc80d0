import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageSources, type MediaUploadResponse } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/users.schema.ts';
import { createDiskMediaStorage, type MediaStorage } from '../../platform/media-storage.ts';
import { createMember, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { formatLimit } from './media.errors.ts';
import {
  animatedGif,
  avif,
  hasGpsPointer,
  HTML,
  jpegWithGps,
  jpegWithIcc,
  mediaRowCount,
  storeLegacyWebp,
  multipart,
  noisyJpeg,
  pixelBomb,
  png,
  SVG,
  upload,
  webp,
  listMedia,
} from './media.fixtures.ts';
import { createMediaRepository, type MediaRepository } from './media.repository.ts';
import { createMediaService } from './media.service.ts';

let t: TestApp;
let small: TestApp;
let access: string;
let otherAccess: string;
let ownerId: string;
let otherId: string;

beforeAll(async () => {
  t = await createTestApp();
  // Same database, its own MEDIA_DIR, a 2 KB limit.
  small = await createTestApp({ database: t.database, env: { MEDIA_MAX_BYTES: '2048' } });
  const [owner, other] = await Promise.all([createMember(t), createMember(t)]);
  const [a, b] = await Promise.all([signIn(t, owner), signIn(t, other)]);
  access = a.access;
  ownerId = a.user.id;
  otherAccess = b.access;
  otherId = b.user.id;
});
afterAll(async () => {
  await small.close();
  await t.close();
});

/** Uploads, expects 200, and returns the answer with the served bytes. */
async function accepted(bytes: Buffer, name: string, type: string) {
  const response = await upload(t, access, { bytes, name, type });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<MediaUploadResponse>();
  const served = await t.app.inject({ url: new URL(body.secure_url).pathname });
  expect(served.statusCode).toBe(200);
  return { body, served, image: served.rawPayload };
}

describe('GET /api/media/limits/', () => {
  it('publishes the configured upload limits to members', async () => {
    const limits = await small.app.inject({
      url: '/api/media/limits/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(limits.statusCode).toBe(200);
    expect(limits.json()).toEqual({
      image_max_bytes: 2048,
      video_max_bytes: small.config.mediaVideoMaxBytes,
      video_max_seconds: small.config.mediaVideoMaxSeconds,
    });
    expect((await t.app.inject({ url: '/api/media/limits/' })).statusCode).toBe(401);
  });
});

describe('POST /api/media/upload/', () => {
  it('re-encodes a phone JPEG: GPS and EXIF gone, orientation applied, WebP under a random name', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    // The fixture really carries what must disappear.
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(original.includes('Koinophone')).toBe(true);

    const { body, image } = await accepted(original, 'IMG_0001.jpg', 'image/jpeg');
    expect(body).toEqual({
      // The key names the size (ADR 0006): the web reserves the place from the URL alone.
      secure_url: expect.stringMatching(
        /^http:\/\/koinonia\.test\/media\/[A-Za-z0-9_-]{22}-200x300\.webp$/,
      ),
      public_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}-200x300$/),
      resource_type: 'image',
      format: 'webp',
      // 300×200 turned a quarter: the EXIF orientation is applied to the pixels.
      width: 200,
      height: 300,
      bytes: image.length,
    });
    expect(body.secure_url).toBe(`http://koinonia.test/media/${body.public_id}.webp`);
    const after = await sharp(image).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(image.includes('Koinophone')).toBe(false);
    expect(await listMedia(t)).toContain(`${body.public_id}.webp`);
  });

  it('drops an embedded ICC profile too', async () => {
    const original = await jpegWithIcc();
    expect((await sharp(original).metadata()).icc).toBeDefined();
    const { image } = await accepted(original, 'p3.jpg', 'image/jpeg');
    expect((await sharp(image).metadata()).icc).toBeUndefined();
  });

  it.each([
    ['PNG', () => png(320, 240), 'image/png', 'webp'],
    ['WebP', () => webp(320, 240), 'image/webp', 'webp'],
    ['AVIF', () => avif(320, 240), 'image/avif', 'webp'],
  ])('accepts %s and stores WebP', async (_kind, make, type, format) => {
    const { body, served } = await accepted(await make(), 'image', type);
    expect(body).toMatchObject({ format, width: 320, height: 240 });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('keeps an animated GIF animated, every frame scaled', async () => {
    const { body, served } = await accepted(await animatedGif(60, 40), 'chat.gif', 'image/gif');
    expect(body).toMatchObject({ format: 'gif', width: 60, height: 40 });
    expect(body.secure_url).toMatch(/\.gif$/);
    expect(served.headers['content-type']).toBe('image/gif');
    const meta = await sharp(served.rawPayload, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'gif', pages: 3, pageHeight: 40, width: 60 });
  });

  it('caps the long side at MEDIA_MAX_DIMENSION without enlarging small images', async () => {
    const wide = await accepted(await png(3000, 1000), 'panorama.png', 'image/png');
    expect(wide.body).toMatchObject({ width: 2048, height: 683 });
    const tall = await accepted(await png(500, 2600), 'tall.png', 'image/png');
    expect(tall.body).toMatchObject({ width: 394, height: 2048 });
    const tiny = await accepted(await png(16, 16), 'icon.png', 'image/png');
    expect(tiny.body).toMatchObject({ width: 16, height: 16 });
  });

  it('ignores the name and the declared type: a JPEG named notes.txt is still a JPEG', async () => {
    const { body } = await accepted(await jpegWithGps(), 'notes.txt', 'text/plain');
    expect(body.format).toBe('webp');
  });

  it('accepts resource_type image or auto', async () => {
    for (const resource_type of ['image', 'auto']) {
      const response = await upload(
        t,
        access,
        { bytes: await png(10, 10), name: 'a.png', type: 'image/png' },
        { upload_preset: 'p', cloud_name: 'c', resource_type },
      );
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('narrower copies of a still image (ADR 0006)', () => {
  /** A photo as a phone sends it: large, with EXIF, a GPS position and an ICC profile. */
  const phonePhoto = async (width: number, height: number) =>
    sharp(await noisyJpeg(width, height))
      .jpeg({ quality: 90 })
      .withIccProfile('p3')
      .withExif({
        IFD0: { Make: 'Koinophone', Model: 'K1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .toBuffer();

  /** Every source the web's srcset names, fetched: each a WebP as wide as it says. */
  async function servedSources(secureUrl: string) {
    const sources = imageSources(new URL(secureUrl).pathname);
    expect(sources).toBeDefined();
    const entries = (sources?.srcSet ?? '').split(', ').filter(Boolean);
    return Promise.all(
      entries.map(async (entry) => {
        const [url = '', descriptor = ''] = entry.split(' ');
        const served = await t.app.inject({ url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type'], url).toBe('image/webp');
        expect(served.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        return { url, descriptor, meta, bytes: served.rawPayload };
      }),
    );
  }

  it('stores WebP copies 320, 640, 1080 and 1600 wide beside a large image, without metadata', async () => {
    const original = await phonePhoto(2400, 1600);
    expect(original.includes('Koinophone')).toBe(true);
    const { body } = await accepted(original, 'IMG_2001.jpg', 'image/jpeg');
    // Capped at MEDIA_MAX_DIMENSION, and named with its size.
    expect(body).toMatchObject({ width: 2048, height: 1365, format: 'webp' });
    expect(body.public_id).toMatch(/^[A-Za-z0-9_-]{22}-2048x1365$/);

    const sources = await servedSources(body.secure_url);
    expect(sources.map((source) => source.descriptor)).toEqual([
      '320w',
      '640w',
      '1080w',
      '1600w',
      '2048w',
    ]);
    for (const { url, descriptor, meta, bytes } of sources) {
      const width = Number.parseInt(descriptor, 10);
      expect(meta, url).toMatchObject({ format: 'webp', width });
      // The proportions of the image, to the pixel.
      expect(Math.abs((meta.height ?? 0) - (width * 1365) / 2048), url).toBeLessThanOrEqual(1);
      expect(meta.exif, url).toBeUndefined();
      expect(meta.icc, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(bytes.includes('Koinophone'), url).toBe(false);
    }
    // Each narrower copy weighs less than the one above it.
    const weights = sources.map((source) => source.bytes.length);
    expect([...weights].sort((a, b) => a - b)).toEqual(weights);

    const stem = body.public_id;
    const files = await listMedia(t);
    for (const width of [320, 640, 1080, 1600]) expect(files).toContain(`${stem}-${width}w.webp`);
    expect(files).toContain(`${stem}.webp`);
  });

  it('never makes a copy as wide as the image or wider', async () => {
    const medium = await accepted(await png(700, 500), 'a.png', 'image/png');
    expect(medium.body.public_id).toMatch(/-700x500$/);
    expect((await servedSources(medium.body.secure_url)).map((s) => s.descriptor)).toEqual([
      '320w',
      '640w',
      '700w',
    ]);
    const stem = medium.body.public_id;
    const files = await listMedia(t);
    expect(files.filter((file) => file.startsWith(stem)).sort()).toEqual(
      [`${stem}-320w.webp`, `${stem}-640w.webp`, `${stem}.webp`].sort(),
    );

    // Exactly 640 wide: 640 is the image itself, only 320 is a copy.
    const exact = await accepted(await png(640, 480), 'b.png', 'image/png');
    expect(imageSources(exact.body.secure_url)?.srcSet).toBe(
      `http://koinonia.test/media/${exact.body.public_id}-320w.webp 320w, ${exact.body.secure_url} 640w`,
    );

    // Narrower than every copy: its size, and no srcset.
    const small = await accepted(await png(300, 200), 'c.png', 'image/png');
    expect(imageSources(small.body.secure_url)).toEqual({
      src: small.body.secure_url,
      width: 300,
      height: 200,
    });
    expect((await listMedia(t)).filter((file) => file.startsWith(small.body.public_id))).toEqual([
      `${small.body.public_id}.webp`,
    ]);
  });

  it('keeps an animation whole, named with its size, with no copies', async () => {
    const { body } = await accepted(await animatedGif(400, 300), 'chat.gif', 'image/gif');
    expect(body.public_id).toMatch(/^[A-Za-z0-9_-]{22}-400x300$/);
    expect(imageSources(body.secure_url)).toEqual({
      src: body.secure_url,
      width: 400,
      height: 300,
    });
    expect((await listMedia(t)).filter((file) => file.startsWith(body.public_id))).toEqual([
      `${body.public_id}.gif`,
    ]);
  });

  it('still serves an upload stored before the copies existed, which names no size', async () => {
    const legacy = await storeLegacyWebp(
      createDiskMediaStorage(t.config.mediaDir),
      await webp(900, 600),
    );
    expect(legacy).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.webp$/);
    // The web shows it as it is: no size, no srcset (see shared/photo).
    expect(imageSources(legacy)).toBeUndefined();
    const served = await t.app.inject({ url: legacy });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(900);
  });
});

describe('refused uploads store nothing', () => {
  const unsupported = {
    error: "Ce type de fichier n'est pas accepté. Formats acceptés : JPEG, PNG, WebP, GIF et AVIF.",
    code: 'unsupported_media_type',
  };

  async function refused(
    app: TestApp,
    send: () => Promise<{ statusCode: number; json: () => unknown }>,
  ) {
    const [rows, files] = [await mediaRowCount(app.database), await listMedia(app)];
    const response = await send();
    expect(await mediaRowCount(app.database)).toBe(rows);
    expect(await listMedia(app)).toEqual(files);
    return { status: response.statusCode, body: response.json() };
  }

  it.each([
    ['an HTML body named photo.png', HTML, 'photo.png', 'image/png'],
    ['an SVG image', SVG, 'logo.svg', 'image/svg+xml'],
    ['an SVG named photo.png', SVG, 'photo.png', 'image/png'],
    [
      'a PDF',
      Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      'cv.pdf',
      'application/pdf',
    ],
    ['plain text', Buffer.from('bonjour tout le monde'), 'photo.jpg', 'image/jpeg'],
  ])('refuses %s with 415', async (_what, bytes, name, type) => {
    expect(await refused(t, () => upload(t, access, { bytes, name, type }))).toEqual({
      status: 415,
      body: unsupported,
    });
  });

  it('refuses a truncated JPEG with 400', async () => {
    const whole = await noisyJpeg();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    expect(
      await refused(t, () =>
        upload(t, access, { bytes: cut, name: 'cut.jpg', type: 'image/jpeg' }),
      ),
    ).toEqual({
      status: 400,
      body: {
        error: 'Cette image est illisible ou endommagée.',
        code: 'validation_error',
        details: { file: 'Cette image est illisible ou endommagée.' },
      },
    });
  });

  it('refuses an image whose header lies about its content with 400', async () => {
    const header = (await png(100, 100)).subarray(0, 40);
    const { status } = await refused(t, () =>
      upload(t, access, { bytes: header, name: 'a.png', type: 'image/png' }),
    );
    expect(status).toBe(400);
  });

  it('refuses a small PNG that declares 400 megapixels with 413', async () => {
    const bomb = pixelBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    expect(
      await refused(t, () => upload(t, access, { bytes: bomb, name: 'a.png', type: 'image/png' })),
    ).toEqual({
      status: 413,
      body: {
        error: 'Cette image est trop grande : 40 mégapixels au plus.',
        code: 'payload_too_large',
      },
    });
  });

  it('refuses a tiny PNG of 100 megapixels before decoding it, and stores nothing', async () => {
    // 10000 × 10000: exactly what the old bound of 100 MP let through to be decoded whole.
    const bomb = pixelBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200);
    expect(
      await refused(t, () => upload(t, access, { bytes: bomb, name: 'a.png', type: 'image/png' })),
    ).toEqual({
      status: 413,
      body: {
        error: 'Cette image est trop grande : 40 mégapixels au plus.',
        code: 'payload_too_large',
      },
    });
  });

  it('bounds image work for the whole process: never more decodes at once than the pool', async () => {
    const pooled = await createTestApp({
      database: t.database,
      configure: (config) => {
        config.mediaConcurrency = 1;
      },
    });
    try {
      const images = await Promise.all([0, 1, 2, 3].map(() => noisyJpeg(1600, 1200)));
      // sharp counts the images it is working on; sample it while four uploads run together.
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, sharp.counters().process);
      }, 1);
      const answers = await Promise.all(
        images.map((bytes) => upload(pooled, access, { bytes, name: 'a.jpg', type: 'image/jpeg' })),
      );
      clearInterval(sampler);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(peak).toBe(1);
    } finally {
      await pooled.app.close();
    }
  });

  it('refuses an empty file with 400', async () => {
    const bytes = new Uint8Array(0);
    expect(
      await refused(t, () => upload(t, access, { bytes, name: 'vide.jpg', type: 'image/jpeg' })),
    ).toEqual({
      status: 400,
      body: {
        error: 'Le fichier est vide.',
        code: 'validation_error',
        details: { file: 'Le fichier est vide.' },
      },
    });
  });

  it('refuses a request without a file with 400', async () => {
    const expected = {
      status: 400,
      body: {
        error: 'Aucun fichier reçu.',
        code: 'validation_error',
        details: { file: 'Aucun fichier reçu.' },
      },
    };
    expect(await refused(t, () => upload(t, access, undefined))).toEqual(expected);
    const json = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/media/upload/',
        headers: { authorization: `Bearer ${access}` },
        payload: { file: 'data:image/png;base64,iVBORw0KGgo=' },
      });
    expect(await refused(t, json)).toEqual(expected);
  });

  it('refuses a file sent under another field name, and two files at once', async () => {
    const bytes = await png(10, 10);
    const elsewhere = await multipart(
      {},
      { field: 'photo', bytes, name: 'a.png', type: 'image/png' },
    );
    const headers = { authorization: `Bearer ${access}` };
    const misnamed = await refused(t, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/media/upload/',
        headers: { ...headers, ...elsewhere.headers },
        payload: elsewhere.payload,
      }),
    );
    expect(misnamed).toMatchObject({ status: 400, body: { error: 'Aucun fichier reçu.' } });
    const two = await multipart(
      {},
      { bytes, name: 'a.png', type: 'image/png' },
      { bytes, name: 'b.png', type: 'image/png' },
    );
    const twice = await refused(t, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/media/upload/',
        headers: { ...headers, ...two.headers },
        payload: two.payload,
      }),
    );
    expect(twice).toMatchObject({
      status: 400,
      body: { error: 'Envoyez un seul fichier à la fois.' },
    });
  });

  it('refuses a resource_type other than image, video or auto with 400', async () => {
    const result = await refused(t, async () =>
      upload(
        t,
        access,
        { bytes: await png(10, 10), name: 'a.png', type: 'image/png' },
        { resource_type: 'raw' },
      ),
    );
    const message = 'Le type de ressource doit être « image », « video » ou « auto ».';
    expect(result).toEqual({
      status: 400,
      body: { error: message, code: 'validation_error', details: { resource_type: message } },
    });
  });

  it('refuses an image sent as a video with 415', async () => {
    const result = await refused(t, async () =>
      upload(
        t,
        access,
        { bytes: await png(10, 10), name: 'a.png', type: 'image/png' },
        { resource_type: 'video' },
      ),
    );
    expect(result).toEqual({
      status: 415,
      body: {
        error: "Ce fichier n'est pas une vidéo acceptée. Formats acceptés : MP4, MOV et WebM.",
        code: 'unsupported_media_type',
      },
    });
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413, naming the limit', async () => {
    const big = await noisyJpeg();
    expect(big.length).toBeGreaterThan(2048);
    const result = await refused(small, () =>
      upload(small, access, { bytes: big, name: 'big.jpg', type: 'image/jpeg' }),
    );
    expect(result).toEqual({
      status: 413,
      body: { error: 'Le fichier dépasse la taille maximale de 2 Ko.', code: 'payload_too_large' },
    });
    // Under the limit, the same app accepts.
    const ok = await upload(small, access, {
      bytes: await png(8, 8),
      name: 'a.png',
      type: 'image/png',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('names the limit in Mo', () => {
    expect(formatLimit(10_485_760)).toBe('10 Mo');
    expect(formatLimit(2_621_440)).toBe('2,5 Mo');
    expect(formatLimit(524_288)).toBe('512 Ko');
  });

  it('refuses a member who is not signed in with 401, before reading the file', async () => {
    const bytes = await png(10, 10);
    for (const token of [undefined, 'not-a-token']) {
      expect(
        await refused(t, () => upload(t, token, { bytes, name: 'a.png', type: 'image/png' })),
      ).toEqual({
        status: 401,
        body: { error: 'Authentification requise.', code: 'unauthorized' },
      });
    }
  });

  it('refuses 401 and leaves no file when the account is gone but its token still runs', async () => {
    const ghost = await createMember(t);
    const session = await signIn(t, ghost);
    await t.database.db.delete(users).where(eq(users.id, session.user.id));
    const result = await refused(t, async () =>
      upload(t, session.access, { bytes: await png(10, 10), name: 'a.png', type: 'image/png' }),
    );
    expect(result).toEqual({
      status: 401,
      body: { error: 'Authentification requise.', code: 'unauthorized' },
    });
  });
});

describe('the service when storage or database fail', () => {
  const service = (storage: MediaStorage, repository: MediaRepository) =>
    createMediaService({ repository, storage, publicUrl: t.config.publicUrl, maxDimension: 2048 });

  it('writes no row when the file cannot be stored', async () => {
    const disk = createDiskMediaStorage(t.config.mediaDir);
    const failing: MediaStorage = { ...disk, put: () => Promise.reject(new Error('disk full')) };
    const rows = await mediaRowCount(t.database);
    await expect(
      service(failing, createMediaRepository(t.database.db)).upload(ownerId, await png(10, 10)),
    ).rejects.toThrow('disk full');
    expect(await mediaRowCount(t.database)).toBe(rows);
  });

  it('deletes the copies already stored when a later put fails: no orphan file, no row', async () => {
    const disk = createDiskMediaStorage(t.config.mediaDir);
    let puts = 0;
    const failing: MediaStorage = {
      ...disk,
      // The copies go first (320, 640, 1080 for this 1200 px image), then the image itself.
      put: (key, bytes, type) =>
        ++puts === 4 ? Promise.reject(new Error('disk full')) : disk.put(key, bytes, type),
    };
    const [rows, files] = [await mediaRowCount(t.database), await listMedia(t)];
    await expect(
      service(failing, createMediaRepository(t.database.db)).upload(ownerId, await png(1200, 800)),
    ).rejects.toThrow('disk full');
    expect(puts).toBe(4);
    expect(await mediaRowCount(t.database)).toBe(rows);
    expect(await listMedia(t)).toEqual(files);
  });

  it('deletes the stored file and its copies when the row cannot be written', async () => {
    const repository = createMediaRepository(t.database.db);
    const broken: MediaRepository = {
      ...repository,
      insert: () => Promise.reject(new Error('connection lost')),
    };
    const disk = createDiskMediaStorage(t.config.mediaDir);
    const stored: string[] = [];
    const watched: MediaStorage = {
      ...disk,
      put: (key, bytes, type) => (stored.push(key), disk.put(key, bytes, type)),
    };
    const files = await listMedia(t);
    await expect(service(watched, broken).upload(ownerId, await png(1200, 800))).rejects.toThrow(
      'connection lost',
    );
    // The image and its three copies were written, then all deleted again.
    expect(stored).toHaveLength(4);
    expect(await listMedia(t)).toEqual(files);
  });
});

describe('GET /media/<key>', () => {
  it('serves with an immutable cache, the right type and nosniff', async () => {
    const { body, served } = await accepted(await png(40, 30), 'a.png', 'image/png');
    expect(served.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-length': String(body.bytes),
    });
    const head = await t.app.inject({ method: 'HEAD', url: new URL(body.secure_url).pathname });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 JSON for unknown keys and anything that is not a plain key', async () => {
    // A real file just outside MEDIA_DIR, and one inside with a name that is not a key.
    await writeFile(path.join(t.dataDir, 'secret.webp'), 'secret');
    await writeFile(path.join(t.config.mediaDir, '.hidden.webp'), 'hidden');
    await writeFile(path.join(t.config.mediaDir, 'page.html'), '<script>alert(1)</script>');
    for (const url of [
      '/media/AAAAAAAAAAAAAAAAAAAAAA.webp',
      '/media/..%2Fsecret.webp',
      '/media/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/%2E%2E%2Fsecret.webp',
      '/media/../secret.webp',
      '/media/.hidden.webp',
      '/media/page.html',
      '/media/x.svg',
      '/media/a%00.webp',
      '/media/',
      '/media/sub/dir.webp',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'Ressource introuvable.', code: 'not_found' });
    }
  });
});

describe('ownedPath', () => {
  it('gives the stored path of the member’s own upload, by path or absolute URL, and null otherwise', async () => {
    const { body } = await accepted(await png(10, 10), 'a.png', 'image/png');
    const pathOnly = new URL(body.secure_url).pathname;
    const service = createMediaService({
      repository: createMediaRepository(t.database.db),
      storage: createDiskMediaStorage(t.config.mediaDir),
      publicUrl: t.config.publicUrl,
      maxDimension: 2048,
    });
    expect(await service.ownedPath(ownerId, body.secure_url)).toBe(pathOnly);
    expect(await service.ownedPath(ownerId, pathOnly)).toBe(pathOnly);
    expect(await service.ownedPath(otherId, body.secure_url)).toBeNull();
    expect(await service.ownedPath(otherId, pathOnly)).toBeNull();
    for (const foreign of [
      `https://evil.example${pathOnly}`,
      `http://koinonia.test.evil.example${pathOnly}`,
      `${body.secure_url}?x=1`,
      `/media/../media/${body.public_id}.webp`,
      'https://res.cloudinary.com/demo/image/upload/sample.jpg',
      '',
    ]) {
      expect(await service.ownedPath(ownerId, foreign), foreign).toBeNull();
    }
    // Another member's own upload is theirs only.
    const theirs = await upload(t, otherAccess, {
      bytes: await png(10, 10),
      name: 'b.png',
      type: 'image/png',
    });
    const theirUrl = theirs.json<MediaUploadResponse>().secure_url;
    expect(await service.ownedPath(otherId, theirUrl)).toBe(new URL(theirUrl).pathname);
    expect(await service.ownedPath(ownerId, theirUrl)).toBeNull();
  });
});
