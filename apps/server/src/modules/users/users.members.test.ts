import type { MemberPage, MemberProfile } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createSignedInMember,
  invite,
  type Member,
  type MemberOverrides,
  relationAction,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (overrides?: MemberOverrides) => createSignedInMember(t, overrides);
type Members<N extends number, R extends Member[] = []> = R['length'] extends N
  ? R
  : Members<N, [Member, ...R]>;
/** n fresh verified members, typed as a tuple so that destructuring needs no checks. */
const members = <N extends number>(n: N, overrides?: MemberOverrides) =>
  Promise.all(Array.from({ length: n }, () => member(overrides))) as unknown as Promise<Members<N>>;

function profileOf(viewer: Member, id: string) {
  return t.app.inject({ url: `/api/users/${id}/`, headers: viewer.headers });
}

async function list(viewer: Member, query: Record<string, string>) {
  const response = await t.app.inject({
    url: `/api/users/?${new URLSearchParams(query).toString()}`,
    headers: viewer.headers,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<MemberPage>();
}

const idsOf = (page: MemberPage) => page.results.map((m) => m.id);

/** Every page of a list, following `next`. */
async function walk(viewer: Member, query: Record<string, string>) {
  const pages: MemberPage[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(viewer, { ...query, ...(cursor ? { cursor } : {}) });
    pages.push(page);
    cursor = page.next;
  } while (cursor && pages.length < 20);
  return pages;
}

const NOT_FOUND = { error: 'Membre introuvable.', code: 'not_found' };

describe('GET /api/users/{userId}/', () => {
  it('shows another member without e-mail, the birthday to friends only', async () => {
    const [me, other, common] = await Promise.all([
      member(),
      member({
        titre: 'Père',
        first_name: 'Antoine',
        last_name: 'Girard',
        birthday: '1961-11-19',
        bio: 'Curé',
      }),
      member(),
    ]);
    await befriend(t, me, common);
    await befriend(t, other, common);
    const response = await profileOf(me, other.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<MemberProfile>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'titre',
        'first_name',
        'last_name',
        'bio',
        'profile_picture',
        'cover_picture',
        'status',
        'mutual_count',
        'birthday',
        'birthday_month_day',
        'email',
        'town',
        'postcode',
        'date_joined',
        'counts',
        'friends_list_visible',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: other.id,
      titre: 'Père',
      first_name: 'Antoine',
      last_name: 'Girard',
      bio: 'Curé',
      birthday: null,
      birthday_month_day: null,
      email: null,
      status: 'offline',
      mutual_count: 1,
      counts: { friends: 1 },
    });
    expect(response.body).not.toContain(other.email);

    // Friends see the day of the birthday; its year by default to nobody (settings).
    await befriend(t, me, other);
    expect((await profileOf(me, other.id)).json()).toMatchObject({
      birthday: null,
      birthday_month_day: '11-19',
      email: null,
      mutual_count: 1,
      counts: { friends: 2 },
    });
  });

  it('answers the same shape for oneself', async () => {
    const me = await member({ birthday: '1990-05-02' });
    const body = (await profileOf(me, me.id)).json<MemberProfile>();
    expect(body).toMatchObject({
      id: me.id,
      birthday: '1990-05-02',
      mutual_count: 0,
      status: 'online',
      // One's own details all show to oneself.
      email: me.email,
    });
  });

  it('answers the same 404 for unknown, malformed, unverified and blocked either way', async () => {
    const [me, blockedByMe, blockingMe] = await members(3);
    const unverified = await member({ verified: false });
    await block(t, me, blockedByMe);
    await block(t, blockingMe, me);
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'pas-un-uuid',
      "1' or '1'='1",
      unverified.id,
      blockedByMe.id,
      blockingMe.id,
    ]) {
      const response = await profileOf(me, encodeURIComponent(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await profileOf(blockedByMe, me.id)).json()).toEqual(NOT_FOUND);
  });
});

