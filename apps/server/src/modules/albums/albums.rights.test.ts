/**
 * Image rights (docs/adr/0018-albums.md): who may tag whom; the tagged list; untagging; 'Retirer
 * cette photo' hides the photo at once from everyone but who added it and who asked, on every
 * read path (the list, the item, the album's cover and count, the signed files, the ZIP, the
 * member's album photos, its thread); the decision; the notifications, sent and shown only
 * while the photo is seen.
 */
import type { Album, AlbumItem, AlbumPhotoPage } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import { ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listMedia } from '../media/media.fixtures.ts';
import { unzip } from '../../test/unzip.ts';
import { albumCalls } from './albums.fixtures.ts';
import { ALBUMS_TEXTS } from './albums.texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, createAlbum, addPhotos, items, notifications } = albumCalls(() => t);
const member = () => createSignedInMember(t);
const base = (album: Pick<Album, 'id'>, item: Pick<AlbumItem, 'id'>) =>
  `/api/albums/${album.id}/items/${item.id}`;
const tag = (who: Member, album: Album, item: AlbumItem, userId: string) =>
  call(who, 'POST', `${base(album, item)}/tags/`, { user_id: userId });
const tagged = async (who: Member) =>
  ok<AlbumPhotoPage>(await call(who, 'GET', '/api/albums/tagged/')).results;
const photosOf = async (who: Member, of: Member) =>
  ok<AlbumPhotoPage>(await call(who, 'GET', `/api/albums/photos/?member=${of.id}`)).results;
const first = <T>(list: readonly T[]): T => {
  const [value] = list;
  if (value === undefined) throw new Error('empty');
  return value;
};

describe('tagging', () => {
  it('a viewer tags members they may see who see the photo; blocks either way refuse', async () => {
    const [owner, tagger, friend, stranger, blockedByTagger, blockingTagger, other] =
      await Promise.all([member(), member(), member(), member(), member(), member(), member()]);
    for (const m of [tagger, friend, blockedByTagger, blockingTagger, other]) {
      await befriend(t, owner, m);
    }
    await block(t, tagger, blockedByTagger);
    await block(t, blockingTagger, tagger);
    const album = await createAlbum(owner);
    const item = first(await addPhotos(owner, album, ['Au sommet']));

    const withTag = ok<AlbumItem>(await tag(tagger, album, item, friend.id), 201);
    expect(withTag.tags?.map((tg) => tg.member.id)).toEqual([friend.id]);
    // Tagged again: nothing changes, no second notification.
    ok(await tag(tagger, album, item, friend.id), 201);

    // Who does not see the album may not tag on it, nor be tagged.
    refused(await tag(stranger, album, item, friend.id), 404);
    refused(await tag(tagger, album, item, stranger.id), 403, ALBUMS_TEXTS.tagNotSeen);
    // A block either way: the member is unknown to the tagger.
    refused(await tag(tagger, album, item, blockedByTagger.id), 400, ALBUMS_TEXTS.memberNotFound);
    refused(await tag(tagger, album, item, blockingTagger.id), 400, ALBUMS_TEXTS.memberNotFound);
    refused(await tag(tagger, album, item, 'nobody'), 400, ALBUMS_TEXTS.memberNotFound);
    refused(
      await tag(tagger, album, item, '00000000-0000-4000-8000-000000000000'),
      400,
      ALBUMS_TEXTS.memberNotFound,
    );

    // The tagged member is told once, and lists the photo.
    const told = (await notifications(friend)).filter((n) => n.notification_type === 'ALBUM_TAG');
    expect(told).toHaveLength(1);
    expect(first(told)).toMatchObject({
      message: expect.stringContaining('vous a identifié sur une photo de l’album « Pèlerinage »'),
      more: { id: album.id, post: item.id },
    });
    const mine = await tagged(friend);
    expect(mine.map((p) => [p.id, p.album.title])).toEqual([[item.id, 'Pèlerinage']]);
    expect(first(mine).url).toMatch(/\?e=\d+&s=/);

    // Untagging: not another viewer; the tagged member themselves, or the owner.
    refused(
      await call(other, 'DELETE', `${base(album, item)}/tags/${friend.id}/`),
      403,
      ALBUMS_TEXTS.untagNotYours,
    );
    ok(await call(friend, 'DELETE', `${base(album, item)}/tags/${friend.id}/`), 204);
    expect(await tagged(friend)).toEqual([]);
    refused(
      await call(friend, 'DELETE', `${base(album, item)}/tags/${friend.id}/`),
      404,
      ALBUMS_TEXTS.tagNotFound,
    );
    ok(await tag(tagger, album, item, friend.id), 201);
    ok(await call(owner, 'DELETE', `${base(album, item)}/tags/${friend.id}/`), 204);

    // A tag on a member the viewer blocked is not shown to them.
    ok(await tag(owner, album, item, blockedByTagger.id), 201);
    const seenByTagger = ok<AlbumItem>(await call(tagger, 'GET', `${base(album, item)}/`));
    expect(seenByTagger.tags?.map((tg) => tg.member.id)).not.toContain(blockedByTagger.id);
  });
});

