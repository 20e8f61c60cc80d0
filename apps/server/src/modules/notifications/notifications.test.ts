import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, createSignedInMember, invite } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRelationshipRepository } from '../relationship/relationship.repository.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

let t: TestApp;
let notifications: ReturnType<typeof createNotificationsService>;
let repository: ReturnType<typeof createNotificationsRepository>;
const listFor = (userId: string) => repository.listFor(userId);
beforeAll(async () => {
  t = await createTestApp();
  const relations = createRelationshipRepository(t.database.db);
  notifications = createNotificationsService({
    repository: createNotificationsRepository(t.database.db),
    actorOf: (id) =>
      Promise.resolve({
        id,
        titre: '',
        firstName: 'Anne',
        lastName: 'Petit',
        profilePicture: null,
      }),
    isBlockedBetween: async (a, b) => (await relations.findBetween(a, b))?.blocked ?? false,
    hub: { publish: () => Promise.resolve() },
    onPublishError: (error) => {
      throw error;
    },
  });
  repository = createNotificationsRepository(t.database.db);
});
afterAll(() => t.close());

describe('friend notifications', () => {
  it('are never sent to oneself', async () => {
    const a = await createSignedInMember(t);
    expect(await notifications.notifyFriend('FRIEND_REQUEST_NEW', a.id, a.id)).toBeUndefined();
    expect(await listFor(a.id)).toEqual([]);
  });

  it('are never stored across a block, and older ones disappear once a block is set', async () => {
    const [a, b] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    await invite(t, a, b);
    expect(await listFor(b.id)).toHaveLength(1);
    await block(t, b, a);
    expect(await listFor(b.id)).toEqual([]);
    expect(await notifications.notifyFriend('FRIEND_REQUEST_ACCEPT', a.id, b.id)).toBeUndefined();
    expect(await notifications.notifyFriend('FRIEND_REQUEST_NEW', b.id, a.id)).toBeUndefined();
    expect(await listFor(a.id)).toEqual([]);
  });

  it('are listed newest first, for their member only', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    await invite(t, b!, a!);
    await invite(t, c!, a!);
    const list = await listFor(a!.id);
    expect(list.map((n) => n.actorId)).toEqual([c!.id, b!.id]);
    expect(list.every((n) => n.userId === a!.id)).toBe(true);
  });
});
