/**
 * Videos in albums (docs/adr/0018-albums.md, docs/adr/0017-video-pipeline.md): a video sent
 * beside photos goes through the media module's pipeline (real clips, real ffmpeg), is an item
 * of kind video with its state and its signed poster; its poster and transcode are served only
 * signed; a refused video leaves nothing; deleting the item deletes every file it made; the ZIP
 * holds the transcode.
 */
import { type Album, albumItemSchema, type AlbumItem } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type Member } from '../../test/factories.ts';
import { ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleVideo } from '../media/media.clip-fixtures.ts';
import { listMedia, noisyJpeg } from '../media/media.fixtures.ts';
import { unzip } from '../../test/unzip.ts';
import { albumCalls } from './albums.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, createAlbum, send, items } = albumCalls(() => t);
const member = () => createSignedInMember(t);
const plain = (url: string) => url.slice(0, url.indexOf('?'));
const get = (url: string) => t.app.inject({ method: 'GET', url });

/**
 * The items as read after the upload: its answer came before the transcode, whose job the
 * test app worked once the request was answered (ADR 0017's job).
 */
const transcoded = (who: Member, album: Pick<Album, 'id'>) => items(who, album);

async function clipAndPhoto() {
  return [
    { bytes: await noisyJpeg(200, 150), name: 'Le chœur', type: 'image/jpeg' },
    { bytes: await sampleVideo({ format: 'mov' }), name: 'La procession', type: 'video/quicktime' },
  ];
}

describe('a video in an album', () => {
  it('is added beside a photo, in order, with its state and a signed poster', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const added = ok<AlbumItem[]>(await send(owner, album, await clipAndPhoto()), 201);
    expect(added.map((item) => [item.kind, item.caption])).toEqual([
      ['photo', 'Le chœur'],
      ['video', 'La procession'],
    ]);
    // The answer comes before the transcode: processing.
    expect(added[1]).toMatchObject({ status: 'processing', poster_url: null, failure: null });
    expect(added[0]).not.toHaveProperty('status');
    // The job ran after the request (tests drain the queue): ready, 320×240, about 1 s.
    const video = albumItemSchema.parse((await transcoded(owner, album))[1]);
    expect(video).toMatchObject({
      status: 'ready',
      progress: 100,
      width: 320,
      height: 240,
      failure: null,
    });
    expect(video.duration).toBeCloseTo(1, 0);
    expect(video.url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.mp4\?e=\d+&s=/);
    expect(video.poster_url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}-320x240\.webp\?e=\d+&s=/);
    // The album's cover is a picture, not the MP4.
    const read = ok<Album>(await call(owner, 'GET', `/api/albums/${album.id}/`));
    expect(read.image).toMatch(/\.webp\?e=/);
    // Counted apart, so the card says '1 photo · 1 vidéo'.
    expect(read).toMatchObject({ count: 2, video_count: 1 });
  });

  it('serves its poster and transcode only on their signed addresses', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    ok(
      await send(owner, album, [{ bytes: await sampleVideo(), name: 'Clip', type: 'video/mp4' }]),
      201,
    );
    const [video] = await transcoded(owner, album);
    const poster = video?.poster_url ?? '';
    for (const url of [poster, video?.url ?? '']) {
      expect((await get(url)).statusCode, url).toBe(200);
      expect((await get(plain(url))).statusCode, url).toBe(404);
    }
    expect((await get(poster)).headers['content-type']).toBe('image/webp');
  });

  it('refuses a batch whose video is not one, leaving nothing behind', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const before = await listMedia(t);
    const response = await send(owner, album, [
      { bytes: await sampleVideo({ seconds: 2 }), name: 'Bonne', type: 'video/mp4' },
      { bytes: await noisyJpeg(120, 90), name: 'Photo', type: 'image/jpeg' },
      { bytes: Buffer.from('pas une vidéo du tout'.repeat(300)), name: 'Faux', type: 'video/mp4' },
    ]);
    // Not a video by its bytes, whatever its type: refused as neither a photo nor a video.
    refused(
      response,
      415,
      "Ce type de fichier n'est pas accepté. Formats acceptés : JPEG, PNG, WebP, GIF, AVIF, MP4, MOV et WebM.",
    );
    expect(response.json()).toMatchObject({ details: { upload_error: 'file-invalid-type' } });
    expect(await items(owner, album)).toEqual([]);
    expect(await listMedia(t)).toEqual(before);
  });

  it('refuses a video from who may not add, storing nothing', async () => {
    const [owner, stranger] = await Promise.all([member(), member()]);
    const album = await createAlbum(owner, { audience: 'public' });
    const before = await listMedia(t);
    const response = await send(stranger, album, [
      { bytes: await sampleVideo(), name: 'Clip', type: 'video/mp4' },
    ]);
    expect(response.statusCode).toBe(403);
    expect(await listMedia(t)).toEqual(before);
  });

  it('when deleted, takes its transcode, poster and copies with it', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const before = await listMedia(t);
    ok(
      await send(owner, album, [{ bytes: await sampleVideo(), name: 'Clip', type: 'video/mp4' }]),
      201,
    );
    const [video] = await transcoded(owner, album);
    const during = await listMedia(t);
    expect(during).toContain(plain(video?.url ?? '').slice('/media/'.length));
    expect(during).toContain(plain(video?.poster_url ?? '').slice('/media/'.length));
    expect(during.length).toBeGreaterThan(before.length + 1);
    const removed = await call(owner, 'DELETE', `/api/albums/${album.id}/items/${video?.id}/`);
    expect(removed.statusCode).toBe(204);
    expect(await listMedia(t)).toEqual(before);
  });

  it('is in the ZIP as its transcoded MP4', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    ok(await send(owner, album, await clipAndPhoto()), 201);
    const added = await transcoded(owner, album);
    const zip = await unzip((await call(owner, 'GET', `/api/albums/${album.id}/zip/`)).rawPayload);
    expect([...zip.keys()]).toEqual(['01 - Le chœur.webp', '02 - La procession.mp4']);
    const served = await get(added[1]?.url ?? '');
    expect(zip.get('02 - La procession.mp4')?.equals(served.rawPayload)).toBe(true);
  });

  it('is left out of the ZIP while it is transcoded', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    t.jobs.drainAfterInject = false;
    try {
      ok(await send(owner, album, await clipAndPhoto()), 201);
      expect((await items(owner, album))[1]?.status).toBe('processing');
      const zip = await unzip(
        (await call(owner, 'GET', `/api/albums/${album.id}/zip/`)).rawPayload,
      );
      expect([...zip.keys()]).toEqual(['01 - Le chœur.webp']);
    } finally {
      t.jobs.drainAfterInject = true;
      await t.app.jobs.drain();
    }
  });
});
