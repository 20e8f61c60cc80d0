import {
  type Comment,
  type Publication,
  type PublicationPage,
  publicationPageSchema,
  publicationSchema,
} from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createMedia,
  createSignedInMember,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assemble, createMemoryCache, toCached } from './publications.cache.ts';

// Two apps on one database: `t` with cached publications (the default), `plain` without.
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  plain = await createTestApp({
    database: t.database,
    env: { PUBLICATION_CACHE_ENTRIES: '0' },
  });
});
afterAll(async () => {
  await plain.close();
  await t.close();
});

const call = (
  on: TestApp,
  member: Member,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  on.app.inject({
    method,
    url: `/api/publications${url}`,
    headers: member.headers,
    ...(payload ? { payload } : {}),
  });

async function ok<T>(
  member: Member,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<T> {
  const response = await call(t, member, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

const publish = (member: Member, body: object) =>
  ok<Publication>(member, 'POST', '/', { type: 'texte', ...body });
const comment = (member: Member, id: string, body: object) =>
  ok<Comment>(member, 'POST', `/post/${id}/comments/`, body);
const feed = async (member: Member, query = '') =>
  publicationPageSchema.parse(await ok<PublicationPage>(member, 'GET', `/${query}`));
const byId = (member: Member, id: string) => ok<Publication>(member, 'GET', `/post/${id}/`);

async function members(n: number): Promise<Member[]> {
  const list = await Promise.all(Array.from({ length: n }, () => createSignedInMember(t)));
  return list.map((member) => {
    if (!member) throw new Error('member missing');
    return member;
  });
}

/**
 * A small community: an author and her friends, a friend who blocked a commenter, a friend of a
 * friend; publications with photos-free text, audiences, comments, replies, reactions to both,
 * a favourite, an edit and a comment hidden by moderation.
 */
async function community() {
  const [author, friend, commenter, blocker, farther] = await members(5);
  if (!author || !friend || !commenter || !blocker || !farther) throw new Error('missing');
  await befriend(t, author, friend);
  await befriend(t, author, commenter);
  await befriend(t, author, blocker);
  await befriend(t, friend, farther);
  await befriend(t, blocker, commenter);
  await block(t, blocker, commenter);
  const posts: Publication[] = [];
  for (let i = 0; i < 5; i += 1) {
    posts.push(
      await publish(author, { text: `Nouvelle ${i}`, audience: i % 2 ? 'public' : 'friends' }),
    );
  }
  posts.push(await publish(friend, { text: 'Du côté de l’ami', audience: 'friends' }));
  const [p0, p1, p2, p3] = posts as [Publication, Publication, Publication, Publication];
  const first = await comment(friend, p0.id, { text: 'Amen' });
  await comment(commenter, p0.id, { text: 'Merci pour ce partage' });
  await comment(commenter, p0.id, { text: 'Une réponse', reply_to: first.id });
  const third = await comment(author, p0.id, { text: 'Le dernier mot' });
  await ok(friend, 'POST', `/comments/${third.id}/react/`, { kind: 'priere' });
  await comment(commenter, p1.id, { text: 'Je viendrai' });
  await ok(friend, 'POST', `/post/${p0.id}/react/`, { kind: 'jaime' });
  await ok(commenter, 'POST', `/post/${p0.id}/react/`, { kind: 'amen' });
  await ok(blocker, 'POST', `/post/${p2.id}/react/`, { kind: 'merci' });
  await ok(friend, 'POST', `/post/${p2.id}/saved/`);
  await ok(author, 'PATCH', `/post/${p3.id}/`, { text: 'Nouvelle 3, corrigée' });
  // A comment hidden by moderation: only its author sees it.
  const hidden = await comment(friend, p2.id, { text: 'À revoir' });
  await t.database.db.execute(
    sql`update comments set moderation_hidden_at = now() where id = ${hidden.id}::uuid`,
  );
  return { author, friend, commenter, blocker, farther, posts };
}

describe('cached publications', () => {
  it('answer the very bytes of the publications built for each viewer, cold and warm', async () => {
    const { author, friend, commenter, blocker, farther, posts } = await community();
    const viewers = [author, friend, commenter, blocker, farther];
    const urls = [
      '/',
      '/?limit=2',
      `/?author=${author.id}&limit=3`,
      ...posts.map((post) => `/post/${post.id}/`),
    ];
    let compared = 0;
    for (const round of ['cold', 'warm']) {
      for (const viewer of viewers) {
        for (const url of urls) {
          const expected = await call(plain, viewer, 'GET', url);
          const cached = await call(t, viewer, 'GET', url);
          expect(cached.statusCode, `${round} ${url}`).toBe(expected.statusCode);
          expect(cached.body, `${round} ${url}`).toBe(expected.body);
          expect(cached.headers['content-type']).toBe(expected.headers['content-type']);
          compared += 1;
          // A next page too.
          if (expected.statusCode === 200 && url.startsWith('/?')) {
            const next = expected.json<PublicationPage>().next;
            if (next) {
              const again = `${url}&cursor=${encodeURIComponent(next)}`;
              expect((await call(t, viewer, 'GET', again)).body).toBe(
                (await call(plain, viewer, 'GET', again)).body,
              );
            }
          }
        }
      }
    }
    expect(compared).toBe(2 * viewers.length * urls.length);
    // The cases the cache must not flatten were there: a viewer's reaction, a favourite, a
    // blocked commenter's comment left out, a comment hidden by moderation.
    const seen = await feed(friend);
    const [p0, , p2] = posts as [Publication, Publication, Publication];
    expect(seen.results.find((p) => p.id === p0.id)?.reactions.mine).toBe('jaime');
    expect(seen.results.find((p) => p.id === p2.id)?.saved).toBe(true);
    expect(seen.results.find((p) => p.id === p2.id)?.comments_count).toBe(1);
    expect((await byId(author, p2.id)).comments_count).toBe(0);
    expect((await byId(author, p0.id)).comments_count).toBe(4);
    expect((await byId(blocker, p0.id)).comments_count).toBe(2);
  }, 240_000);

  it('answer in the shape of the contract', async () => {
    const [author, friend] = await members(2);
    if (!author || !friend) throw new Error('missing');
    await befriend(t, author, friend);
    const post = await publish(author, { text: 'Forme', audience: 'friends' });
    await comment(friend, post.id, { text: 'Oui' });
    await ok(friend, 'POST', `/post/${post.id}/react/`, { kind: 'amen' });
    for (let i = 0; i < 2; i += 1) {
      const page = JSON.parse((await call(t, friend, 'GET', '/')).body) as unknown;
      // Parsing keeps only the contract's fields, in its order: nothing more, nothing less.
      expect(JSON.stringify(publicationPageSchema.parse(page))).toBe(JSON.stringify(page));
      const one = JSON.parse((await call(t, friend, 'GET', `/post/${post.id}/`)).body) as unknown;
      expect(JSON.stringify(publicationSchema.parse(one))).toBe(JSON.stringify(one));
    }
  });

  it('show an edit, a deletion, a reaction and a new comment on the next read', async () => {
    const [author, friend, other] = await members(3);
    if (!author || !friend || !other) throw new Error('missing');
    await befriend(t, author, friend);
    await befriend(t, author, other);
    const post = await publish(author, { text: 'Avant', audience: 'friends' });
    const gone = await publish(author, { text: 'Bientôt supprimée', audience: 'friends' });
    const find = async (id: string) => (await feed(friend)).results.find((p) => p.id === id);
    expect((await find(post.id))?.text).toBe('Avant');
    expect((await find(gone.id))?.text).toBe('Bientôt supprimée');

    await ok(author, 'PATCH', `/post/${post.id}/`, { text: 'Après' });
    expect((await find(post.id))?.text).toBe('Après');
    expect((await byId(friend, post.id)).text).toBe('Après');

    await ok(other, 'POST', `/post/${post.id}/react/`, { kind: 'priere' });
    expect((await find(post.id))?.reactions).toEqual({
      counts: { priere: 1 },
      total: 1,
      mine: null,
    });

    await comment(other, post.id, { text: 'Un nouveau commentaire' });
    const commented = await find(post.id);
    expect(commented?.comments_count).toBe(1);
    expect(commented?.first_comments.map((c) => c.text)).toEqual(['Un nouveau commentaire']);

    await ok(author, 'DELETE', `/post/${gone.id}/`);
    expect(await find(gone.id)).toBeUndefined();
    expect((await call(t, friend, 'GET', `/post/${gone.id}/`)).statusCode).toBe(404);

    // The audience changed to 'private': the friend no longer sees it, by id nor in the feed.
    await ok(author, 'PATCH', `/post/${post.id}/`, { audience: 'private' });
    expect(await find(post.id)).toBeUndefined();
    expect((await call(t, friend, 'GET', `/post/${post.id}/`)).statusCode).toBe(404);
  });

  it("follow a commenter's new name and a block between the author and a commenter", async () => {
    const [author, friend, commenter] = await members(3);
    if (!author || !friend || !commenter) throw new Error('missing');
    await befriend(t, author, friend);
    await befriend(t, author, commenter);
    const post = await publish(author, { text: 'Qui commente ?', audience: 'friends' });
    await comment(commenter, post.id, { text: 'Moi' });
    const read = async () => byId(friend, post.id);
    expect((await read()).first_comments[0]?.author.first_name).not.toBe('Bartholomée');
    // The name changes outside the publications module: its cached card follows.
    await t.database.db.execute(
      sql`update users set first_name = 'Bartholomée' where id = ${commenter.id}::uuid`,
    );
    expect((await read()).first_comments[0]?.author.first_name).toBe('Bartholomée');
    // The author blocks the commenter: their comment leaves the publication for everyone.
    await block(t, author, commenter);
    const after = await read();
    expect(after.comments_count).toBe(0);
    expect(after.first_comments).toEqual([]);
  });

  it("follow its group's new name and its photos", async () => {
    const [owner] = await members(1);
    if (!owner) throw new Error('missing');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/groups/',
      headers: owner.headers,
      payload: { name: 'Chorale Saint-Jean' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json<{ id: string }>();
    const photo = await createMedia(t, owner.id);
    const post = await publish(owner, { text: 'Répétition', group_id: group.id, photos: [photo] });
    expect((await byId(owner, post.id)).group?.name).toBe('Chorale Saint-Jean');
    expect((await byId(owner, post.id)).photos).toEqual([photo]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/groups/${group.id}/`,
      headers: owner.headers,
      payload: { name: 'Chorale du Sacré-Cœur' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await byId(owner, post.id)).group?.name).toBe('Chorale du Sacré-Cœur');
    // The photos change outside the publication's row.
    await t.database.db.execute(
      sql`delete from publication_photos where publication_id = ${post.id}::uuid`,
    );
    expect((await byId(owner, post.id)).photos).toEqual([]);
  });

  it("follow its event's new title", async () => {
    const [organiser] = await members(1);
    if (!organiser) throw new Error('missing');
    const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events/',
      headers: organiser.headers,
      payload: {
        title: 'Veillée de prière',
        starts_at: soon(48),
        ends_at: soon(50),
        location: 'Église Saint-Pierre, Lyon',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<{ id: string }>();
    const post = await publish(organiser, {
      text: 'Qui apporte les bougies ?',
      event_id: event.id,
    });
    expect((await byId(organiser, post.id)).event?.title).toBe('Veillée de prière');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}/`,
      headers: organiser.headers,
      payload: { title: 'Veillée de Noël' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await byId(organiser, post.id)).event?.title).toBe('Veillée de Noël');
    // The page that does not use the cache reads the same.
    const direct = await call(plain, organiser, 'GET', `/post/${post.id}/`);
    expect(direct.json<Publication>().event?.title).toBe('Veillée de Noël');
  });

  it("never show a viewer's own reaction, favourite or comment reaction to another", async () => {
    const [author, one, two] = await members(3);
    if (!author || !one || !two) throw new Error('missing');
    await befriend(t, author, one);
    await befriend(t, author, two);
    const post = await publish(author, { text: 'À chacun le sien', audience: 'friends' });
    const said = await comment(author, post.id, { text: 'Bienvenue' });
    // `two` reads first: the cache is filled by someone with no part of their own.
    expect((await byId(two, post.id)).reactions.mine).toBeNull();
    await ok(one, 'POST', `/post/${post.id}/react/`, { kind: 'amen' });
    await ok(one, 'POST', `/post/${post.id}/saved/`);
    await ok(one, 'POST', `/comments/${said.id}/react/`, { kind: 'merci' });
    const mine = await byId(one, post.id);
    expect(mine.reactions.mine).toBe('amen');
    expect(mine.saved).toBe(true);
    expect(mine.first_comments[0]?.reactions.mine).toBe('merci');
    for (const read of [
      await byId(two, post.id),
      (await feed(two)).results.find((p) => p.id === post.id),
    ]) {
      expect(read?.reactions).toEqual({ counts: { amen: 1 }, total: 1, mine: null });
      expect(read?.saved).toBeUndefined();
      expect(read?.first_comments[0]?.reactions).toEqual({
        counts: { merci: 1 },
        total: 1,
        mine: null,
      });
    }
  });
});

describe('the in-process cache', () => {
  const publication = (text: string): Publication => ({
    id: '3f1c1d8e-0000-4000-8000-000000000001',
    author: { id: 'a', titre: '', first_name: 'Marie', last_name: 'Dupont', profile_picture: null },
    type: 'texte',
    text,
    photos: [],
    video: null,
    audience: 'friends',
    group: null,
    event: null,
    created_at: '2026-11-27T10:00:00.000Z',
    updated_at: '2026-11-27T10:00:00.000Z',
    reactions: { counts: { amen: 2 }, total: 2, mine: null },
    comments_count: 1,
    first_comments: [
      {
        id: 'c1',
        publication_id: '3f1c1d8e-0000-4000-8000-000000000001',
        reply_to: null,
        author: {
          id: 'b',
          titre: '',
          first_name: 'Jean',
          last_name: 'Martin',
          profile_picture: null,
        },
        text: '"mine": a text that looks like a hole',
        image: null,
        created_at: '2026-11-27T10:00:00.000Z',
        updated_at: '2026-11-27T10:00:00.000Z',
        reactions: { counts: {}, total: 0, mine: null },
        replies_count: 0,
      },
    ],
  });

  it('assembles the JSON of the publication with the viewer parts', () => {
    const cached = toCached(publication('Bonjour'));
    const mine = { ...publication('Bonjour'), saved: true, from_community: true };
    mine.reactions = { ...mine.reactions, mine: 'amen' };
    const [first] = mine.first_comments;
    if (first) first.reactions = { ...first.reactions, mine: 'merci' };
    expect(
      assemble(cached, {
        mine: 'amen',
        commentReactions: { c1: 'merci' },
        fromCommunity: true,
        saved: true,
      }),
    ).toBe(JSON.stringify(publicationSchema.parse(mine)));
    expect(
      assemble(cached, { mine: null, commentReactions: null, fromCommunity: false, saved: false }),
    ).toBe(JSON.stringify(publicationSchema.parse(publication('Bonjour'))));
  });

  it('keeps at most its bound, the least recently read going first, and never an older version', async () => {
    const cache = createMemoryCache(2);
    const entry = (text: string) => toCached(publication(text));
    await cache.set([
      { id: 'a', version: 1, entry: entry('a1') },
      { id: 'b', version: 1, entry: entry('b1') },
    ]);
    await cache.get([{ id: 'a', version: 1 }]);
    await cache.set([{ id: 'c', version: 1, entry: entry('c1') }]);
    expect(cache.size()).toBe(2);
    const [a, b, c] = await cache.get([
      { id: 'a', version: 1 },
      { id: 'b', version: 1 },
      { id: 'c', version: 1 },
    ]);
    expect(a).toBeDefined();
    expect(b).toBeUndefined();
    expect(c).toBeDefined();
    await cache.set([{ id: 'a', version: 3, entry: entry('a3') }]);
    await cache.set([{ id: 'a', version: 2, entry: entry('a2') }]);
    const [old, current] = await cache.get([
      { id: 'a', version: 2 },
      { id: 'a', version: 3 },
    ]);
    expect(old).toBeUndefined();
    expect(current).toEqual(entry('a3'));
  });
});