describe("'Retirer cette photo'", () => {
  it('hides the photo on every path but from its adder and the asker, until the adder decides', async () => {
    const [owner, adder, asker, viewer] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
    ]);
    await befriend(t, owner, adder);
    const album = await createAlbum(owner, { audience: 'public', contributors: 'members' });
    const cover = first(await addPhotos(owner, album, ['Couverture']));
    const [photo, other] = await addPhotos(adder, album, ['Le groupe', 'La route']);
    if (!photo || !other) throw new Error('no item');
    ok(await tag(owner, album, photo, asker.id), 201);
    ok(await tag(owner, album, other, asker.id), 201);
    ok(await call(owner, 'PATCH', `/api/albums/${album.id}/`, { cover_item_id: photo.id }));
    expect(ok<Album>(await call(viewer, 'GET', `/api/albums/${album.id}/`)).image).toBe(photo.url);

    // A comment on its thread: the owner (the thread's author) is told.
    ok(
      await call(viewer, 'POST', `/api/publications/post/${photo.publication_id}/comments/`, {
        text: 'Belle photo !',
      }),
      201,
    );
    const commented = async () =>
      (await notifications(owner)).filter(
        (n) => n.notification_type === 'COMMENTAIRE_NEW' && n.more.post === photo.publication_id,
      );
    expect(await commented()).toHaveLength(1);

    // Only a tagged member asks.
    refused(
      await call(viewer, 'POST', `${base(album, photo)}/removal/`),
      403,
      ALBUMS_TEXTS.notTagged,
    );
    const asked = ok<AlbumItem>(await call(asker, 'POST', `${base(album, photo)}/removal/`));
    expect(asked.tags?.find((tg) => tg.member.id === asker.id)?.removal).toBe('requested');

    // Hidden at once from the viewer and from the album's owner, on every read path.
    for (const who of [viewer, owner]) {
      expect((await items(who, album)).map((i) => i.id)).toEqual([cover.id, other.id]);
      refused(await call(who, 'GET', `${base(album, photo)}/`), 404, ALBUMS_TEXTS.itemNotFound);
      const seen = ok<Album>(await call(who, 'GET', `/api/albums/${album.id}/`));
      expect(seen.count).toBe(2);
      expect(seen.image).not.toContain(photo.url.slice(0, photo.url.indexOf('?')));
      expect((await photosOf(who, adder)).map((p) => p.id)).toEqual([other.id]);
      // No answer of the API carries its signed address any more.
      const answers = [
        (await call(who, 'GET', `/api/albums/${album.id}/items/`)).body,
        (await call(who, 'GET', `/api/albums/${album.id}/`)).body,
        (await call(who, 'GET', `/api/albums/?tab=mine`)).body,
        (await call(who, 'GET', `/api/albums/photos/?member=${adder.id}`)).body,
      ];
      const key = photo.url.slice('/media/'.length, photo.url.indexOf('.'));
      for (const body of answers) expect(body).not.toContain(key);
      // Nor may anyone tag it, react through the item, or ask it in a ZIP.
      refused(await tag(who, album, photo, viewer.id), 404);
    }
    // Its thread goes with it, and the notification about the comment.
    refused(await call(viewer, 'GET', `/api/publications/post/${photo.publication_id}/`), 404);
    refused(
      await call(owner, 'GET', `/api/publications/post/${photo.publication_id}/comments/`),
      404,
    );
    expect(await commented()).toEqual([]);
    ok(await call(adder, 'GET', `/api/publications/post/${photo.publication_id}/`));
    // The adder and the asker still see it.
    for (const who of [adder, asker]) {
      expect((await items(who, album)).map((i) => i.id)).toContain(photo.id);
    }
    expect((await tagged(asker)).map((p) => p.id).sort()).toEqual([photo.id, other.id].sort());

    // The adder is told; nobody but them decides; the owner may not untag the asker now.
    const request = (await notifications(adder)).find(
      (n) => n.notification_type === 'ALBUM_REMOVAL_REQUEST',
    );
    expect(request).toMatchObject({
      message: expect.stringContaining(
        'vous demande de retirer une photo de l’album « Pèlerinage »',
      ),
      more: { id: album.id, post: photo.id },
    });
    refused(
      await call(owner, 'POST', `${base(album, photo)}/removal/decision/`, { decision: 'delete' }),
      404,
    );
    refused(
      await call(asker, 'POST', `${base(album, photo)}/removal/decision/`, { decision: 'keep' }),
      403,
      ALBUMS_TEXTS.notAdder,
    );
    refused(
      await call(adder, 'POST', `${base(album, photo)}/removal/decision/`, { decision: 'garder' }),
      400,
      'La décision doit être « keep » ou « delete ».',
    );
    refused(
      await call(adder, 'POST', `${base(album, other)}/removal/decision/`, { decision: 'keep' }),
      409,
      ALBUMS_TEXTS.noRemoval,
    );
    refused(
      await call(adder, 'DELETE', `${base(album, photo)}/tags/${asker.id}/`),
      403,
      ALBUMS_TEXTS.untagPending,
    );

    // Kept, with a word: shown again; the asker is told and reads the word; nobody else does.
    const note = 'On ne voit que ton dos, je la garde si tu veux bien.';
    const kept = ok<AlbumItem>(
      await call(adder, 'POST', `${base(album, photo)}/removal/decision/`, {
        decision: 'keep',
        note,
      }),
    );
    expect(kept.tags?.find((tg) => tg.member.id === asker.id)).toMatchObject({
      removal: 'kept',
      removal_note: note,
    });
    expect((await items(viewer, album)).map((i) => i.id)).toContain(photo.id);
    const byViewer = ok<AlbumItem>(await call(viewer, 'GET', `${base(album, photo)}/`));
    expect(byViewer.tags?.find((tg) => tg.member.id === asker.id)).toMatchObject({
      removal: null,
      removal_note: '',
    });
    const byAsker = ok<AlbumItem>(await call(asker, 'GET', `${base(album, photo)}/`));
    expect(byAsker.tags?.find((tg) => tg.member.id === asker.id)?.removal_note).toBe(note);
    expect((await notifications(asker)).map((n) => n.notification_type)).toContain(
      'ALBUM_REMOVAL_KEPT',
    );
    refused(
      await call(asker, 'POST', `${base(album, photo)}/removal/`),
      409,
      ALBUMS_TEXTS.removalAnswered,
    );

    // Deleted: the item, its thread and its file go; the asker is told.
    ok(await call(asker, 'POST', `${base(album, other)}/removal/`));
    const before = await listMedia(t);
    ok(
      await call(adder, 'POST', `${base(album, other)}/removal/decision/`, { decision: 'delete' }),
      204,
    );
    expect((await items(adder, album)).map((i) => i.id)).not.toContain(other.id);
    refused(await call(adder, 'GET', `/api/publications/post/${other.publication_id}/`), 404);
    const after = await listMedia(t);
    expect(after.length).toBeLessThan(before.length);
    const otherKey = other.url.slice('/media/'.length, other.url.indexOf('.'));
    expect(after.some((file) => file.startsWith(otherKey))).toBe(false);
    const done = (await notifications(asker)).find(
      (n) => n.notification_type === 'ALBUM_REMOVAL_DONE',
    );
    expect(done).toMatchObject({
      message: expect.stringContaining('a retiré la photo de l’album « Pèlerinage »'),
      more: { id: album.id },
    });
  });

  it('hides the photo from the ZIP of the others while the request waits', async () => {
    const [owner, asker] = await Promise.all([member(), member()]);
    await befriend(t, owner, asker);
    const album = await createAlbum(owner);
    const [kept, asked] = await addPhotos(owner, album, ['Gardée', 'Demandée']);
    if (!kept || !asked) throw new Error('no item');
    ok(await tag(owner, album, asked, asker.id), 201);
    ok(await call(asker, 'POST', `${base(album, asked)}/removal/`));
    // The owner added it: they still see it; a friend does not.
    const friend = await member();
    await befriend(t, owner, friend);
    const names = async (who: Member) => {
      const zip = await call(who, 'GET', `/api/albums/${album.id}/zip/`);
      expect(zip.statusCode).toBe(200);
      return [...(await unzip(zip.rawPayload)).keys()];
    };
    const extension = kept.url.slice(kept.url.lastIndexOf('.'), kept.url.indexOf('?'));
    expect(await names(owner)).toEqual([`01 - Gardée${extension}`, `02 - Demandée${extension}`]);
    expect(await names(friend)).toEqual([`01 - Gardée${extension}`]);
  });
});

