/**
 * The albums API (docs/adr/0018-albums.md): audiences × blocks on albums, items and files;
 * contributors; removals; the order; uploads (the spec's codes, all or nothing); each item's
 * thread; no orphan file; French validation errors that change nothing.
 */
import type { Album, AlbumItem, AlbumItemPage, AlbumPage, Event, Group } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { HTML, listMedia, multipart, noisyJpeg, png } from '../media/media.fixtures.ts';
import { ALBUMS_TEXTS } from './albums.texts.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const call = caller(() => t);
const member = () => createSignedInMember(t);
const HOUR = 3_600_000;

async function createAlbum(owner: Member, body: object = {}): Promise<Album> {
  return ok<Album>(
    await call(owner, 'POST', '/api/albums/', {
      title: 'Pèlerinage',
      audience: 'friends',
      ...body,
    }),
    201,
  );
}

const jpeg = async (n = 0) => ({
  bytes: await noisyJpeg(200 + n, 150),
  name: `photo-${n}.jpg`,
  type: 'image/jpeg',
  field: 'files',
});

async function addFiles(
  who: Member,
  album: Pick<Album, 'id'>,
  files: { bytes: Uint8Array; name: string; type: string; field?: string }[],
  fields: Record<string, string> = {},
) {
  const body = await multipart(fields, ...files);
  return t.app.inject({
    method: 'POST',
    url: `/api/albums/${album.id}/items/`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

async function addPhotos(who: Member, album: Pick<Album, 'id'>, count = 1): Promise<AlbumItem[]> {
  const files = await Promise.all(Array.from({ length: count }, (_, i) => jpeg(i)));
  return ok<AlbumItem[]>(await addFiles(who, album, files), 201);
}

const items = async (who: Member, album: Pick<Album, 'id'>) =>
  ok<AlbumItemPage>(await call(who, 'GET', `/api/albums/${album.id}/items/`)).results;
const tab = async (who: Member, query: string) =>
  ok<AlbumPage>(await call(who, 'GET', `/api/albums/?${query}`)).results.map((a) => a.id);
const file = (url: string) => t.app.inject({ method: 'GET', url });
const withoutSignature = (url: string) => url.slice(0, url.indexOf('?'));

describe('audiences and blocks', () => {
  it('hold on the album, its items, its files and the lists', async () => {
    const [owner, friend, stranger, blocked] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
    ]);
    await befriend(t, owner, friend);
    await befriend(t, owner, blocked);
    await block(t, owner, blocked);
    const album = await createAlbum(owner);
    const [item] = await addPhotos(owner, album);
    if (!item) throw new Error('no item');

    for (const [viewer, seen] of [
      [owner, true],
      [friend, true],
      [stranger, false],
      [blocked, false],
    ] as const) {
      expect((await call(viewer, 'GET', `/api/albums/${album.id}/`)).statusCode).toBe(
        seen ? 200 : 404,
      );
      expect((await call(viewer, 'GET', `/api/albums/${album.id}/items/`)).statusCode).toBe(
        seen ? 200 : 404,
      );
      // The item's thread follows the album's audience.
      expect(
        (await call(viewer, 'GET', `/api/publications/post/${item.publication_id}/comments/`))
          .statusCode,
      ).toBe(seen ? 200 : 404);
    }
    expect(await tab(friend, 'tab=friends')).toContain(album.id);
    expect(await tab(blocked, 'tab=friends')).not.toContain(album.id);
    expect(await tab(owner, 'tab=mine')).toEqual([album.id]);

    // The file: only on its signed address, and the copies on the image's signature.
    expect((await file(item.url)).statusCode).toBe(200);
    expect((await file(withoutSignature(item.url))).statusCode).toBe(404);
    expect((await file(`${withoutSignature(item.url)}?e=9999999999&s=forged`)).statusCode).toBe(
      404,
    );
    const seenAlbum = ok<Album>(await call(friend, 'GET', `/api/albums/${album.id}/`));
    expect(seenAlbum.image).toBe(item.url);
    expect(seenAlbum.count).toBe(1);
    // An address expires: the clock moves past it.
    clock.shift += 8 * HOUR;
    expect((await file(item.url)).statusCode).toBe(404);
    clock.shift -= 8 * HOUR;

    // Made private, it leaves the friend, and so does its thread.
    ok(await call(owner, 'PATCH', `/api/albums/${album.id}/`, { audience: 'private' }));
    refused(await call(friend, 'GET', `/api/albums/${album.id}/`), 404);
    refused(await call(friend, 'GET', `/api/publications/post/${item.publication_id}/`), 404);
  });

  it('hides the items of a contributor a block stands between, and a public album to the blocked', async () => {
    const [owner, contributor, viewer] = await Promise.all([member(), member(), member()]);
    await befriend(t, owner, contributor);
    const album = await createAlbum(owner, { audience: 'public', contributors: 'members' });
    await addPhotos(owner, album);
    await addPhotos(contributor, album);
    expect(await items(viewer, album)).toHaveLength(2);
    await block(t, viewer, contributor);
    const shown = await items(viewer, album);
    expect(shown.map((i) => i.added_by.id)).toEqual([owner.id]);
    expect(ok<Album>(await call(viewer, 'GET', `/api/albums/${album.id}/`)).count).toBe(1);
    await block(t, owner, viewer);
    refused(await call(viewer, 'GET', `/api/albums/${album.id}/`), 404);
  });

  it("a group's album is its readers'; an event's waits for the start and its participants", async () => {
    const [owner, joiner, outsider] = await Promise.all([member(), member(), member()]);
    const group = ok<Group>(
      await call(owner, 'POST', '/api/groups/', { name: 'Chorale', visibility: 'PRIVATE' }),
      201,
    );
    const album = await createAlbum(owner, { group_id: group.id, contributors: 'members' });
    expect(album.audience).toBe('group');
    refused(await call(outsider, 'GET', `/api/albums/${album.id}/`), 404);
    expect(await tab(owner, `group=${group.id}`)).toEqual([album.id]);
    expect(await tab(owner, 'tab=groups')).toContain(album.id);
    refused(await addFiles(outsider, album, [await jpeg()]), 404);
    void joiner;

    const event = ok<Event>(
      await call(owner, 'POST', '/api/events/', {
        title: 'Kermesse',
        starts_at: new Date(Date.now() + clock.shift + 2 * HOUR).toISOString(),
        ends_at: new Date(Date.now() + clock.shift + 4 * HOUR).toISOString(),
        location: 'Lyon',
      }),
      201,
    );
    const participant = await member();
    ok(await call(participant, 'POST', `/api/events/${event.id}/rsvp/`, { answer: 'going' }));
    const eventAlbum = await createAlbum(owner, { event_id: event.id, contributors: 'members' });
    refused(await addFiles(owner, eventAlbum, [await jpeg()]), 409, ALBUMS_TEXTS.notStarted);
    clock.shift += 3 * HOUR;
    try {
      await addPhotos(participant, eventAlbum);
      refused(await addFiles(outsider, eventAlbum, [await jpeg()]), 403, ALBUMS_TEXTS.mayNotAdd);
      expect(await tab(outsider, `event=${event.id}`)).toEqual([eventAlbum.id]);
    } finally {
      clock.shift -= 3 * HOUR;
    }
  });
});

describe('contributors and removals', () => {
  it('owner only, or friends; a member removes theirs, the owner anything', async () => {
    const [owner, friend, other] = await Promise.all([member(), member(), member()]);
    await befriend(t, owner, friend);
    await befriend(t, owner, other);
    const album = await createAlbum(owner);
    refused(await addFiles(friend, album, [await jpeg()]), 403, ALBUMS_TEXTS.mayNotAdd);
    ok(await call(owner, 'PATCH', `/api/albums/${album.id}/`, { contributors: 'members' }));
    const [mine] = await addPhotos(friend, album);
    const [others] = await addPhotos(other, album);
    const [owners] = await addPhotos(owner, album);
    if (!mine || !others || !owners) throw new Error('no item');
    const base = `/api/albums/${album.id}/items`;
    refused(await call(friend, 'DELETE', `${base}/${others.id}/`), 403, ALBUMS_TEXTS.itemNotYours);
    refused(await call(friend, 'DELETE', `${base}/${owners.id}/`), 403);
    refused(await call(friend, 'PATCH', `${base}/${others.id}/`, { caption: 'x' }), 403);
    ok(await call(friend, 'DELETE', `${base}/${mine.id}/`), 204);
    ok(await call(owner, 'DELETE', `${base}/${others.id}/`), 204);
    expect((await items(owner, album)).map((i) => i.id)).toEqual([owners.id]);
    refused(await call(friend, 'DELETE', `/api/albums/${album.id}/`), 403, ALBUMS_TEXTS.notOwner);
    // The thread is removed through the album only.
    refused(await call(owner, 'DELETE', `/api/publications/post/${owners.publication_id}/`), 403);
  });
});

describe('order, captions and validation', () => {
  it('the owner sets the order with every id once; bad input changes nothing', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const added = await addPhotos(owner, album, 3);
    const ids = added.map((i) => i.id);
    const reversed = [...ids].reverse();
    const page = ok<AlbumItemPage>(
      await t.app.inject({
        method: 'PUT',
        url: `/api/albums/${album.id}/order/`,
        headers: owner.headers,
        payload: { items: reversed },
      }),
    );
    expect(page.results.map((i) => i.id)).toEqual(reversed);
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/albums/${album.id}/order/`,
        headers: owner.headers,
        payload: body,
      });
    refused(await put({ items: reversed.slice(1) }), 400, ALBUMS_TEXTS.badOrder);
    refused(await put({ items: [...reversed.slice(1), reversed[1]] }), 400, ALBUMS_TEXTS.badOrder);
    expect((await items(owner, album)).map((i) => i.id)).toEqual(reversed);

    refused(
      await call(owner, 'PATCH', `/api/albums/${album.id}/`, { title: '  ' }),
      400,
      'Le titre est obligatoire.',
    );
    refused(await call(owner, 'PATCH', `/api/albums/${album.id}/`, { audience: 'tous' }), 400);
    expect(ok<Album>(await call(owner, 'GET', `/api/albums/${album.id}/`)).title).toBe(
      'Pèlerinage',
    );
    refused(
      await call(owner, 'POST', '/api/albums/', { title: '' }),
      400,
      'Le titre est obligatoire.',
    );

    const [first] = added;
    if (!first) throw new Error('no item');
    const edited = ok<AlbumItem>(
      await call(owner, 'PATCH', `/api/albums/${album.id}/items/${first.id}/`, {
        caption: 'Au sommet',
        alt: 'Trois pèlerins devant la basilique',
      }),
    );
    expect([edited.caption, edited.alt]).toEqual([
      'Au sommet',
      'Trois pèlerins devant la basilique',
    ]);
    ok(await call(owner, 'PATCH', `/api/albums/${album.id}/`, { cover_item_id: first.id }));
    expect(ok<Album>(await call(owner, 'GET', `/api/albums/${album.id}/`)).image).toBe(first.url);
  });
});

describe('uploads', () => {
  it('gives the spec codes, and a refused file leaves nothing behind', async () => {
    const owner = await member();
    const album = await createAlbum(owner);
    const before = await listMedia(t);
    const tooMany = await addFiles(
      owner,
      album,
      await Promise.all(Array.from({ length: 16 }, (_, i) => jpeg(i))),
    );
    refused(tooMany, 400, ALBUMS_TEXTS.tooManyFiles);
    expect(tooMany.json<{ details: Record<string, string> }>().details.upload_error).toBe(
      'too-many-files',
    );

    // A good file then a page of HTML: neither stays.
    const invalid = await addFiles(owner, album, [
      await jpeg(),
      { bytes: HTML, name: 'page.jpg', type: 'image/jpeg', field: 'files' },
    ]);
    refused(invalid, 415);
    expect(invalid.json<{ details: Record<string, string> }>().details.upload_error).toBe(
      'file-invalid-type',
    );

    const empty = await addFiles(owner, album, [
      { bytes: new Uint8Array(), name: 'x.png', type: 'image/png', field: 'files' },
    ]);
    refused(empty, 400, ALBUMS_TEXTS.fileTooSmall);
    expect(empty.json<{ details: Record<string, string> }>().details.upload_error).toBe(
      'file-too-small',
    );

    expect(await listMedia(t)).toEqual(before);
    expect(await items(owner, album)).toEqual([]);

    // Fifteen at once, with captions and alt texts in order; EXIF gone, copies made.
    const fifteen = await addFiles(
      owner,
      album,
      await Promise.all(Array.from({ length: 15 }, (_, i) => jpeg(i))),
      { caption: 'Première', alt: 'Une cour pavée' },
    );
    const added = ok<AlbumItem[]>(fifteen, 201);
    expect(added).toHaveLength(15);
    expect([added[0]?.caption, added[0]?.alt, added[1]?.caption]).toEqual([
      'Première',
      'Une cour pavée',
      '',
    ]);
    expect(added[0]?.url).toMatch(/^\/media\/[\w-]+-\d+x\d+\.webp\?e=\d+&s=[\w-]+$/);
  });
});

describe('threads and deletion', () => {
  it('each item has the publications own thread, never listed; deleting leaves no orphan', async () => {
    const [owner, friend] = await Promise.all([member(), member()]);
    await befriend(t, owner, friend);
    const before = await listMedia(t);
    const album = await createAlbum(owner, { contributors: 'members' });
    const added = [...(await addPhotos(owner, album, 2)), ...(await addPhotos(friend, album))];
    expect((await listMedia(t)).length).toBeGreaterThan(before.length);
    const [item] = added;
    if (!item) throw new Error('no item');
    ok(
      await call(friend, 'POST', `/api/publications/post/${item.publication_id}/comments/`, {
        text: 'Magnifique !',
      }),
      201,
    );
    ok(
      await call(friend, 'POST', `/api/publications/post/${item.publication_id}/react/`, {
        kind: 'amen',
      }),
    );
    const seen = ok<AlbumItem[]>(
      await call(owner, 'GET', `/api/albums/${album.id}/items/`).then((r) => ({
        ...r,
        json: <T>() => r.json<AlbumItemPage>().results as T,
      })),
    );
    expect(seen[0]).toMatchObject({ likes: 1, comments: 1 });
    expect(ok<Album>(await call(owner, 'GET', `/api/albums/${album.id}/`))).toMatchObject({
      likes: 1,
      comments: 1,
      count: 3,
      video_count: 0,
    });
    // Not in the feed, the author's profile, nor among the publication types.
    const feed = ok<{ results: { id: string }[] }>(await call(friend, 'GET', '/api/publications/'));
    expect(feed.results.map((p) => p.id)).not.toContain(item.publication_id);
    const types = ok<{ code: string }[]>(await call(owner, 'GET', '/api/publications/post-types/'));
    expect(types.map((type) => type.code)).not.toContain('album');
    // An album file cannot be pointed at from a publication (it would outlive the album).
    refused(
      await call(owner, 'POST', '/api/publications/', {
        text: 'x',
        photos: [withoutSignature(item.url)],
      }),
      400,
    );

    const [second] = added.slice(1);
    if (!second) throw new Error('no item');
    ok(await call(owner, 'DELETE', `/api/albums/${album.id}/items/${second.id}/`), 204);
    refused(await call(friend, 'GET', `/api/publications/post/${second.publication_id}/`), 404);
    ok(await call(owner, 'DELETE', `/api/albums/${album.id}/`), 204);
    expect(await listMedia(t)).toEqual(before);
    refused(await call(friend, 'GET', `/api/publications/post/${item.publication_id}/`), 404);
    refused(await call(owner, 'GET', `/api/albums/${album.id}/`), 404);
  });
});

describe('personal data', () => {
  it('exports the albums and items, and erases them with their threads', async () => {
    const [owner, friend] = await Promise.all([member(), member()]);
    await befriend(t, owner, friend);
    const album = await createAlbum(owner, { contributors: 'members' });
    await addPhotos(owner, album);
    const [friends] = await addPhotos(friend, album);
    const albums = t.app.services.albums;
    const exported = await albums.exportOf(owner.id);
    expect(exported.albums).toHaveLength(1);
    expect(exported.items).toHaveLength(1);
    // Tagged by the owner: in the friend's export, as a tag on them.
    ok(
      await call(owner, 'POST', `/api/albums/${album.id}/items/${friends?.id}/tags/`, {
        user_id: friend.id,
      }),
      201,
    );
    expect((await albums.exportOf(friend.id)).tags).toMatchObject([{ on_me: true, by_me: false }]);
    await albums.eraseOf(friend.id);
    expect(await items(owner, album)).toHaveLength(1);
    refused(await call(owner, 'GET', `/api/publications/post/${friends?.publication_id}/`), 404);
    void png;
  });
});
