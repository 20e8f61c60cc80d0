/**
 * Cached publications on two nodes sharing PostgreSQL and Redis (publications.cache.ts): what
 * one node writes shows on the other's next read, though both cache the publication.
 */
import { type Publication, type PublicationPage } from '@koinonia/contracts';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, createSignedInMember, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let one: TestApp;
let two: TestApp;
let realtimePrefix = '';
beforeAll(async () => {
  realtimePrefix = `koinonia-test-${randomBytes(6).toString('hex')}:`;
  one = await createTestApp({ realtimePrefix });
  two = await createTestApp({ database: one.database, realtimePrefix });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

async function ok<T>(
  node: TestApp,
  member: Member,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<T> {
  const response = await node.app.inject({
    method,
    url: `/api/publications${url}`,
    headers: member.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

describe('cached publications on two nodes', () => {
  it('show on one node what the other wrote, on the next read', async () => {
    expect(one.config.redisUrl).toBeDefined();
    const [author, friend, other] = await Promise.all(
      [1, 2, 3].map(() => createSignedInMember(one)),
    );
    if (!author || !friend || !other) throw new Error('members missing');
    await befriend(one, author, friend);
    await befriend(one, author, other);
    const post = await ok<Publication>(one, author, 'POST', '/', {
      type: 'texte',
      text: 'Avant',
      audience: 'friends',
    });
    const gone = await ok<Publication>(one, author, 'POST', '/', {
      type: 'texte',
      text: 'Supprimée',
      audience: 'friends',
    });
    const find = async (node: TestApp, id: string) =>
      (await ok<PublicationPage>(node, friend, 'GET', '/')).results.find((p) => p.id === id);
    // Both nodes have it cached, in Redis too.
    expect((await find(one, post.id))?.text).toBe('Avant');
    expect((await find(two, post.id))?.text).toBe('Avant');
    const redis = new Redis(one.config.redisUrl ?? '');
    try {
      const keys = await redis.keys(`koinonia:${realtimePrefix}publication:${post.id}:*`);
      expect(keys).toHaveLength(1);
    } finally {
      await redis.quit();
    }

    await ok(two, author, 'PATCH', `/post/${post.id}/`, { text: 'Après' });
    expect((await find(one, post.id))?.text).toBe('Après');
    expect((await ok<Publication>(one, friend, 'GET', `/post/${post.id}/`)).text).toBe('Après');

    await ok(two, other, 'POST', `/post/${post.id}/react/`, { kind: 'amen' });
    expect((await find(one, post.id))?.reactions).toEqual({
      counts: { amen: 1 },
      total: 1,
      mine: null,
    });

    await ok(one, other, 'POST', `/post/${post.id}/comments/`, { text: 'Depuis le premier' });
    expect((await find(two, post.id))?.first_comments.map((c) => c.text)).toEqual([
      'Depuis le premier',
    ]);

    await ok(one, author, 'DELETE', `/post/${gone.id}/`);
    expect(await find(two, gone.id)).toBeUndefined();

    // One's own reaction stays theirs on either node.
    expect((await ok<Publication>(two, other, 'GET', `/post/${post.id}/`)).reactions.mine).toBe(
      'amen',
    );
    expect((await ok<Publication>(one, friend, 'GET', `/post/${post.id}/`)).reactions.mine).toBe(
      null,
    );
  });
});