describe('notifications about a photo no longer seen', () => {
  it('are not sent, and those stored are no longer shown', async () => {
    const [owner, adder, tagged1, tagged2] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
    ]);
    for (const m of [adder, tagged1, tagged2]) await befriend(t, owner, m);
    const album = await createAlbum(owner, { contributors: 'members' });
    const photo = first(await addPhotos(adder, album, ['Au jardin']));

    // Stored while seen (then, below, the album made private: no longer shown).
    ok(await tag(owner, album, photo, tagged1.id), 201);
    expect((await notifications(tagged1)).map((n) => n.notification_type)).toContain('ALBUM_TAG');

    // Not sent: by delivery time, a block stands between the tagged member and who added it.
    t.jobs.drainAfterInject = false;
    try {
      ok(await tag(owner, album, photo, tagged2.id), 201);
      await block(t, tagged2, adder);
      await t.app.jobs.drain();
    } finally {
      t.jobs.drainAfterInject = true;
    }
    expect((await notifications(tagged2)).map((n) => n.notification_type)).not.toContain(
      'ALBUM_TAG',
    );

    const unread = async () =>
      ok<{ unread_count: number }>(await call(tagged1, 'GET', '/api/notifications/')).unread_count;
    const before = await unread();
    ok(await call(owner, 'PATCH', `/api/albums/${album.id}/`, { audience: 'private' }));
    expect((await notifications(tagged1)).map((n) => n.notification_type)).not.toContain(
      'ALBUM_TAG',
    );
    expect(await unread()).toBe(before - 1);
  });
});
