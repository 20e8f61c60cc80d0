/**
 * `?has=` on the publication lists and a member's activity tab: audiences and blocks against
 * every viewer, the cursor over the merged stream, bad input.
 */
import {
  type ActivityItem,
  type ActivityPage,
  activityPageSchema,
  type Publication,
  type PublicationPage,
  publicationPageSchema,
  publicationSchema,
} from '@koinonia/contracts';
import { eq, is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commentReactions, comments, publicationReactions } from './publications.schema.ts';
import {
  befriend,
  block,
  createMedia,
  createSignedInMember,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPublicationsRepository } from './publications.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
const HAS_ERROR = 'Le filtre doit être « photos » ou « video ».';

const call = (member: Member | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/publications${url}`,
    ...(member ? { headers: member.headers } : {}),
    ...(payload ? { payload } : {}),
  });

async function publish(member: Member, body: object): Promise<Publication> {
  const response = await call(member, 'POST', '/', { type: 'texte', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return publicationSchema.parse(response.json());
}

async function commentOn(member: Member, post: { id: string }, body: object): Promise<string> {
  const response = await call(member, 'POST', `/post/${post.id}/comments/`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function react(member: Member, url: string, kind = 'amen'): Promise<void> {
  const response = await call(member, 'POST', `${url}react/`, { kind });
  expect(response.statusCode, response.body).toBe(200);
}

async function list(member: Member, query: string): Promise<PublicationPage> {
  const response = await call(member, 'GET', `/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return publicationPageSchema.parse(response.json());
}

