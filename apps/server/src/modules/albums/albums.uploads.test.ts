/**
 * How the item form reads its files (docs/adr/0018-albums.md, "Uploads"): each told by its
 * first bytes, whatever type it was sent as, and a file whose header lies refused by its
 * content (ffprobe for a video, the image decoder for a photo); photos written to the work
 * directory as they arrive, one over MEDIA_MAX_BYTES refused while it is read; a refusal leaves
 * nothing in the storage, the media rows or the work directory, an upload nothing in the last.
 */
import type { AlbumItem } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember } from '../../test/factories.ts';
import { ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleVideo } from '../media/media.clip-fixtures.ts';
import { listMedia, mediaRowCount, noisyJpeg, workFiles } from '../media/media.fixtures.ts';
import { albumCalls } from './albums.fixtures.ts';

/** Small enough that a 400×300 noisy JPEG is over it (about 100 KB), a 120×90 one under. */
const MAX_BYTES = 48 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_MAX_BYTES: String(MAX_BYTES) } });
});
afterAll(() => t.close());

const { createAlbum, send, items } = albumCalls(() => t);
const member = () => createSignedInMember(t);

/** What a refusal must leave as it was: the stored files and the media rows. */
const storage = async () => ({ files: await listMedia(t), rows: await mediaRowCount(t.database) });

describe('a file of the item form is told by its bytes', () => {
  it('takes a video sent as application/octet-stream as a video', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const [added] = ok<AlbumItem[]>(
      await send(owner, album, [
        { bytes: await sampleVideo(), name: 'Clip', type: 'application/octet-stream' },
      ]),
      201,
    );
    expect(added).toMatchObject({ kind: 'video', status: 'processing' });
    const [read] = await items(owner, album);
    expect(read).toMatchObject({ kind: 'video', status: 'ready', width: 320, height: 240 });
    expect(await workFiles(t)).toEqual([]);
  });

  it('takes an image sent as video/mp4 as a photo', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const [added] = ok<AlbumItem[]>(
      await send(owner, album, [
        { bytes: await noisyJpeg(120, 90), name: 'Photo', type: 'video/mp4' },
      ]),
      201,
    );
    expect(added).toMatchObject({ kind: 'photo', width: 120, height: 90 });
    expect(added?.url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}-120x90\.webp\?e=/);
    expect(await workFiles(t)).toEqual([]);
  });

  it('refuses a file that is neither, naming what an album takes', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const before = await listMedia(t);
    const response = await send(owner, album, [
      { bytes: Buffer.from('ni photo ni vidéo '.repeat(300)), name: 'Texte', type: 'video/mp4' },
    ]);
    refused(
      response,
      415,
      "Ce type de fichier n'est pas accepté. Formats acceptés : JPEG, PNG, WebP, GIF, AVIF, MP4, MOV et WebM.",
    );
    expect(response.json()).toMatchObject({ details: { upload_error: 'file-invalid-type' } });
    expect(await listMedia(t)).toEqual(before);
    expect(await workFiles(t)).toEqual([]);
  });
});

describe('a file whose bytes are not what its header says', () => {
  it('refuses an MP4 header followed by no video (a renamed file), in French, keeping nothing', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const before = await storage();
    // The first bytes say MP4 (the sniffer takes it for a video); ffprobe finds no video.
    const fake = Buffer.concat([(await sampleVideo()).subarray(0, 32), Buffer.alloc(5000, 7)]);
    const response = await send(owner, album, [
      { bytes: await noisyJpeg(120, 90), name: 'Bonne', type: 'image/jpeg' },
      { bytes: fake, name: 'IMG_0002.MOV', type: 'video/quicktime' },
    ]);
    refused(
      response,
      415,
      "Ce fichier n'est pas une vidéo acceptée. Formats acceptés : MP4, MOV et WebM.",
    );
    expect(response.json()).toMatchObject({ details: { upload_error: 'file-invalid-type' } });
    expect(await items(owner, album)).toEqual([]);
    expect(await storage()).toEqual(before);
    expect(await workFiles(t)).toEqual([]);
  });

  it('refuses a damaged photo (a JPEG header, then noise), in French, keeping nothing', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const before = await storage();
    const damaged = Buffer.concat([
      (await noisyJpeg(120, 90)).subarray(0, 64),
      Buffer.alloc(4000, 9),
    ]);
    const response = await send(owner, album, [
      { bytes: await sampleVideo(), name: 'Clip', type: 'video/mp4' },
      { bytes: damaged, name: 'Abîmée', type: 'image/jpeg' },
    ]);
    refused(response, 400, 'Cette image est illisible ou endommagée.');
    expect(await items(owner, album)).toEqual([]);
    expect(await storage()).toEqual(before);
    expect(await workFiles(t)).toEqual([]);
  });
});

describe('photos are written to the work directory as they arrive', () => {
  it('refuses a photo over MEDIA_MAX_BYTES while it is read (413), keeping nothing of the form', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const before = await storage();
    const big = await noisyJpeg(400, 300);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    // A photo and a video before it are read, stored or staged, then deleted again.
    const response = await send(owner, album, [
      { bytes: await noisyJpeg(120, 90), name: 'Petite', type: 'image/jpeg' },
      { bytes: await sampleVideo(), name: 'Clip', type: 'video/mp4' },
      { bytes: big, name: 'Grande', type: 'image/jpeg' },
    ]);
    refused(response, 413, 'Le fichier dépasse la taille maximale de 48 Ko.');
    expect(response.json()).toMatchObject({ details: { upload_error: 'file-too-large' } });
    expect(await items(owner, album)).toEqual([]);
    expect(await storage()).toEqual(before);
    expect(await workFiles(t)).toEqual([]);
  });

  it('stores photos under the limit and leaves no work file', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const added = ok<AlbumItem[]>(
      await send(owner, album, [
        { bytes: await noisyJpeg(120, 90), name: 'Une', type: 'image/jpeg' },
        { bytes: await noisyJpeg(121, 90), name: 'Deux', type: 'image/jpeg' },
      ]),
      201,
    );
    expect(added.map((item) => [item.kind, item.caption])).toEqual([
      ['photo', 'Une'],
      ['photo', 'Deux'],
    ]);
    expect(await workFiles(t)).toEqual([]);
  });

  it('writes nothing of a file sent by who may not add', async () => {
    const [owner, stranger] = await Promise.all([member(), member()]);
    const album = await createAlbum(owner, { audience: 'public' });
    const before = await listMedia(t);
    const response = await send(stranger, album, [
      { bytes: await noisyJpeg(120, 90), name: 'Photo', type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(403);
    expect(await listMedia(t)).toEqual(before);
    expect(await workFiles(t)).toEqual([]);
  });
});
