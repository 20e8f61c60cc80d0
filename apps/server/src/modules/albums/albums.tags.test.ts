/**
 * Who may be tagged on a photo (docs/adr/0018-albums.md, "Image rights"): any member the tagger
 * may see who is shown the photo, the tagger too. The picker
 * (`GET …/items/{itemId}/taggable/?search=`) offers them by name, the tagger first, then those
 * near the album (its owner, friends, its group's members or its event's participants);
 * `POST …/tags/` refuses whoever is not shown it. The members' names are the test's own, so the
 * others this file makes never match.
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
const member = (first_name?: string, last_name?: string) =>
  createSignedInMember(t, {
    ...(first_name ? { first_name } : {}),
    ...(last_name ? { last_name } : {}),
  });
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
  it('offers the tagger, then who sees the photo, by name; others are refused', async () => {
    const [owner, tagger, seer, notSeer, blocked, ownersFriend] = await Promise.all([
      member('Odile', 'Vercors'),
      member('Thomas', 'Vercors'),
      member('Anne', 'Vercors'),
      member('Annick', 'Vercors'),
      member('Bernard', 'Vercors'),
      member('Colette', 'Vercors'),
    ]);
    // Anne is the owner's friend too (she sees the friends album); Annick is not. Colette is
    // the owner's friend only: the tagger may see her, she sees the photo.
    for (const m of [tagger, seer, blocked, ownersFriend]) await befriend(t, owner, m);
    for (const m of [seer, notSeer, blocked]) await befriend(t, tagger, m);
    await block(t, blocked, tagger);
    const album = await createAlbum(owner);
    const item = first(await addPhotos(owner, album, ['Au sommet']));

    expect(await taggable(tagger, album, item)).toEqual([
      tagger.id,
      seer.id,
      ownersFriend.id,
      owner.id,
    ]);
    expect(await taggable(tagger, album, item, 'ANNE')).toEqual([seer.id]);
    expect(await taggable(tagger, album, item, 'personne')).toEqual([]);
    // Who is not shown the photo is refused, as the picker left them out.
    refused(await tag(tagger, album, item, notSeer.id), 403, ALBUMS_TEXTS.tagNotSeen);
    // Tagged already (oneself too): no longer offered.
    ok(await tag(tagger, album, item, seer.id), 201);
    ok(await tag(tagger, album, item, tagger.id), 201);
    expect(await taggable(tagger, album, item)).toEqual([ownersFriend.id, owner.id]);
    // Who does not see the album asks in vain.
    const stranger = await member();
    refused(await call(stranger, 'GET', `${base(album, item)}/taggable/`), 404);
    refused(
      await call(tagger, 'GET', `${base(album, item)}/taggable/?search=${'x'.repeat(101)}`),
      400,
      'La recherche est trop longue.',
    );
  });

  it("a public album's photo: any member found by name, those near the album first; never across a block, nor an unverified account", async () => {
    const [owner, tagger, friend, stranger, blocksTagger, blocksOwner] = await Promise.all([
      member('Odile', 'Lointain'),
      member('Thomas', 'Lointain'),
      member('Zoé', 'Lointain'),
      member('Alice', 'Lointain'),
      member('Bruno', 'Lointain'),
      member('Claire', 'Lointain'),
    ]);
    await createSignedInMember(t, {
      first_name: 'Denis',
      last_name: 'Lointain',
      verified: false,
    });
    await befriend(t, tagger, friend);
    await block(t, blocksTagger, tagger);
    await block(t, blocksOwner, owner);
    const album = await createAlbum(owner, { audience: 'public' });
    const item = first(await addPhotos(owner, album));

    // The tagger, the owner and the tagger's friend (near, by name), then the stranger; not Denis
    // (unverified), nor Bruno (blocks the tagger), nor Claire (blocks the owner: not shown it).
    expect(await taggable(tagger, album, item, 'lointain')).toEqual([
      tagger.id,
      owner.id,
      friend.id,
      stranger.id,
    ]);
    ok(await tag(tagger, album, item, stranger.id), 201);
    // Who blocks the owner does not see the album: refused as the picker left them out.
    refused(await tag(tagger, album, item, blocksOwner.id), 403, ALBUMS_TEXTS.tagNotSeen);
    refused(await tag(tagger, album, item, blocksTagger.id), 400, ALBUMS_TEXTS.memberNotFound);
  });

  it("a private group's album: its members, friends or not; its outsiders are not offered", async () => {
    const [owner, singer, outsider] = await Promise.all([
      member('Odile', 'Conseil'),
      member('Paul', 'Conseil'),
      member('Agathe', 'Conseil'),
    ]);
    await befriend(t, owner, outsider);
    const closed = ok<Group>(
      await call(owner, 'POST', '/api/groups/', {
        name: 'Conseil',
        visibility: 'PRIVATE',
        join_rule: 'REQUEST',
      }),
      201,
    );
    const hidden = await createAlbum(owner, { group_id: closed.id });
    const secret = first(await addPhotos(owner, hidden));
    expect(await taggable(owner, hidden, secret, 'conseil')).toEqual([owner.id]);
    refused(await tag(owner, hidden, secret, outsider.id), 403, ALBUMS_TEXTS.tagNotSeen);
    refused(await tag(owner, hidden, secret, singer.id), 403, ALBUMS_TEXTS.tagNotSeen);
    // Paul joins: a member of the group, not the owner's friend, he is offered.
    ok(await call(singer, 'POST', `/api/groups/${closed.id}/join/`, {}));
    ok(
      await call(owner, 'POST', `/api/groups/${closed.id}/members/${singer.id}/`, {
        action: 'accept',
      }),
    );
    expect(await taggable(owner, hidden, secret, 'conseil')).toEqual([owner.id, singer.id]);
    ok(await tag(owner, hidden, secret, singer.id), 201);
  });

  it("offers an event album's participants", async () => {
    const [owner, participant] = await Promise.all([
      member('Odile', 'Kermesse'),
      member('Jules', 'Kermesse'),
    ]);
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
    const album = await createAlbum(owner, { event_id: event.id });
    clock.shift += 3 * HOUR;
    try {
      const item = first(await addPhotos(owner, album));
      expect(await taggable(owner, album, item, 'kermesse')).toEqual([owner.id, participant.id]);
      ok(await tag(owner, album, item, participant.id), 201);
    } finally {
      clock.shift -= 3 * HOUR;
    }
  });
});
