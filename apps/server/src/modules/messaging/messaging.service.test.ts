/** The service with a test double of the hub: a publish that fails never fails the send. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { createSignedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { createMessagingService, type MessagingServiceDeps } from './messaging.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function service(hub: RealtimeHub, reported: unknown[]) {
  const repository = createMessagingRepository(t.database.db);
  const deps: MessagingServiceDeps = {
    repository,
    // No outbox here: the facts recorded are dropped (messaging.test.ts holds them).
    transaction: (work) => work(repository, () => Promise.resolve(), t.database.db),
    hub,
    isMember: () => Promise.resolve(true),
    areFriends: () => Promise.resolve(true),
    ownedPath: () => Promise.resolve(null),
    onPublishError: (error) => reported.push(error),
  };
  return createMessagingService(deps);
}

describe('messaging service', () => {
  it('stores the message, reports a failed publish and still answers', async () => {
    const [a, b] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const published: string[] = [];
    const reported: unknown[] = [];
    const hub: RealtimeHub = {
      publish: (userId) => {
        published.push(userId);
        return userId === b.id ? Promise.reject(new Error('redis down')) : Promise.resolve();
      },
      onlineAmong: (ids) => Promise.resolve(new Set(ids)),
    };
    const messaging = service(hub, reported);
    const { message, created } = await messaging.send(a.id, {
      receiver_id: b.id,
      content: 'Malgré tout',
    });
    expect(created).toBe(true);
    expect(published.sort()).toEqual([a.id, b.id].sort());
    expect(reported).toEqual([new Error('redis down')]);

    // The receiver finds it in the list reloaded on reconnect, with presence from the hub.
    const page = await messaging.listConversations(b.id, { limit: 10 });
    expect(page.results[0]).toMatchObject({
      last_message: { id: message.id },
      participants_details: [{ id: a.id, status: 'online' }],
    });
  });

  it('costs one query and one presence question per page, not per conversation', async () => {
    const me = await createSignedInMember(t);
    const others = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    const calls: (readonly string[])[] = [];
    const hub: RealtimeHub = {
      publish: () => Promise.resolve(),
      onlineAmong: (ids) => {
        calls.push(ids);
        return Promise.resolve(new Set<string>());
      },
    };
    const messaging = service(hub, []);
    for (const other of others)
      await messaging.send(other.id, { receiver_id: me.id, content: 'Hé' });
    const queries = vi.spyOn(t.database.db, 'execute');
    const page = await messaging.listConversations(me.id, { limit: 10 });
    // The page itself is one SQL query, whatever its length.
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();
    expect(page.results).toHaveLength(3);
    expect(calls).toEqual([others.map((o) => o.id).reverse()]);
  });
});
