/**
 * An album's files (docs/adr/0018-albums.md): its ZIP (what the asker is shown, named by place
 * and caption, the originals, streamed), the sweep after a group's or an event's deletion (no
 * orphan), an event's album and a group's list, and a member's album photos on their profile.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Album, AlbumPage, AlbumPhotoPage, Event, Group } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../db/sql.ts';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import { ok, refused } from '../../test/http.ts';
import { createTestApp, LIVE, testClock, type TestApp } from '../../test/test-app.ts';
import { listMedia } from '../media/media.fixtures.ts';
import { unzip } from '../../test/unzip.ts';
import { albumCalls } from './albums.fixtures.ts';
import { ALBUMS_TEXTS } from './albums.texts.ts';
import { safeName, zipEntryName } from './albums.zip.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const { call, createAlbum, addPhotos, items } = albumCalls(() => t);
const member = () => createSignedInMember(t);
const HOUR = 3_600_000;
const keyOf = (url: string) => url.slice('/media/'.length, url.indexOf('?'));

describe('the ZIP', () => {
  it('holds the originals the asker is shown, named by place and caption', async () => {
    const [owner, contributor, blocked, friend] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
    ]);
    for (const m of [contributor, blocked, friend]) await befriend(t, owner, m);
    await block(t, friend, blocked);
    const album = await createAlbum(owner, {
      title: 'Retraite / Avent: 2026',
      contributors: 'members',
    });
    const mine = await addPhotos(owner, album, ['Au sommet', 'Vue : Lyon/Fourvière ?']);
    const theirs = await addPhotos(contributor, album, ['']);
    const hidden = await addPhotos(blocked, album, ['Le car']);
    const all = [...mine, ...theirs, ...hidden];
    const ext = (url: string) => url.slice(url.lastIndexOf('.'), url.indexOf('?'));

    const owners = await call(owner, 'GET', `/api/albums/${album.id}/zip/`);
    expect(owners.statusCode).toBe(200);
    expect(owners.headers['content-type']).toBe('application/zip');
    expect(owners.headers['content-disposition']).toBe(
      `attachment; filename="Retraite Avent 2026.zip"; filename*=UTF-8''Retraite%20Avent%202026.zip`,
    );
    const ownersFiles = await unzip(owners.rawPayload);
    expect([...ownersFiles.keys()]).toEqual([
      `01 - Au sommet${ext(all[0]?.url ?? '')}`,
      `02 - Vue Lyon Fourvière${ext(all[1]?.url ?? '')}`,
      `03${ext(all[2]?.url ?? '')}`,
      `04 - Le car${ext(all[3]?.url ?? '')}`,
    ]);
    // The originals: the bytes the signed address serves, not a narrower copy.
    for (const [index, bytes] of [...ownersFiles.values()].entries()) {
      const served = await t.app.inject({ method: 'GET', url: all[index]?.url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(bytes.equals(served.rawPayload)).toBe(true);
    }

    // The friend blocked a contributor: their photo is not in the friend's ZIP.
    const friends = await unzip(
      (await call(friend, 'GET', `/api/albums/${album.id}/zip/`)).rawPayload,
    );
    expect([...friends.keys()].map((name) => name.slice(0, 2))).toEqual(['01', '02', '03']);
    expect([...friends.keys()].some((name) => name.includes('Le car'))).toBe(false);
    // Who does not see the album gets no ZIP.
    refused(await call(await member(), 'GET', `/api/albums/${album.id}/zip/`), 404);
  });

  it('is streamed: sent as it is written, files read one at a time as the archive goes', async () => {
    const owner = await member();
    const album = await createAlbum(owner, { title: 'Gros album' });
    // Large noisy photos, each well past a stream's buffer.
    const added = await addPhotos(owner, album, ['Un', 'Deux', 'Trois'], 900);
    const response = await call(owner, 'GET', `/api/albums/${album.id}/zip/`);
    // No length announced: the reply is a stream, sent chunked as yazl writes it.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');

    // The archive starts before the last file is read: deleted once the first bytes are out,
    // it comes out empty, while the first is whole.
    const { stream } = await t.app.services.albums.zip(owner.id, album.id);
    const chunks: Buffer[] = [];
    const reader = (stream as Readable)[Symbol.asyncIterator]();
    const head = await reader.next();
    chunks.push(head.value as Buffer);
    expect(chunks[0]?.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const last = added.at(-1);
    if (!last) throw new Error('no item');
    await rm(path.join(t.config.mediaDir, keyOf(last.url)));
    for (let next = await reader.next(); !next.done; next = await reader.next()) {
      chunks.push(next.value as Buffer);
    }
    const files = [...(await unzip(Buffer.concat(chunks))).values()];
    expect(files.map((bytes) => bytes.length > 0)).toEqual([true, true, false]);
  });

  it('names entries safely', () => {
    expect(safeName('  ../../etc/passwd  ')).toBe('etc passwd');
    expect(safeName('a\u0000b\nc<>:"|?*d')).toBe('a b c d');
    expect(safeName('x'.repeat(200))).toHaveLength(80);
    const taken = new Set<string>();
    expect(zipEntryName(0, 120, 'Messe', 'k.webp', taken)).toBe('001 - Messe.webp');
    expect(zipEntryName(0, 120, 'Messe', 'k.webp', taken)).toBe('001 - Messe (2).webp');
  });
});

describe('deleting a group or an event', () => {
  it('leaves no orphan file nor thread: the sweep after a cascade, at once after an event', async () => {
    const [owner, participant] = await Promise.all([member(), member()]);
    const before = await listMedia(t);

    // A group's album, the group deleted (its albums' rows go by cascade).
    const group = ok<Group>(
      await call(owner, 'POST', '/api/groups/', { name: 'Chorale', visibility: 'PRIVATE' }),
      201,
    );
    const groupAlbum = await createAlbum(owner, { group_id: group.id });
    const groupItems = await addPhotos(owner, groupAlbum, ['Répétition', 'Concert']);

    // An event's album, filled once it started, the past event then deleted.
    const event = ok<Event>(
      await call(owner, 'POST', '/api/events/', {
        title: 'Kermesse',
        starts_at: new Date(Date.now() + clock.shift + HOUR).toISOString(),
        ends_at: new Date(Date.now() + clock.shift + 2 * HOUR).toISOString(),
        location: 'Lyon',
      }),
      201,
    );
    ok(await call(participant, 'POST', `/api/events/${event.id}/rsvp/`, { answer: 'going' }));
    const eventAlbum = await createAlbum(owner, { event_id: event.id, contributors: 'members' });
    clock.shift += 3 * HOUR;
    const eventItems = [
      ...(await addPhotos(owner, eventAlbum, ['Stand'])),
      ...(await addPhotos(participant, eventAlbum, ['Tombola'])),
    ];
    const threadsLeft = async (items: readonly { publication_id: string }[]) => {
      const ids = JSON.stringify(items.map((item) => item.publication_id));
      const [left] = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from publications
          where id in (select json_array_elements_text(${ids}::json)::uuid)`,
      );
      return left?.n;
    };
    const keyOf = (url: string) => url.slice('/media/'.length, url.indexOf('?'));
    const eventFiles = eventItems.map((item) => keyOf(item.url));
    expect(await listMedia(t)).toEqual(expect.arrayContaining(eventFiles));

    // Groups are archived through the API; a group's row deleted (by hand, or a future path)
    // removes its albums by the cascade, which leaves their files and threads to the sweep.
    await t.database.db.execute(sql`delete from groups where id = ${group.id}::uuid`);
    refused(await call(owner, 'GET', `/api/albums/${groupAlbum.id}/`), 404);
    expect((await listMedia(t)).length).toBeGreaterThan(before.length);
    // The files stay guarded: never served bare.
    const leftFile = groupItems[0]?.url ?? '';
    const bare = leftFile.slice(0, leftFile.indexOf('?'));
    expect((await t.app.inject({ url: bare })).statusCode).toBe(404);
    expect(await t.app.services.albums.sweep()).toBe(2);
    expect(await threadsLeft(groupItems)).toBe(0);

    // An event's deletion is a fact: its album's files and threads go once its job has run,
    // not at the hourly sweep.
    ok(await call(owner, 'DELETE', `/api/events/${event.id}/`), 204);
    refused(await call(owner, 'GET', `/api/albums/${eventAlbum.id}/`), 404);
    await vi.waitFor(async () => {
      const stored = await listMedia(t);
      for (const file of eventFiles) expect(stored).not.toContain(file);
      expect(stored).toEqual(before);
    }, LIVE);
    expect(await threadsLeft(eventItems)).toBe(0);
    // Swept already: nothing more.
    expect(await t.app.services.albums.sweep()).toBe(0);
  });
});

describe("an event's album and a group's albums", () => {
  it('GET /api/events/{id}/album/ answers the one album, or 404; ?group_id= lists a group', async () => {
    const [organiser, outsider] = await Promise.all([member(), member()]);
    const event = ok<Event>(
      await call(organiser, 'POST', '/api/events/', {
        title: 'Veillée',
        starts_at: new Date(Date.now() + clock.shift + HOUR).toISOString(),
        ends_at: new Date(Date.now() + clock.shift + 2 * HOUR).toISOString(),
        location: 'Ligugé',
        audience: 'invited',
      }),
      201,
    );
    refused(
      await call(organiser, 'GET', `/api/events/${event.id}/album/`),
      404,
      ALBUMS_TEXTS.noEventAlbum,
    );
    const album = await createAlbum(organiser, {
      title: 'Photos de l’événement',
      event_id: event.id,
      contributors: 'members',
    });
    expect(ok<Album>(await call(organiser, 'GET', `/api/events/${event.id}/album/`)).id).toBe(
      album.id,
    );
    refused(
      await call(organiser, 'POST', '/api/albums/', { title: 'Encore', event_id: event.id }),
      409,
      ALBUMS_TEXTS.eventHasAlbum,
    );
    refused(await call(outsider, 'GET', `/api/events/${event.id}/album/`), 404);
    refused(await call(organiser, 'GET', '/api/events/nope/album/'), 404);

    const group = ok<Group>(
      await call(organiser, 'POST', '/api/groups/', { name: 'Servants', visibility: 'PRIVATE' }),
      201,
    );
    const groupAlbum = await createAlbum(organiser, { group_id: group.id });
    const listed = ok<AlbumPage>(
      await call(organiser, 'GET', `/api/albums/?group_id=${group.id}`),
    ).results;
    expect(listed.map((a) => a.id)).toEqual([groupAlbum.id]);
    expect(
      ok<AlbumPage>(await call(outsider, 'GET', `/api/albums/?group_id=${group.id}`)).results,
    ).toEqual([]);
  });
});

describe("a member's album photos (their profile's media)", () => {
  it('lists what the viewer is shown: audiences and blocks hold', async () => {
    const [owner, adder, friend, stranger, blocker] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    for (const m of [adder, friend, blocker]) await befriend(t, owner, m);
    const album = await createAlbum(owner, { contributors: 'members' });
    const publicAlbum = await createAlbum(owner, { audience: 'public', contributors: 'members' });
    const [first] = await addPhotos(adder, album, ['Entre amis']);
    const [second] = await addPhotos(adder, publicAlbum, ['Pour tous']);
    const photos = async (who: Member) =>
      ok<AlbumPhotoPage>(await call(who, 'GET', `/api/albums/photos/?member=${adder.id}`)).results;

    expect((await photos(friend)).map((p) => [p.id, p.album.title])).toEqual([
      [second?.id, 'Pèlerinage'],
      [first?.id, 'Pèlerinage'],
    ]);
    expect((await photos(stranger)).map((p) => p.id)).toEqual([second?.id]);
    await block(t, blocker, adder);
    expect(await photos(blocker)).toEqual([]);
    // Pages.
    const page = ok<AlbumPhotoPage>(
      await call(friend, 'GET', `/api/albums/photos/?member=${adder.id}&limit=1`),
    );
    expect(page.results.map((p) => p.id)).toEqual([second?.id]);
    const next = ok<AlbumPhotoPage>(
      await call(
        friend,
        'GET',
        `/api/albums/photos/?member=${adder.id}&limit=1&cursor=${page.next ?? ''}`,
      ),
    );
    expect(next.results.map((p) => p.id)).toEqual([first?.id]);
    refused(await call(friend, 'GET', '/api/albums/photos/?member=x'), 400, 'Membre introuvable.');
    void items;
  });
});
