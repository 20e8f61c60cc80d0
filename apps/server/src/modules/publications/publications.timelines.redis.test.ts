/**
 * Timelines on two nodes sharing PostgreSQL and Redis (docs/adr/0027-feed-timelines.md): an
 * unfriending, a block, a group left, an audience change and a deletion made on one node take
 * the publication out of the timeline the other node reads, within a second, by the job queue
 * as in production (both nodes work their jobs in the background; nothing drains them here).
 */
import type { Group, Publication } from '@koinonia/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  createSignedInMember,
  type Member,
  relationAction,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  const realtimePrefix = `koinonia-test-${randomBytes(6).toString('hex')}:`;
  one = await createTestApp({ realtimePrefix, workJobs: true });
  two = await createTestApp({ database: one.database, realtimePrefix, workJobs: true });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

async function ok<T>(
  member: Member,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<T> {
  const response = await one.app.inject({
    method,
    url,
    headers: member.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

/** The viewer's timeline as the second node reads it (Redis). */
async function onTwo(member: Member): Promise<string[]> {
  const timelines = two.app.services.publications.timelines;
  if (!timelines) throw new Error('timelines are off');
  return (await timelines.store.read(member.id, undefined, 1000))?.entries.map((e) => e.id) ?? [];
}

/** Waits until the second node's timeline of `member` no longer holds `id`; the time it took. */
async function goneWithin(member: Member, id: string, write: () => Promise<unknown>) {
  expect(await onTwo(member)).toContain(id);
  const start = performance.now();
  await write();
  while (performance.now() - start < 5000) {
    if (!(await onTwo(member)).includes(id)) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${id} still in the timeline after 5 s`);
}

describe('timelines on two nodes', () => {
  it('lose a publication within a second of an unfriending, a block, a group left, an audience change and a deletion', async () => {
    expect(one.config.redisUrl).toBeDefined();
    const list = await Promise.all(Array.from({ length: 6 }, () => createSignedInMember(one)));
    const [viewer, unfriended, blocker, member, editor, deleter] = list;
    if (!viewer || !unfriended || !blocker || !member || !editor || !deleter) {
      throw new Error('members missing');
    }
    for (const friend of [unfriended, blocker, editor, deleter])
      await befriend(one, viewer, friend);
    const group = await ok<Group>(member, 'POST', '/api/groups/', { name: 'Chorale' });
    await ok(viewer, 'POST', `/api/groups/${group.id}/join/`, {});
    const post = (author: Member, body: object) =>
      ok<Publication>(author, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Bonjour',
        ...body,
      });
    const [p1, p2, p3, p4, p5] = [
      await post(unfriended, { audience: 'friends' }),
      await post(blocker, { audience: 'friends' }),
      await post(member, { group_id: group.id }),
      await post(editor, { audience: 'friends' }),
      await post(deleter, { audience: 'public' }),
    ];
    if (!p1 || !p2 || !p3 || !p4 || !p5) throw new Error('publications missing');
    // The viewer reads their feed on the second node: their timeline is built, in Redis.
    const read = await two.app.inject({
      method: 'GET',
      url: '/api/publications/',
      headers: viewer.headers,
    });
    expect(read.json<{ results: Publication[] }>().results.map((p) => p.id)).toEqual([
      p5.id,
      p4.id,
      p3.id,
      p2.id,
      p1.id,
    ]);
    // From here the first node's requests leave their jobs to the background workers.
    one.jobs.drainAfterInject = false;
    const took = [
      await goneWithin(viewer, p1.id, () => relationAction(one, viewer, unfriended, 'reject')),
      await goneWithin(viewer, p2.id, () => relationAction(one, blocker, viewer, 'block')),
      await goneWithin(viewer, p3.id, () =>
        ok(viewer, 'POST', `/api/groups/${group.id}/leave/`, {}),
      ),
      await goneWithin(viewer, p4.id, () =>
        ok(editor, 'PATCH', `/api/publications/post/${p4.id}/`, { audience: 'private' }),
      ),
      await goneWithin(viewer, p5.id, () =>
        ok(deleter, 'DELETE', `/api/publications/post/${p5.id}/`),
      ),
    ];
    for (const ms of took) expect(ms).toBeLessThan(1000);
    expect(await onTwo(viewer)).toEqual([]);
  });
});
