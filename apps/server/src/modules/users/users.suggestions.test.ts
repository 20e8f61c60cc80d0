/**
 * 'Vous connaissez peut-être' (`GET /api/users/?query=suggestion`): friends of friends, then the
 * members of one's groups and events, then the community's most active members, each with its
 * reason; never a friend, a pending invitation either way, nor a block either way.
 */
import { type MemberPage, memberPageSchema } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createSignedInMember,
  invite,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(member: Member, method: 'POST' | 'GET', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: member.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: string }>();
}

async function suggestions(member: Member): Promise<MemberPage['results']> {
  const page = memberPageSchema.parse(
    await call(member, 'GET', '/api/users/?query=suggestion&limit=50'),
  );
  return page.results;
}

const reasonOf = (results: MemberPage['results'], member: Member) =>
  results.find((m) => m.id === member.id)?.reason;

async function groupOf(owner: Member, name: string, others: Member[]) {
  const group = await call(owner, 'POST', '/api/groups/', { name });
  for (const other of others) await call(other, 'POST', `/api/groups/${group.id}/join/`, {});
  return group;
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe("'Vous connaissez peut-être'", () => {
  it('proposes friends of friends first, then group members, then event participants, each with its reason', async () => {
    const [me, friend, fof, choir, pilgrim, organiser] = await Promise.all(
      Array.from({ length: 6 }, () => createSignedInMember(t)),
    );
    if (!me || !friend || !fof || !choir || !pilgrim || !organiser) throw new Error('members');
    await befriend(t, me, friend);
    await befriend(t, friend, fof);
    await groupOf(choir, 'Chorale', [me]);
    const event = await call(organiser, 'POST', '/api/events/', {
      title: 'Pèlerinage à Vézelay',
      starts_at: inHours(48),
      ends_at: inHours(50),
      location: 'Vézelay',
    });
    for (const who of [me, pilgrim]) {
      await call(who, 'POST', `/api/events/${event.id}/rsvp/`, { answer: 'going', guests: 0 });
    }

    const results = await suggestions(me);
    expect(reasonOf(results, fof)).toEqual({ kind: 'mutual', count: 1 });
    expect(reasonOf(results, choir)).toEqual({ kind: 'group', name: 'Chorale' });
    expect(reasonOf(results, pilgrim)).toEqual({ kind: 'event', name: 'Pèlerinage à Vézelay' });
    const ids = results.map((m) => m.id);
    expect(ids.indexOf(fof.id)).toBeLessThan(ids.indexOf(choir.id));
    expect(ids.indexOf(choir.id)).toBeLessThan(ids.indexOf(pilgrim.id));
    // Reasons belong to suggestions only.
    const friends = memberPageSchema.parse(await call(me, 'GET', '/api/users/?query=friend'));
    expect(friends.results[0]?.reason).toBeUndefined();
  });

  it('shows a member with no friend yet the community’s most active members first', async () => {
    const active = await createSignedInMember(t);
    for (const text of ['Bonjour à tous', 'Merci pour la veillée']) {
      await call(active, 'POST', '/api/publications/', { type: 'texte', text });
    }
    const quiet = await createSignedInMember(t);
    const newcomer = await createSignedInMember(t);
    const results = await suggestions(newcomer);
    expect(reasonOf(results, active)).toEqual({ kind: 'active' });
    expect(reasonOf(results, quiet)).toBeUndefined();
    const ids = results.map((m) => m.id);
    expect(ids.indexOf(active.id)).toBeLessThan(ids.indexOf(quiet.id));
  });

  it('never proposes a friend, a pending invitation either way, nor a block either way, even in a shared group', async () => {
    const [me, friend, invited, inviting, blocked, blocking] = await Promise.all(
      Array.from({ length: 6 }, () => createSignedInMember(t)),
    );
    if (!me || !friend || !invited || !inviting || !blocked || !blocking) {
      throw new Error('members');
    }
    await groupOf(me, 'Lecture de la Bible', [friend, invited, inviting, blocked, blocking]);
    await befriend(t, me, friend);
    await invite(t, me, invited);
    await invite(t, inviting, me);
    await block(t, me, blocked);
    await block(t, blocking, me);
    const ids = (await suggestions(me)).map((m) => m.id);
    for (const excluded of [me, friend, invited, inviting, blocked, blocking]) {
      expect(ids).not.toContain(excluded.id);
    }
    // Both ways: the blocked members do not see me either.
    expect((await suggestions(blocked)).map((m) => m.id)).not.toContain(me.id);
    expect((await suggestions(blocking)).map((m) => m.id)).not.toContain(me.id);
  });
});
