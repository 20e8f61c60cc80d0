/**
 * Who may be tagged on a photo (docs/adr/0018-albums.md, "Image rights"): any member the tagger
 * may see who is shown the photo. The picker (`GET …/items/{itemId}/taggable/?search=`) offers
 * the tagger's friends, a group album's members and an event album's participants, each only
 * if shown the photo; `POST …/tags/` refuses whoever is not shown it.
 */
import type { Album, AlbumItem, AlbumTaggable, Event, Group } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import { ok, refused } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import { albumCalls } from './albums.fixtures.ts';
import { ALBUMS_TEXTS } from './albums.texts.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const { call, createAlbum, addPhotos } = albumCalls(() => t);
const member = (first_name?: string) => createSignedInMember(t, first_name ? { first_name } : {});
const base = (album: Pick<Album, 'id'>, item: Pick<AlbumItem, 'id'>) =>
  `/api/albums/${album.id}/items/${item.id}`;
const taggable = async (who: Member, album: Album, item: AlbumItem, search = '') =>
  ok<AlbumTaggable>(
    await call(who, 'GET', `${base(album, item)}/taggable/?search=${encodeURIComponent(search)}`),
  ).results.map((card) => card.id);
const tag = (who: Member, album: Album, item: AlbumItem, userId: string) =>
  call(who, 'POST', `${base(album, item)}/tags/`, { user_id: userId });
const first = <T>(list: readonly T[]): T => {
  const [value] = list;
  if (value === undefined) throw new Error('empty');
  return value;
};

describe('the tag picker', () => {
  it("offers the tagger's friends who see the photo, by name; others are refused", async () => {
    const [owner, tagger, seer, notSeer, blocked] = await Promise.all([
      member('Odile'),
      member('Thomas'),
      member('Anne'),
      member('Annick'),
      member('Bernard'),
    ]);
    // Anne is the owner's friend too (she sees the friends album); Annick is not.
    for (const m of [tagger, seer, blocked]) await befriend(t, owner, m);
    for (const m of [seer, notSeer, blocked]) await befriend(t, tagger, m);
    await block(t, blocked, tagger);
    const album = await createAlbum(owner);
    const item = first(await addPhotos(owner, album, ['Au sommet']));

    expect((await taggable(tagger, album, item)).sort()).toEqual([owner.id, seer.id].sort());
    expect(await taggable(tagger, album, item, 'ANNE')).toEqual([seer.id]);
    expect(await taggable(tagger, album, item, 'personne')).toEqual([]);
    // Who is not shown the photo is refused, as the picker left them out.
    refused(await tag(tagger, album, item, notSeer.id), 403, ALBUMS_TEXTS.tagNotSeen);
    // Tagged already: no longer offered.
    ok(await tag(tagger, album, item, seer.id), 201);
    expect(await taggable(tagger, album, item)).toEqual([owner.id]);
    // Who does not see the album asks in vain.
    const stranger = await member();
    refused(await call(stranger, 'GET', `${base(album, item)}/taggable/`), 404);
    refused(
      await call(tagger, 'GET', `${base(album, item)}/taggable/?search=${'x'.repeat(101)}`),
      400,
      'La recherche est trop longue.',
    );
  });

  it("offers a group album's members, friends or not; a private group's outsiders are not", async () => {
    const [owner, singer, outsider] = await Promise.all([member(), member(), member()]);
    const open = ok<Group>(await call(owner, 'POST', '/api/groups/', { name: 'Chorale' }), 201);
    const album = await createAlbum(owner, { group_id: open.id });
    const item = first(await addPhotos(owner, album));
    expect(await taggable(owner, album, item)).toEqual([]);
    ok(await call(singer, 'POST', `/api/groups/${open.id}/join/`, {}));
    expect(await taggable(owner, album, item)).toEqual([singer.id]);
    ok(await tag(owner, album, item, singer.id), 201);

    // A friend outside a private group does not see its album: neither offered nor tagged.
    await befriend(t, owner, outsider);
    const closed = ok<Group>(
      await call(owner, 'POST', '/api/groups/', { name: 'Conseil', visibility: 'PRIVATE' }),
      201,
    );
    const hidden = await createAlbum(owner, { group_id: closed.id });
    const secret = first(await addPhotos(owner, hidden));
    expect(await taggable(owner, hidden, secret)).toEqual([]);
    refused(await tag(owner, hidden, secret, outsider.id), 403, ALBUMS_TEXTS.tagNotSeen);
  });

  it("offers an event album's participants", async () => {
    const [owner, participant, interested] = await Promise.all([member(), member(), member()]);
    const event = ok<Event>(
      await call(owner, 'POST', '/api/events/', {
        title: 'Kermesse',
        starts_at: new Date(Date.now() + clock.shift + 2 * HOUR).toISOString(),
        ends_at: new Date(Date.now() + clock.shift + 4 * HOUR).toISOString(),
        location: 'Lyon',
      }),
      201,
    );
    ok(await call(participant, 'POST', `/api/events/${event.id}/rsvp/`, { answer: 'going' }));
    ok(await call(interested, 'POST', `/api/events/${event.id}/rsvp/`, { answer: 'interested' }));
    const album = await createAlbum(owner, { event_id: event.id });
    clock.shift += 3 * HOUR;
    try {
      const item = first(await addPhotos(owner, album));
      expect(await taggable(owner, album, item)).toEqual([participant.id]);
      ok(await tag(owner, album, item, participant.id), 201);
    } finally {
      clock.shift -= 3 * HOUR;
    }
  });
});