async function activity(member: Member, query: string): Promise<ActivityPage> {
  const response = await call(member, 'GET', `/activity/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return activityPageSchema.parse(response.json());
}

/** Every page of the activity, `limit` at a time. */
async function walk(member: Member, author: Member, limit: number): Promise<ActivityItem[]> {
  const items: ActivityItem[] = [];
  let cursor: string | null = '';
  for (let pages = 0; cursor !== null; pages += 1) {
    if (pages > 100) throw new Error('the cursor never ends');
    const page = await activity(member, `?author=${author.id}&limit=${limit}&cursor=${cursor}`);
    expect(page.results.length).toBeLessThanOrEqual(limit);
    items.push(...page.results);
    cursor = page.next;
  }
  return items;
}

const members = (n: number) =>
  Promise.all(Array.from({ length: n }, () => createSignedInMember(t)));

/**
 * The author, a friend, a stranger, a member the author blocked and a member who blocked the
 * author: the five viewers every audience is checked against.
 */
async function cast() {
  const [author, friend, stranger, blockedByAuthor, blockerOfAuthor] = await members(5);
  if (!author || !friend || !stranger || !blockedByAuthor || !blockerOfAuthor) {
    throw new Error('members missing');
  }
  await befriend(t, author, friend);
  await befriend(t, author, blockedByAuthor);
  await block(t, author, blockedByAuthor);
  await befriend(t, blockerOfAuthor, author);
  await block(t, blockerOfAuthor, author);
  return { author, friend, stranger, blockedByAuthor, blockerOfAuthor };
}

type Viewer = keyof Awaited<ReturnType<typeof cast>>;
const AUDIENCES_SEEN: Record<Viewer, string[]> = {
  author: ['public', 'friends', 'private'],
  friend: ['public', 'friends'],
  stranger: ['public'],
  blockedByAuthor: [],
  blockerOfAuthor: [],
};
/** The feed holds only one's own and friends' publications, never a stranger's public ones. */
const FEED_SEEN: Record<Viewer, string[]> = { ...AUDIENCES_SEEN, stranger: [] };

describe('?has= on the feed and on a member’s publications', () => {
  it('keeps photos or videos, for each audience against each viewer', async () => {
    const viewers = await cast();
    const { author } = viewers;
    const photo = await createMedia(t, author.id);
    const posts: Record<string, Record<string, Publication>> = {};
    for (const audience of ['public', 'friends', 'private']) {
      posts[audience] = {
        text: await publish(author, { text: `Texte ${audience}`, audience }),
        photos: await publish(author, { type: 'photo', text: '', photos: [photo], audience }),
        video: await publish(author, { type: 'video', video_url: YOUTUBE, audience }),
        both: await publish(author, {
          text: 'Tout',
          photos: [photo],
          video_url: YOUTUBE,
          audience,
        }),
      };
    }
    const idsOf = (audiences: string[], shapes: string[]) =>
      audiences.flatMap((a) => shapes.map((shape) => posts[a]?.[shape]?.id ?? '')).sort();
    const expected = { photos: ['photos', 'both'], video: ['video', 'both'] } as const;
    for (const [name, viewer] of Object.entries(viewers) as [Viewer, Member][]) {
      for (const [has, shapes] of Object.entries(expected)) {
        const profile = await list(viewer, `?author=${author.id}&has=${has}`);
        expect(profile.results.map((p) => p.id).sort(), `${name} ${has} profile`).toEqual(
          idsOf(AUDIENCES_SEEN[name], [...shapes]),
        );
        const feed = await list(viewer, `?has=${has}`);
        const theirs = feed.results.filter((p) => p.author.id === author.id);
        expect(theirs.map((p) => p.id).sort(), `${name} ${has} feed`).toEqual(
          idsOf(FEED_SEEN[name], [...shapes]),
        );
        for (const p of feed.results) {
          expect(has === 'photos' ? p.photos.length > 0 : p.video !== null).toBe(true);
        }
      }
      // Without the filter, everything the viewer may see.
      const all = await list(viewer, `?author=${author.id}&limit=50`);
      expect(all.results).toHaveLength(AUDIENCES_SEEN[name].length * 4);
    }
  });

  it('pages with the cursor without gaps or duplicates', async () => {
    const [author, friend] = await members(2);
    if (!author || !friend) throw new Error('members missing');
    await befriend(t, author, friend);
    const photo = await createMedia(t, author.id);
    const withPhotos: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      await publish(author, { text: `Sans photo ${i}`, audience: 'friends' });
      const post = await publish(author, { text: `Photo ${i}`, photos: [photo] });
      withPhotos.unshift(post.id);
    }
    for (const base of [`?author=${author.id}&has=photos`, '?has=photos']) {
      const seen: string[] = [];
      let cursor = '';
      for (;;) {
        const page = await list(friend, `${base}&limit=3&cursor=${cursor}`);
        seen.push(...page.results.map((p) => p.id));
        if (page.next === null) break;
        cursor = page.next;
      }
      expect(seen, base).toEqual(withPhotos);
    }
  });

  it('refuses an unknown filter in French, and a guest', async () => {
    const member = await createSignedInMember(t);
    for (const query of ['?has=audio', `?author=${member.id}&has=PHOTOS`, '?has=']) {
      const response = await call(member, 'GET', `/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        details: { has: HAS_ERROR },
      });
    }
    expect((await call(undefined, 'GET', '/?has=photos')).statusCode).toBe(401);
  });
});

