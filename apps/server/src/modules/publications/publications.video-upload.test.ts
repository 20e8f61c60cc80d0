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
import { mp4, webm } from '../media/media.video-fixtures.ts';
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

const call = (member: Member, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
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
    const url = await uploaded(author, mp4());
    const path = new URL(url).pathname;
    const response = await call(author, 'POST', '/', { type: 'video', video_url: url });
    expect(response.statusCode, response.body).toBe(201);
    const created = publicationSchema.parse(response.json());
    expect(created.video).toEqual({ kind: 'upload', url: path });
    expect(path).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.mp4$/);

    const read = await call(author, 'GET', `/post/${created.id}/`);
    expect(publicationSchema.parse(read.json()).video).toEqual({ kind: 'upload', url: path });
    // The player can seek in it.
    const range = await t.app.inject({ url: path, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(100);
  });

  it('takes the author’s own WebM by its path, with a text', async () => {
    const path = new URL(await uploaded(author, webm())).pathname;
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
    const theirs = await uploaded(other, mp4());
    const image = await uploaded(author, await png(10, 10), 'image');
    const unknown = 'http://koinonia.test/media/AAAAAAAAAAAAAAAAAAAAAA.mp4';
    const elsewhere = `https://exemple.fr${new URL(await uploaded(author, mp4())).pathname}`;
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
    const url = await uploaded(author, webm({ live: false }));
    const response = await call(author, 'PATCH', `/post/${publication.id}/`, { video_url: url });
    expect(response.statusCode, response.body).toBe(200);
    expect(publicationSchema.parse(response.json()).video).toEqual({
      kind: 'upload',
      url: new URL(url).pathname,
    });
  });

  it('refuses another member’s video and leaves the publication as it was', async () => {
    const own = new URL(await uploaded(author, mp4())).pathname;
    const publication = await publish({ video_url: own });
    const theirs = await uploaded(other, mp4());
    const response = await call(author, 'PATCH', `/post/${publication.id}/`, {
      video_url: theirs,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    const read = await call(author, 'GET', `/post/${publication.id}/`);
    expect(publicationSchema.parse(read.json()).video).toEqual({ kind: 'upload', url: own });
  });
});