describe('GET /api/users/?query=', () => {
  it('friend, invitation (received) and demande (sent), newest change first', async () => {
    const [me, f1, f2, inviter, invited, stranger] = await members(6);
    await befriend(t, me, f1);
    await befriend(t, f2, me);
    await invite(t, inviter, me);
    await invite(t, me, invited);
    await invite(t, stranger, f1);
    expect(idsOf(await list(me, { query: 'friend' }))).toEqual([f2.id, f1.id]);
    expect(idsOf(await list(me, { query: 'invitation' }))).toEqual([inviter.id]);
    expect(idsOf(await list(me, { query: 'demande' }))).toEqual([invited.id]);
    const item = (await list(me, { query: 'friend' })).results[0];
    expect(Object.keys(item!).sort()).toEqual(
      [
        'id',
        'titre',
        'first_name',
        'last_name',
        'bio',
        'profile_picture',
        'cover_picture',
        'status',
        'mutual_count',
      ].sort(),
    );
    // A block removes the relation, and so the member from every list.
    await block(t, me, f1);
    await block(t, me, inviter);
    await block(t, invited, me);
    expect(idsOf(await list(me, { query: 'friend' }))).toEqual([f2.id]);
    expect(idsOf(await list(me, { query: 'invitation' }))).toEqual([]);
    expect(idsOf(await list(me, { query: 'demande' }))).toEqual([]);
  });

  it('counts friends in common exactly, never through a blocked member', async () => {
    const [me, f1, f2, f3, x, y] = await members(6);
    await Promise.all([befriend(t, me, f1), befriend(t, f2, me), befriend(t, me, f3)]);
    await Promise.all([befriend(t, x, f1), befriend(t, f2, x), befriend(t, f3, y)]);
    await befriend(t, me, x);
    const byId = (page: MemberPage) =>
      Object.fromEntries(page.results.map((m) => [m.id, m.mutual_count]));
    expect(byId(await list(me, { query: 'friend' }))).toEqual({
      [f1.id]: 1,
      [f2.id]: 1,
      [f3.id]: 0,
      [x.id]: 2,
    });
    expect((await profileOf(me, y.id)).json()).toMatchObject({ mutual_count: 1 });
    await block(t, f1, me);
    expect(byId(await list(me, { query: 'friend' }))).toEqual({
      [f2.id]: 1,
      [f3.id]: 0,
      [x.id]: 1,
    });
  });

  it('suggestion: no friend, no pending, no block, no unverified; most in common first, then newest', async () => {
    const [me, f1, f2, a, b, friend, pendingIn, pendingOut, blocked, blocking] = await members(10);
    const unverified = await member({ verified: false });
    await Promise.all([befriend(t, me, f1), befriend(t, me, f2), befriend(t, me, friend)]);
    await Promise.all([befriend(t, a, f1), befriend(t, a, f2), befriend(t, b, f1)]);
    await Promise.all([
      befriend(t, blocked, f1),
      befriend(t, blocked, f2),
      befriend(t, blocking, f2),
    ]);
    await Promise.all([invite(t, pendingIn, me), invite(t, me, pendingOut)]);
    await Promise.all([block(t, me, blocked), block(t, blocking, me)]);
    const pages = await walk(me, { query: 'suggestion', limit: '50' });
    const results = pages.flatMap((p) => p.results);
    const ids = results.map((m) => m.id);
    expect(ids.slice(0, 2)).toEqual([a.id, b.id]);
    expect(results.slice(0, 2).map((m) => m.mutual_count)).toEqual([2, 1]);
    for (const excluded of [
      me,
      f1,
      f2,
      friend,
      pendingIn,
      pendingOut,
      blocked,
      blocking,
      unverified,
    ]) {
      expect(ids).not.toContain(excluded.id);
    }
    // A newcomer with no friends still sees members, the newest first.
    const late1 = await member();
    // PGlite's clock ticks in milliseconds: two sign-ups within one would tie on created_at.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const late2 = await member();
    const newcomer = await member();
    const first = (await list(newcomer, { query: 'suggestion', limit: '3' })).results;
    expect(first.map((m) => m.mutual_count)).toEqual([0, 0, 0]);
    expect(first.slice(0, 2).map((m) => m.id)).toEqual([late2.id, late1.id]);
  });

  it('blocked: the members I blocked, newest first; never those who blocked me', async () => {
    const [me, first, second, blocker] = await members(4);
    await block(t, me, first);
    await block(t, me, second);
    await block(t, blocker, me);
    expect(idsOf(await list(me, { query: 'blocked' }))).toEqual([second.id, first.id]);
    expect(idsOf(await list(blocker, { query: 'blocked' }))).toEqual([me.id]);
    expect(idsOf(await list(first, { query: 'blocked' }))).toEqual([]);
    await relationAction(t, me, second, 'unblock');
    expect(idsOf(await list(me, { query: 'blocked' }))).toEqual([first.id]);
  });

  it('walks 45 friends in pages of 20 without duplicates or gaps', async () => {
    const me = await member();
    const friends = await members(45);
    for (const friend of friends) await befriend(t, me, friend);
    const pages = await walk(me, { query: 'friend' });
    expect(pages.map((p) => p.results.length)).toEqual([20, 20, 5]);
    expect(pages.at(-1)?.next).toBeNull();
    const ids = pages.flatMap(idsOf);
    expect(new Set(ids).size).toBe(45);
    // Newest friendship first.
    expect(ids).toEqual(friends.map((f) => f.id).reverse());
    const suggestions = await walk(me, { query: 'suggestion', limit: '7' });
    const suggested = suggestions.flatMap(idsOf);
    expect(new Set(suggested).size).toBe(suggested.length);
  }, 90_000); // 45 members and 45 friendships: well past 30 s on a loaded CI machine

  it('refuses both or neither of query and search, unknown lists and bad cursors, in French', async () => {
    const me = await member();
    const cases: [string, Record<string, string>][] = [
      ['', { query: 'Indiquez soit « query », soit « search », mais pas les deux.' }],
      [
        'query=friend&search=anne',
        { query: 'Indiquez soit « query », soit « search », mais pas les deux.' },
      ],
      ['query=amis', { query: 'Liste inconnue.' }],
      ['search=%20%20', { search: 'Saisissez au moins un caractère.' }],
      ['query=friend&cursor=abc', { cursor: 'Ce curseur de pagination est invalide.' }],
      [
        `query=friend&cursor=${Buffer.from(JSON.stringify(['search', '1', '', me.id])).toString('base64url')}`,
        { cursor: 'Ce curseur de pagination est invalide.' },
      ],
      [
        `query=friend&cursor=${Buffer.from(JSON.stringify(['friend', "x'; drop table users", '', me.id])).toString('base64url')}`,
        { cursor: 'Ce curseur de pagination est invalide.' },
      ],
      ['query=friend&limit=500', { limit: expect.any(String) as string }],
    ];
    for (const [query, details] of cases) {
      const response = await t.app.inject({ url: `/api/users/?${query}`, headers: me.headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'validation_error', details });
    }
    expect((await t.app.inject({ url: '/api/users/?query=friend' })).statusCode).toBe(401);
  });
});