describe('the activity tab', () => {
  it('shows each viewer only what they may see, newest first', async () => {
    const viewers = await cast();
    const { author, friend, stranger } = viewers;
    // owner: a friend of the author who writes publications the author acts on; commenter:
    // someone the friend blocked; wary: a stranger who blocked the owner; plain: a stranger.
    const [owner, commenter, wary, plain] = await members(4);
    if (!owner || !commenter || !wary || !plain) throw new Error('members missing');
    await befriend(t, owner, author);
    await block(t, friend, commenter);
    await block(t, wary, owner);

    const photo = await createMedia(t, author.id);
    const long = `${'Alléluia '.repeat(30)}fin`;
    const ownPublic = await publish(author, { text: long, photos: [photo], audience: 'public' });
    const ownFriends = await publish(author, { text: 'Pour mes amis', audience: 'friends' });
    const ownPrivate = await publish(author, { text: 'Pour moi', audience: 'private' });
    const ownComment = await commentOn(author, ownPublic, { text: 'Je complète' });
    await react(author, `/post/${ownFriends.id}/`, 'jaime');
    const theirs = await publish(owner, { text: 'Chez un ami', audience: 'public' });
    const theirFriends = await publish(owner, { text: 'Entre amis', audience: 'friends' });
    const other = await commentOn(commenter, theirs, { text: 'Un autre avis' });
    const onTheirs = await commentOn(author, theirs, { text: 'Amen' });
    const reply = await commentOn(author, theirs, { text: 'Bien dit', reply_to: other });
    await react(author, `/post/${theirs.id}/`, 'priere');
    await react(author, `/comments/${other}/`, 'merci');
    const onTheirFriends = await commentOn(author, theirFriends, { text: 'Merci' });

    // Newest first; the key names what happened.
    const items = {
      onTheirFriends: `comment:${onTheirFriends}`,
      reactOther: `comment_reaction:${other}`,
      reactTheirs: `publication_reaction:${theirs.id}`,
      reply: `reply:${reply}`,
      onTheirs: `comment:${onTheirs}`,
      reactOwnFriends: `publication_reaction:${ownFriends.id}`,
      ownComment: `comment:${ownComment}`,
      ownPrivate: `publication:${ownPrivate.id}`,
      ownFriends: `publication:${ownFriends.id}`,
      ownPublic: `publication:${ownPublic.id}`,
    };
    type Item = keyof typeof items;
    const all = Object.keys(items) as Item[];
    const but = (...hidden: Item[]) => all.filter((item) => !hidden.includes(item));
    const expected: [string, Member, Item[]][] = [
      ['author', author, all],
      // Not the owner's friend: not their friends-only post; blocked the commenter.
      ['friend', friend, but('ownPrivate', 'onTheirFriends', 'reactOther')],
      ['owner', owner, but('ownPrivate')],
      [
        'stranger',
        stranger,
        ['reply', 'onTheirs', 'reactTheirs', 'reactOther', 'ownComment', 'ownPublic'],
      ],
      [
        'plain stranger',
        plain,
        ['reply', 'onTheirs', 'reactTheirs', 'reactOther', 'ownComment', 'ownPublic'],
      ],
      // Blocked the owner: nothing on the owner's publications.
      ['wary', wary, ['ownComment', 'ownPublic']],
      ['blocked by the author', viewers.blockedByAuthor, []],
      ['blocker of the author', viewers.blockerOfAuthor, []],
    ];
    const order = (names: Item[]) =>
      all.filter((name) => names.includes(name)).map((n) => items[n]);
    for (const [name, viewer, seen] of expected) {
      const page = await activity(viewer, `?author=${author.id}&limit=50`);
      expect(
        page.results.map((item) => item.id),
        name,
      ).toEqual(order(seen));
      expect(page.next).toBeNull();
    }

    const page = await activity(author, `?author=${author.id}`);
    const byId = new Map(page.results.map((item) => [item.id, item]));
    const authorCard = {
      id: author.id,
      titre: author.titre,
      first_name: author.first_name,
      last_name: author.last_name,
      profile_picture: null,
    };
    const first = byId.get(items.ownPublic);
    expect(first).toMatchObject({
      kind: 'publication',
      publication: { id: ownPublic.id, author: authorCard, thumbnail: photo },
      comment: null,
      reaction: null,
    });
    const cut = first?.publication.excerpt ?? '';
    expect(cut.length).toBeLessThanOrEqual(140);
    expect(cut.endsWith('Alléluia…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(byId.get(items.reply)).toMatchObject({
      kind: 'reply',
      publication: {
        id: theirs.id,
        author: { id: owner.id },
        excerpt: 'Chez un ami',
        thumbnail: null,
      },
      comment: { id: reply, excerpt: 'Bien dit' },
      reaction: null,
    });
    expect(byId.get(items.reactOther)).toMatchObject({
      kind: 'comment_reaction',
      publication: { id: theirs.id },
      comment: { id: other, excerpt: 'Un autre avis' },
      reaction: 'merci',
    });
    expect(byId.get(items.reactOwnFriends)).toMatchObject({
      kind: 'publication_reaction',
      publication: { id: ownFriends.id, excerpt: 'Pour mes amis' },
      comment: null,
      reaction: 'jaime',
    });
    const times = page.results.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('walks the merged stream with the cursor, ties included, in one query a page', async () => {
    const [author, friend, owner] = await members(3);
    if (!author || !friend || !owner) throw new Error('members missing');
    await befriend(t, author, friend);
    await befriend(t, author, owner);
    await befriend(t, owner, friend);
    const posts: Publication[] = [];
    for (let i = 0; i < 5; i += 1) {
      posts.push(await publish(author, { text: `Publication ${i}`, audience: 'friends' }));
      const theirs = await publish(owner, { text: `Chez lui ${i}`, audience: 'friends' });
      const comment = await commentOn(author, theirs, { text: `Commentaire ${i}` });
      await commentOn(author, theirs, { text: `Réponse ${i}`, reply_to: comment });
      await react(author, `/post/${theirs.id}/`);
      await react(author, `/comments/${comment}/`);
    }
    // Several kinds at the very same instant (test-only writes: the clock is not an API).
    const instant = new Date('2026-01-01T12:00:00.000Z');
    const repository = createPublicationsRepository(t.database.db, 2);
    for (const post of posts.slice(0, 2)) await repository.setCreatedAt(post.id, instant);
    await t.database.db
      .update(comments)
      .set({ createdAt: instant })
      .where(eq(comments.authorId, author.id));
    await t.database.db
      .update(publicationReactions)
      .set({ createdAt: instant })
      .where(eq(publicationReactions.userId, author.id));
    await t.database.db
      .update(commentReactions)
      .set({ createdAt: instant })
      .where(eq(commentReactions.userId, author.id));

    const whole = await activity(friend, `?author=${author.id}&limit=50`);
    expect(whole.results).toHaveLength(25);
    const ids = whole.results.map((item) => item.id);
    expect(new Set(ids).size).toBe(25);
    for (const limit of [1, 3, 5, 25]) {
      expect(
        (await walk(friend, author, limit)).map((item) => item.id),
        `limit ${limit}`,
      ).toEqual(ids);
    }
    // The page read once more, its publications cached (publications.cache.ts), then counted:
    // the spy sees every query on the database (a session's check, a job beside the request),
    // the page's are those reading publications.
    await t.app.jobs.drain();
    await activity(friend, `?author=${author.id}&limit=5`);
    const dialect = new PgDialect();
    const queries = vi.spyOn(t.database.db, 'execute');
    const page = await activity(friend, `?author=${author.id}&limit=5`);
    const count = queries.mock.calls.filter(([query]) =>
      is(query, SQL) ? /\bpublications\b/.test(dialect.sqlToQuery(query).sql) : false,
    ).length;
    queries.mockRestore();
    expect(count).toBe(1);
    expect(page.results).toHaveLength(5);
    // The default page is 20 long.
    expect((await activity(friend, `?author=${author.id}`)).results).toHaveLength(20);
  });

  it('answers an empty page for an unknown member, refuses bad input and guests', async () => {
    const member = await createSignedInMember(t);
    await publish(member, { text: 'Bonjour', audience: 'public' });
    await publish(member, { text: 'Re-bonjour', audience: 'public' });
    for (const author of ['00000000-0000-4000-8000-000000000000', 'pas-un-uuid']) {
      expect(await activity(member, `?author=${author}`)).toEqual({ results: [], next: null });
    }
    const missing = await call(member, 'GET', '/activity/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ details: { author: 'Le membre est obligatoire.' } });
    const feedCursor = (await list(member, `?author=${member.id}&limit=1`)).next;
    for (const cursor of ['nimporte', feedCursor ?? 'x']) {
      const bad = await call(member, 'GET', `/activity/?author=${member.id}&cursor=${cursor}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        details: { cursor: 'Ce curseur de pagination est invalide.' },
      });
    }
    for (const limit of ['0', '51', 'dix']) {
      const bad = await call(member, 'GET', `/activity/?author=${member.id}&limit=${limit}`);
      expect(bad.statusCode, limit).toBe(400);
    }
    expect((await call(undefined, 'GET', `/activity/?author=${member.id}`)).statusCode).toBe(401);
  });
});
