/**
 * Publications with an uploaded video: the author's own MP4 or WebM, uploaded through
 * the media module, becomes `{kind: 'upload'}`; anyone else's, or any media URL that is not one
 * of their videos, is refused and nothing is stored.
 */
import { type Publication, publicationSchema } from '@koinonia/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from './publications.schema.ts';
import { createSignedInMember, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { png, PRESET, upload } from '../media/media.fixtures.ts';
import { listMedia } from '../media/media.fixtures.ts';
import { sampleVideo } from '../media/media.clip-fixtures.ts';
import { PUBLICATIONS_TEXTS } from './publications.service.ts';

let t: TestApp;
let author: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  [author, other] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
});
afterAll(() => t.close());

const token = (member: Member) => member.headers.authorization.slice('Bearer '.length);

/** Uploads a file as `member` and returns its absolute URL (the answer's secure_url). */
async function uploaded(member: Member, bytes: Buffer, resourceType = 'video'): Promise<string> {
  const response = await upload(
    t,
    token(member),
    { bytes, name: 'clip', type: 'application/octet-stream' },
    { ...PRESET, resource_type: resourceType },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ secure_url: string }>().secure_url;
}

const call = (
  member: Member,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/publications${url}`,
    headers: member.headers,
    ...(payload ? { payload } : {}),
  });

async function storedBy(member: Member): Promise<number> {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(publications)
    .where(eq(publications.authorId, member.id));
  return row?.value ?? 0;
}

const refusal = {
  error: PUBLICATIONS_TEXTS.badVideo,
  code: 'validation_error',
  details: { video_url: PUBLICATIONS_TEXTS.badVideo },
};

describe('a publication with an uploaded video', () => {
  it('takes the author’s own MP4 by its absolute URL and keeps its path', async () => {
    const url = await uploaded(author, await sampleVideo());
    const path = new URL(url).pathname;
    const response = await call(author, 'POST', '/', { type: 'video', video_url: url });
    expect(response.statusCode, response.body).toBe(201);
    const created = publicationSchema.parse(response.json());
    // The upload's job ran after its request (tests drain the queue): ready, with its poster.
    const ready = {
      kind: 'upload',
      url: path,
      status: 'ready',
      progress: 100,
      poster_url: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{22}-320x240\.webp$/),
      duration: expect.closeTo(1, 0),
      width: 320,
      height: 240,
      failure: null,
    };
    expect(created.video).toEqual(ready);
    expect(path).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.mp4$/);

    const read = await call(author, 'GET', `/post/${created.id}/`);
    expect(publicationSchema.parse(read.json()).video).toEqual(ready);
    // The player can seek in it.
    const range = await t.app.inject({ url: path, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(100);
  });

  it('takes the author’s own WebM by its path, with a text', async () => {
    const path = new URL(await uploaded(author, await sampleVideo({ format: 'webm' }))).pathname;
    const response = await call(author, 'POST', '/', {
      type: 'video',
      text: 'Répétition de la chorale',
      video_url: path,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(publicationSchema.parse(response.json())).toMatchObject({
      text: 'Répétition de la chorale',
      video: { kind: 'upload', url: path },
    });
  });

  it('refuses another member’s video, an unknown one, an image or another host, storing nothing', async () => {
    const theirs = await uploaded(other, await sampleVideo());
    const image = await uploaded(author, await png(10, 10), 'image');
    const unknown = 'http://koinonia.test/media/AAAAAAAAAAAAAAAAAAAAAA.mp4';
    const elsewhere = `https://exemple.fr${new URL(await uploaded(author, await sampleVideo())).pathname}`;
    const before = await storedBy(author);
    for (const video_url of [theirs, new URL(theirs).pathname, unknown, image, elsewhere]) {
      const response = await call(author, 'POST', '/', { type: 'video', video_url });
      expect(response.statusCode, video_url).toBe(400);
      expect(response.json(), video_url).toEqual(refusal);
    }
    expect(await storedBy(author)).toBe(before);
  });

  it('still takes YouTube and Vimeo links as embedded players', async () => {
    const response = await call(author, 'POST', '/', {
      type: 'video',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(publicationSchema.parse(response.json()).video).toEqual({
      kind: 'youtube',
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });
});

describe('editing the video of a publication', () => {
  async function publish(body: object): Promise<Publication> {
    const response = await call(author, 'POST', '/', { type: 'video', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return publicationSchema.parse(response.json());
  }

  it('puts the author’s own uploaded video in place of a link', async () => {
    const publication = await publish({ video_url: 'https://vimeo.com/76979871' });
    const url = await uploaded(
      author,
      await sampleVideo({ format: 'webm', width: 160, height: 120 }),
    );
    const response = await call(author, 'PATCH', `/post/${publication.id}/`, { video_url: url });
    expect(response.statusCode, response.body).toBe(200);
    expect(publicationSchema.parse(response.json()).video).toMatchObject({
      kind: 'upload',
      url: new URL(url).pathname,
      status: 'ready',
      width: 160,
      height: 120,
    });
  });

  it('deletes the files of the video it replaces, once no publication points at it', async () => {
    const before = await listMedia(t);
    const first = new URL(await uploaded(author, await sampleVideo())).pathname;
    const publication = await publish({ video_url: first });
    // A second publication of the same video keeps it through the first's edits.
    const twin = await publish({ video_url: first });
    const withFirst = await listMedia(t);
    const firstFiles = withFirst.filter((file) => !before.includes(file));
    // The MP4 and its poster (320 px wide: no narrower copy).
    expect(firstFiles).toHaveLength(2);
    const second = new URL(await uploaded(author, await sampleVideo({ seconds: 2 }))).pathname;
    const edited = await call(author, 'PATCH', `/post/${publication.id}/`, { video_url: second });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await listMedia(t)).toEqual(expect.arrayContaining(firstFiles));

    // The twin loses it too: nothing points at the first video, its files go.
    const link = await call(author, 'PATCH', `/post/${twin.id}/`, {
      video_url: 'https://vimeo.com/76979871',
    });
    expect(link.statusCode, link.body).toBe(200);
    const after = await listMedia(t);
    for (const file of firstFiles) expect(after).not.toContain(file);
    expect(after.filter((file) => !before.includes(file))).toHaveLength(2);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    // Taken off without a replacement, the second goes as well: the storage is as before.
    const off = await call(author, 'PATCH', `/post/${publication.id}/`, {
      video_url: null,
      text: 'Sans vidéo',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await listMedia(t)).toEqual(before);
  });

  it('refuses another member’s video and leaves the publication as it was', async () => {
    const own = new URL(await uploaded(author, await sampleVideo())).pathname;
    const publication = await publish({ video_url: own });
    const theirs = await uploaded(other, await sampleVideo());
    const response = await call(author, 'PATCH', `/post/${publication.id}/`, {
      video_url: theirs,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    const read = await call(author, 'GET', `/post/${publication.id}/`);
    expect(publicationSchema.parse(read.json()).video).toMatchObject({ kind: 'upload', url: own });
  });
});

describe('a publication whose video is still processed', () => {
  it('shows it processing with its progress, then ready; a failure in French', async () => {
    t.jobs.drainAfterInject = false;
    try {
      const path = new URL(await uploaded(author, await sampleVideo())).pathname;
      const created = await call(author, 'POST', '/', {
        type: 'video',
        video_url: path,
        audience: 'public',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = publicationSchema.parse(created.json()).id;
      const read = async () =>
        publicationSchema.parse((await call(other, 'GET', `/post/${id}/`)).json()).video;
      expect(await read()).toEqual({
        kind: 'upload',
        url: path,
        status: 'processing',
        progress: 0,
        poster_url: null,
        duration: expect.closeTo(1, 0),
        width: 320,
        height: 240,
        failure: null,
      });
      await t.app.jobs.drain();
      expect(await read()).toMatchObject({ status: 'ready', progress: 100 });

      // A video the job gives up on: its card says why, in French.
      const cut = await sampleVideo({ seconds: 2, faststart: true });
      const failing = new URL(await uploaded(author, cut.subarray(0, cut.length >> 1))).pathname;
      const second = await call(author, 'POST', '/', { type: 'video', video_url: failing });
      await t.app.jobs.drain();
      expect(
        publicationSchema.parse(
          (await call(author, 'GET', `/post/${second.json<Publication>().id}/`)).json(),
        ).video,
      ).toMatchObject({
        status: 'failed',
        failure: 'Cette vidéo est illisible ou endommagée.',
        poster_url: null,
      });
    } finally {
      t.jobs.drainAfterInject = true;
    }
  });
});

describe('deleting a publication with an uploaded video', () => {
  it('deletes its transcode, poster and copies: the storage is as before', async () => {
    const before = await listMedia(t);
    const url = await uploaded(author, await sampleVideo({ width: 1280, height: 720 }));
    const created = await call(author, 'POST', '/', {
      type: 'video',
      video_url: url,
      audience: 'public',
    });
    expect(created.statusCode, created.body).toBe(201);
    const made = (await listMedia(t)).filter((file) => !before.includes(file));
    // The MP4, its poster and the poster's copies (320, 640, 1080 px wide).
    expect(made).toHaveLength(5);
    const removed = await call(author, 'DELETE', `/post/${created.json<Publication>().id}/`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await listMedia(t)).toEqual(before);
    expect((await t.app.inject({ url: new URL(url).pathname })).statusCode).toBe(404);
  });
});
