/**
 * The home feed read from timelines (docs/adr/0027-feed-timelines.md) answers what the feed
 * read from PostgreSQL alone answers: the same publications, in the same order, page after
 * page, for viewers with many friends, few friends (the community's publications mixed in),
 * blocks, groups, a page followed and every audience; before and after writes that the jobs
 * keep in the timelines (publications, a deletion, an audience change, an unfriending, a group
 * left) and past the timeline's length. On PGlite the timelines are in process; on PostgreSQL
 * with REDIS_URL, in Redis.
 */
import type { Group, Publication, PublicationPage } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createSignedInMember,
  type Member,
  relationAction,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { FeedTimelines } from './publications.timelines.jobs.ts';
import { timelineScoreOf } from './publications.timelines.jobs.ts';
import { createMemoryTimelines } from './publications.timelines.ts';

/** Short timelines, so that the pages walk past their end. */
const LENGTH = 20;

// Two apps on one database: `t` reads the feed from timelines, `plain` from PostgreSQL alone.
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { FEED_TIMELINE_LENGTH: String(LENGTH) } });
  plain = await createTestApp({ database: t.database, env: { FEED_TIMELINES: '0' } });
});
afterAll(async () => {
  await plain.close();
  await t.close();
});

const timelines = (): FeedTimelines => {
  const found = t.app.services.publications.timelines;
  if (!found) throw new Error('timelines are off');
  return found;
};

