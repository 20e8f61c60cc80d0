/**
 * The other modules' targets (docs/adr/0021-moderation.md): an album item, an article's comment
 * and an event, hidden at the threshold from everyone but their author on their read paths,
 * and removed through their own module.
 */
import type {
  AlbumItem,
  AlbumItemPage,
  AlbumPhotoPage,
  Article,
  ArticleCommentPage,
  Event,
  Group,
  ModerationCase,
  Notification,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/unzip.ts';
import { multipart, noisyJpeg } from '../media/media.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const member = () => createSignedInMember(t);
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
async function reportedBy(count: number, type: string, id: string) {
  for (let i = 0; i < count; i += 1) {
    ok(
      await call(await member(), 'POST', '/api/moderation/reports/', {
        target_type: type,
        target_id: id,
        reason: 'inappropriate',
      }),
      201,
    );
  }
}
async function caseOf(moderator: Member, targetId: string): Promise<ModerationCase> {
  const found = ok<{ results: ModerationCase[] }>(
    await call(moderator, 'GET', '/api/moderation/cases/'),
  ).results.find((c) => c.target_id === targetId);
  if (!found) throw new Error(`no case for ${targetId}`);
  return found;
}

describe('other targets', () => {
  it('hides an album item from the album of everyone but who added it, and deletes it through the albums module', async () => {
    const [owner, viewer, moderator] = [await member(), await member(), await member()];
    await t.app.services.roles.grant(moderator.id, 'moderator');
    const album = ok<{ id: string }>(
      await call(owner, 'POST', '/api/albums/', { title: 'Pèlerinage', audience: 'public' }),
      201,
    );
    const body = await multipart(
      {},
      { bytes: await noisyJpeg(200, 150), name: 'photo.jpg', type: 'image/jpeg', field: 'files' },
      { bytes: await noisyJpeg(201, 150), name: 'photo2.jpg', type: 'image/jpeg', field: 'files' },
    );
    const [item, other] = ok<AlbumItem[]>(
      await t.app.inject({
        method: 'POST',
        url: `/api/albums/${album.id}/items/`,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      }),
      201,
    ) as [AlbumItem, AlbumItem];
    const items = async (who: Member) =>
      ok<AlbumItemPage>(await call(who, 'GET', `/api/albums/${album.id}/items/`)).results.map(
        (i) => i.id,
      );
    expect(await items(viewer)).toContain(item.id);
    // What the viewer held before the reports: the item's page, its file's signed address, the
    // adder's album photos (their profile's 'Médias'), the ZIP.
    const itemPath = `/api/albums/${album.id}/items/${item.id}/`;
    const shownUrl = ok<AlbumItem>(await call(viewer, 'GET', itemPath)).url;
    expect((await t.app.inject({ method: 'GET', url: shownUrl })).statusCode).toBe(200);
    const photosOf = async (who: Member) =>
      ok<AlbumPhotoPage>(
        await call(who, 'GET', `/api/albums/photos/?member=${owner.id}`),
      ).results.map((i) => i.id);
    expect(await photosOf(viewer)).toContain(item.id);
    const zipOf = async (who: Member) => {
      const zip = await t.app.inject({
        method: 'GET',
        url: `/api/albums/${album.id}/zip/`,
        headers: who.headers,
      });
      return [...(await unzip(zip.rawPayload)).keys()];
    };
    expect(await zipOf(viewer)).toHaveLength(2);

    await reportedBy(3, 'album_item', item.id);
    expect(await items(viewer)).not.toContain(item.id);
    refused(await call(viewer, 'GET', itemPath), 404);
    expect(await photosOf(viewer)).not.toContain(item.id);
    expect(await zipOf(viewer)).toHaveLength(1);
    // The address signed before no longer serves the file, to anyone.
    expect((await t.app.inject({ method: 'GET', url: shownUrl })).statusCode).toBe(404);
    // Its adder still sees it everywhere, marked, and its file on their own address.
    expect(await items(owner)).toContain(item.id);
    expect(await photosOf(owner)).toContain(item.id);
    expect(await zipOf(owner)).toHaveLength(2);
    const seenByOwner = ok<AlbumItem>(await call(owner, 'GET', itemPath));
    expect(seenByOwner.moderation_hidden).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: seenByOwner.url })).statusCode).toBe(200);
    expect(
      ok<AlbumItem>(await call(owner, 'GET', `/api/albums/${album.id}/items/${other.id}/`)),
    ).not.toHaveProperty('moderation_hidden');

    await reportedBy(1, 'album_item', other.id);
    ok(
      await call(
        moderator,
        'POST',
        `/api/moderation/cases/${(await caseOf(moderator, other.id)).id}/decision/`,
        {
          action: 'delete',
          reason: 'Photo d’une personne sans son accord',
        },
      ),
    );
    expect(await items(owner)).not.toContain(other.id);
  });

  it('hides an article’s comment from the thread of everyone but its author, guests included', async () => {
    const [editor, commenter, reader] = [await member(), await member(), await member()];
    await t.app.services.roles.grant(editor.id, 'editor');
    const article = ok<Article>(
      await call(editor, 'POST', '/api/blogs/', {
        title: 'Nouvelle de la paroisse',
        summary: 'Un résumé de la nouvelle.',
        body: 'Le texte de la nouvelle.',
        category: 'vie-paroissiale',
        status: 'published',
      }),
      201,
    );
    const comment = ok<{ id: string }>(
      await call(commenter, 'POST', `/api/blogs/${article.id}/comments/`, { text: 'Un avis' }),
      201,
    );
    const thread = async (who: Member | null) => {
      const response = who
        ? await call(who, 'GET', `/api/blogs/${article.id}/comments/`)
        : await t.app.inject({ method: 'GET', url: `/api/blogs/${article.id}/comments/` });
      return ok<{ results: { id: string }[] }>(response).results.map((c) => c.id);
    };
    expect(await thread(null)).toContain(comment.id);
    await reportedBy(3, 'article_comment', comment.id);
    expect(await thread(reader)).not.toContain(comment.id);
    expect(await thread(null)).not.toContain(comment.id);
    expect(await thread(commenter)).toContain(comment.id);
    // Its author sees it marked ('Masqué par la modération').
    const theirs = ok<ArticleCommentPage>(
      await call(commenter, 'GET', `/api/blogs/${article.id}/comments/`),
    ).results.find((c) => c.id === comment.id);
    expect(theirs?.moderation_hidden).toBe(true);
  });

  it('hides an event by id and from the lists of everyone but its organisers', async () => {
    const [organiser, reader] = [await member(), await member()];
    const event = ok<Event>(
      await call(organiser, 'POST', '/api/events/', {
        title: 'Veillée de prière',
        starts_at: inHours(48),
        ends_at: inHours(50),
        location: 'Église Saint-Pierre, Lyon',
        audience: 'public',
      }),
      201,
    );
    const upcoming = async (who: Member) =>
      ok<{ results: Event[] }>(await call(who, 'GET', '/api/events/?tab=upcoming')).results.map(
        (e) => e.id,
      );
    expect(await upcoming(reader)).toContain(event.id);
    await reportedBy(3, 'event', event.id);
    expect(await upcoming(reader)).not.toContain(event.id);
    refused(await call(reader, 'GET', `/api/events/${event.id}/`), 404);
    expect(
      ok<Event>(await call(organiser, 'GET', `/api/events/${event.id}/`)).moderation_hidden,
    ).toBe(true);
    expect(await upcoming(organiser)).toContain(event.id);
  });

  it('sends an article comment and an event hidden by a decision back to the queue when their author edits them', async () => {
    const [moderator, editor, commenter, organiser] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await t.app.services.roles.grant(moderator.id, 'moderator');
    await t.app.services.roles.grant(editor.id, 'editor');
    const article = ok<Article>(
      await call(editor, 'POST', '/api/blogs/', {
        title: 'Une autre nouvelle',
        summary: 'Un résumé de la nouvelle.',
        body: 'Le texte de la nouvelle.',
        category: 'vie-paroissiale',
        status: 'published',
      }),
      201,
    );
    const comment = ok<{ id: string }>(
      await call(commenter, 'POST', `/api/blogs/${article.id}/comments/`, { text: 'Un avis' }),
      201,
    );
    const event = ok<Event>(
      await call(organiser, 'POST', '/api/events/', {
        title: 'Kermesse',
        starts_at: inHours(72),
        ends_at: inHours(75),
        location: 'Cour de l’école',
        audience: 'public',
      }),
      201,
    );
    const openIds = async () =>
      ok<{ results: ModerationCase[] }>(
        await call(moderator, 'GET', '/api/moderation/cases/'),
      ).results.map((c) => c.id);
    const hidden: string[] = [];
    for (const [type, id] of [
      ['article_comment', comment.id],
      ['event', event.id],
    ] as const) {
      await reportedBy(1, type, id);
      const found = await caseOf(moderator, id);
      ok(
        await call(moderator, 'POST', `/api/moderation/cases/${found.id}/decision/`, {
          action: 'hide',
          reason: 'Hors sujet',
        }),
      );
      hidden.push(found.id);
    }
    expect(await openIds()).not.toEqual(expect.arrayContaining(hidden));
    // The decision's notification leads its author to the item: the article holds the comment.
    const told = ok<{ results: Notification[] }>(
      await call(commenter, 'GET', '/api/notifications/'),
    ).results.find((n) => n.notification_type === 'MODERATION_HIDDEN');
    expect(told?.more).toEqual({
      id: hidden[0],
      target_type: 'article_comment',
      target_id: comment.id,
      publication: null,
      within: article.id,
    });
    ok(await call(commenter, 'PATCH', `/api/blogs/comments/${comment.id}/`, { text: 'Corrigé' }));
    ok(
      await call(organiser, 'PATCH', `/api/events/${event.id}/`, { title: 'Kermesse paroissiale' }),
    );
    await expect.poll(openIds).toEqual(expect.arrayContaining(hidden));
  });

  it('makes a hidden group secret to all but its members: discovery, search, by id, its publications', async () => {
    const [owner, insider, outsider, moderator] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await t.app.services.roles.grant(moderator.id, 'moderator');
    const group = ok<{ id: string }>(
      await call(owner, 'POST', '/api/groups/', { name: 'Chorale Zébulon', join_rule: 'OPEN' }),
      201,
    );
    ok(await call(insider, 'POST', `/api/groups/${group.id}/join/`, {}));
    ok(
      await call(insider, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Répétition jeudi',
        group_id: group.id,
      }),
      201,
    );
    const discover = async (who: Member) =>
      ok<{ results: { id: string }[] }>(
        await call(who, 'GET', '/api/groups/?query=discover&search=zebulon'),
      ).results.map((g) => g.id);
    const groupFeed = (who: Member) => call(who, 'GET', `/api/groups/${group.id}/publications/`);
    expect(await discover(outsider)).toContain(group.id);
    ok(await groupFeed(outsider));

    await reportedBy(3, 'group', group.id);
    expect(await discover(outsider)).not.toContain(group.id);
    refused(await call(outsider, 'GET', `/api/groups/${group.id}/`), 404);
    refused(await groupFeed(outsider), 404);
    expect(
      ok<Group>(await call(insider, 'GET', `/api/groups/${group.id}/`)).moderation_hidden,
    ).toBe(true);
    expect(ok<{ results: unknown[] }>(await groupFeed(insider)).results).toHaveLength(1);
    // Its own moderators do not decide about it: community moderators do.
    const found = await caseOf(moderator, group.id);
    expect(found.group_id).toBeNull();
    ok(
      await call(owner, 'POST', `/api/groups/${group.id}/members/${insider.id}/`, {
        action: 'set_role',
        role: 'MODERATOR',
      }),
    );
    const theirs = ok<{ results: ModerationCase[] }>(
      await call(insider, 'GET', '/api/moderation/cases/'),
    ).results;
    expect(theirs.map((c) => c.id)).not.toContain(found.id);
  });
});