async function ok<T>(
  member: Member,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<T> {
  const response = await t.app.inject({
    method,
    url,
    headers: member.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

const publish = (member: Member, body: object) =>
  ok<Publication>(member, 'POST', '/api/publications/', { type: 'texte', ...body });

/** Every page of a member's feed on one app, as the bytes answered. */
async function walk(on: TestApp, member: Member, limit: number): Promise<string[]> {
  const bodies: string[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/publications/?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await on.app.inject({
      method: 'GET',
      url,
      headers: member.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    bodies.push(response.body);
    cursor = response.json<PublicationPage>().next;
  } while (cursor !== null);
  return bodies;
}

const idsOf = (bodies: readonly string[]) =>
  bodies.flatMap((body) => JSON.parse(body).results.map((p: Publication) => p.id) as string[]);

/** The same pages, byte for byte, with and without timelines. */
async function expectSameFeed(member: Member, limit: number): Promise<string[]> {
  const withTimelines = await walk(t, member, limit);
  expect(withTimelines).toEqual(await walk(plain, member, limit));
  return idsOf(withTimelines);
}

const stored = async (member: Member) =>
  (await timelines().store.read(member.id, undefined, 1000))?.entries.map((e) => e.id) ?? null;

describe('the feed from timelines', () => {
  let many: Member;
  let few: Member;
  let friends: Member[];
  let stranger: Member;
  let group: Group;
  const kept: Record<string, Publication> = {};

  beforeAll(async () => {
    const list = await Promise.all(Array.from({ length: 14 }, () => createSignedInMember(t)));
    const [a, b, x, ...rest] = list;
    if (!a || !b || !x) throw new Error('members missing');
    many = a;
    few = b;
    stranger = x;
    friends = rest;
    // `many` has eleven friends (their feed is their network's); `few` two (the community's
    // public publications are mixed in, marked).
    for (const friend of friends) await befriend(t, many, friend);
    await befriend(t, few, friends[0] as Member);
    await befriend(t, few, friends[1] as Member);
    // A group both viewers and the stranger joined; a page `many` follows.
    group = await ok<Group>(friends[2] as Member, 'POST', '/api/groups/', { name: 'Chorale' });
    for (const member of [many, few, stranger]) {
      await ok(member, 'POST', `/api/groups/${group.id}/join/`, {});
    }
    const page = await ok<Group>(friends[3] as Member, 'POST', '/api/groups/', {
      name: 'Paroisse',
      kind: 'PAGE',
    });
    await ok(many, 'POST', `/api/groups/${page.id}/join/`, {});
    // `few` blocks the stranger: neither their group's nor their public publications.
    await block(t, few, stranger);
    for (let round = 0; round < 3; round += 1) {
      for (const [i, friend] of friends.entries()) {
        const audience = i === 0 ? 'private' : i === 4 ? 'public' : 'friends';
        kept[`${round}:${i}`] = await publish(friend, { text: `Ami ${i}, ${round}`, audience });
      }
      await publish(stranger, { text: `Public ${round}`, audience: 'public' });
      kept[`group:${round}`] = await publish(stranger, {
        text: `Groupe ${round}`,
        group_id: group.id,
      });
      await publish(friends[3] as Member, { text: `Page ${round}`, group_id: page.id });
      await publish(many, { text: `Moi ${round}`, audience: 'private' });
      await publish(few, { text: `Nous ${round}`, audience: 'public' });
    }
  });

  it('answers the same publications in the same order, page after page', async () => {
    // The first reads rebuild the timelines from PostgreSQL; the second read them.
    for (let read = 0; read < 2; read += 1) {
      const seen = await expectSameFeed(many, 7);
      // Past the timeline's length: the older pages are read from PostgreSQL.
      expect(seen.length).toBeGreaterThan(LENGTH + 5);
      expect(new Set(seen).size).toBe(seen.length);
      const fewSeen = await expectSameFeed(few, 4);
      expect(fewSeen.length).toBeGreaterThan(5);
      await expectSameFeed(friends[0] as Member, 5);
      await expectSameFeed(stranger, 6);
    }
    expect(await stored(many)).toHaveLength(LENGTH);
    const first = JSON.parse((await walk(t, few, 50))[0] ?? '{}') as PublicationPage;
    expect(first.results.some((p) => p.from_community)).toBe(true);
    expect(first.results.some((p) => p.author.id === stranger.id)).toBe(false);
  });

  it('keeps the timelines on write and corrects them, the feed the same throughout', async () => {
    await expectSameFeed(many, 7);
    // Published after the timeline was built: the fan-out job writes it in.
    const fresh = await publish(friends[5] as Member, { text: 'Nouvelle', audience: 'friends' });
    expect((await stored(many))?.[0]).toBe(fresh.id);
    expect(await stored(many)).toHaveLength(LENGTH);
    // A private publication reaches only its author's timeline.
    const secret = await publish(friends[6] as Member, { text: 'Secret', audience: 'private' });
    expect(await stored(many)).not.toContain(secret.id);

    // A deletion, an audience change, an unfriending, a group left.
    const deleted = kept['2:7'] as Publication;
    expect(await stored(many)).toContain(deleted.id);
    await ok(friends[7] as Member, 'DELETE', `/api/publications/post/${deleted.id}/`);
    expect(await stored(many)).not.toContain(deleted.id);

    const hidden = kept['2:8'] as Publication;
    await ok(friends[8] as Member, 'PATCH', `/api/publications/post/${hidden.id}/`, {
      audience: 'private',
    });
    expect(await stored(many)).not.toContain(hidden.id);
    await expectSameFeed(many, 7);
    // Back to its friends: placed again.
    await ok(friends[8] as Member, 'PATCH', `/api/publications/post/${hidden.id}/`, {
      audience: 'friends',
    });
    expect(await stored(many)).toContain(hidden.id);

    const unfriended = kept['2:9'] as Publication;
    expect(await stored(many)).toContain(unfriended.id);
    expect((await relationAction(t, many, friends[9] as Member, 'reject')).statusCode).toBe(200);
    expect(await stored(many)).not.toContain(unfriended.id);
    await expectSameFeed(many, 7);

    const inGroup = kept['group:2'] as Publication;
    expect(await stored(many)).toContain(inGroup.id);
    await ok(many, 'POST', `/api/groups/${group.id}/leave/`, {});
    expect(await stored(many)).not.toContain(inGroup.id);
    // The timeline, rebuilt, is full again.
    expect(await stored(many)).toHaveLength(LENGTH);
    await expectSameFeed(many, 7);
    await expectSameFeed(few, 4);
  });

  it('never shows what a stale entry names: the page statement checks every id again', async () => {
    const secret = await publish(stranger, { text: 'Pas pour vous', audience: 'private' });
    const news = await publish(friends[1] as Member, { text: 'Amis', audience: 'friends' });
    await expectSameFeed(many, 7);
    // Written into the viewer's timeline by mistake (a race, a lost correction).
    await timelines().store.add([many.id], { id: secret.id, score: Date.now() * 1000 + 5e9 });
    expect((await stored(many))?.[0]).toBe(secret.id);
    const seen = await expectSameFeed(many, 7);
    expect(seen).not.toContain(secret.id);
    expect(seen[0]).toBe(news.id);
  });

  it('reads the feed from PostgreSQL when the store cannot be read, or with FEED_TIMELINES=0', async () => {
    const store = timelines().store;
    const read = store.read.bind(store);
    store.read = () => Promise.reject(new Error('Redis injoignable'));
    try {
      expect((await expectSameFeed(many, 7)).length).toBeGreaterThan(LENGTH);
    } finally {
      store.read = read;
    }
    expect(plain.app.services.publications.timelines).toBeNull();
  });

  it("shows its author's new publication at once, before the job places it", async () => {
    const author = await createSignedInMember(t);
    await walk(t, author, 5);
    // Written without a request, so no drain has worked the placing job yet when the next
    // read computes its answer; a browser reads its feed again right after publishing.
    const { publication } = await t.app.services.publications.create(author.id, {
      type: 'texte',
      text: 'Note pour moi, à l’instant',
      audience: 'private',
    });
    expect(await stored(author)).not.toContain(publication.id);
    const [first] = await walk(t, author, 5);
    const { results } = JSON.parse(first ?? '{}') as PublicationPage;
    expect(results[0]?.id).toBe(publication.id);
  });

  it('rebuilds a lost timeline from PostgreSQL on the next read', async () => {
    await timelines().store.replace(many.id, [], false);
    expect(await stored(many)).toBeNull();
    await expectSameFeed(many, 7);
    expect(await stored(many)).toHaveLength(LENGTH);
  });
});

describe('a timeline store in process', () => {
  const entry = (n: number) => ({
    id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
    score: n,
  });

  it('keeps its length, adds nothing below its lowest entry, and forgets the unread', async () => {
    let now = 0;
    const store = createMemoryTimelines({ length: 3, ttlMs: 1000, now: () => new Date(now) });
    await store.add(['m'], entry(1));
    expect(await store.read('m', undefined, 10)).toBeNull();
    await store.replace('m', [entry(5), entry(3)], true);
    await store.add(['m'], entry(1));
    expect(await store.read('m', undefined, 10)).toEqual({
      entries: [entry(5), entry(3), entry(1)],
      exhausted: true,
    });
    // Over its length: the oldest goes, and the timeline no longer holds everything.
    await store.add(['m'], entry(4));
    expect(await store.read('m', undefined, 10)).toEqual({
      entries: [entry(5), entry(4), entry(3)],
      exhausted: false,
    });
    // Below its lowest entry: not added (it would leave a gap above it).
    await store.add(['m'], entry(2));
    expect(await store.read('m', entry(4), 10)).toEqual({ entries: [entry(3)], exhausted: false });
    await store.remove(['m'], entry(4).id);
    expect((await store.read('m', undefined, 10))?.entries).toEqual([entry(5), entry(3)]);
    now = 2000;
    expect(await store.exists('m')).toBe(false);
  });

  it('places a cursor of PostgreSQL time text', () => {
    expect(timelineScoreOf('2026-11-27 22:30:01.123456+00')).toBe(
      Date.parse('2026-11-27T22:30:01Z') * 1000 + 123456,
    );
    expect(timelineScoreOf('2026-11-27 23:30:01.5+01')).toBe(
      Date.parse('2026-11-27T22:30:01Z') * 1000 + 500000,
    );
    expect(timelineScoreOf('hier')).toBeUndefined();
  });
});
