import type { NotificationEvent } from '@koinonia/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications as notificationsTable } from './notifications.schema.ts';
import { befriend, block, createSignedInMember, invite } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRelationshipRepository } from '../relationship/relationship.repository.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

let t: TestApp;
let notifications: ReturnType<typeof createNotificationsService>;
let repository: ReturnType<typeof createNotificationsRepository>;
/** What the service published, as [member, notification type]. */
const published: [string, string][] = [];
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
    hub: {
      publish: (userId, _channel, event) => {
        const { notification } = event as NotificationEvent;
        published.push([userId, notification.notification_type]);
        return Promise.resolve();
      },
    },
    onPublishError: (error) => {
      throw error;
    },
  });
  repository = createNotificationsRepository(t.database.db);
});
afterAll(() => t.close());

/** What the relationship listener stores for an invitation or an acceptance. */
const friendNotification = (
  type: 'FRIEND_REQUEST_NEW' | 'FRIEND_REQUEST_ACCEPT',
  userId: string,
  actorId: string,
) => ({ type, userId, actorId, more: { id: actorId }, factId: crypto.randomUUID() });

describe('friend notifications', () => {
  it('are never sent to oneself', async () => {
    const a = await createSignedInMember(t);
    expect(
      await notifications.notify(friendNotification('FRIEND_REQUEST_NEW', a.id, a.id)),
    ).toBeUndefined();
    expect(await listFor(a.id)).toEqual([]);
  });

  it('are never stored across a block, and older ones disappear once a block is set', async () => {
    const [a, b] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    await invite(t, a, b);
    expect(await listFor(b.id)).toHaveLength(1);
    await block(t, b, a);
    expect(await listFor(b.id)).toEqual([]);
    expect(
      await notifications.notify(friendNotification('FRIEND_REQUEST_ACCEPT', a.id, b.id)),
    ).toBeUndefined();
    expect(
      await notifications.notify(friendNotification('FRIEND_REQUEST_NEW', b.id, a.id)),
    ).toBeUndefined();
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

describe('one notification to many members', () => {
  it('stores one row per member in one insert, skipping oneself, blocks, repeats and unknowns', async () => {
    const [actor, a, b, blocked, blocker] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createSignedInMember(t)),
    );
    if (!actor || !a || !b || !blocked || !blocker) throw new Error('members missing');
    await block(t, actor, blocked);
    await block(t, blocker, actor);
    published.length = 0;
    const stored = await notifications.notifyMany({
      type: 'POST_NEW',
      userIds: [a.id, b.id, a.id, actor.id, blocked.id, blocker.id, crypto.randomUUID()],
      actorId: actor.id,
      factId: crypto.randomUUID(),
      more: { post: crypto.randomUUID() },
    });
    expect(stored.map((n) => n.notification_type)).toEqual(['POST_NEW', 'POST_NEW']);
    expect(stored[0]).toMatchObject({
      message: 'Anne Petit a publié une nouvelle publication.',
      actor: { id: actor.id, first_name: 'Anne', last_name: 'Petit' },
      is_read: false,
    });
    for (const member of [a, b]) expect(await listFor(member.id)).toHaveLength(1);
    for (const member of [actor, blocked, blocker]) expect(await listFor(member.id)).toEqual([]);
    expect(published.sort()).toEqual(
      [
        [a.id, 'POST_NEW'],
        [b.id, 'POST_NEW'],
      ].sort(),
    );
    expect(
      await notifications.notifyMany({
        type: 'POST_NEW',
        userIds: [],
        actorId: actor.id,
        factId: crypto.randomUUID(),
        more: {},
      }),
    ).toEqual([]);
  });

  it('POST_NEW reaches each of 30 friends once, never a blocked friend, never for private', async () => {
    const author = await createSignedInMember(t);
    const friends = await Promise.all(Array.from({ length: 31 }, () => createSignedInMember(t)));
    for (const friend of friends) await befriend(t, author, friend);
    const [blocked] = friends.splice(30, 1);
    if (!blocked) throw new Error('member missing');
    await block(t, author, blocked);
    const publish = (audience: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/publications/',
        headers: author.headers,
        payload: { type: 'texte', text: `Pour ${audience}`, audience },
      });
    const postNew = (more?: string) =>
      t.database.db
        .select({ userId: notificationsTable.userId, more: notificationsTable.more })
        .from(notificationsTable)
        .where(
          and(
            eq(notificationsTable.actorId, author.id),
            eq(notificationsTable.notificationType, 'POST_NEW'),
          ),
        )
        .then((rows) => rows.filter((row) => more === undefined || row.more.post === more));
    const post = await publish('friends');
    expect(post.statusCode, post.body).toBe(201);
    const rows = await postNew();
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row.userId).sort()).toEqual(friends.map((f) => f.id).sort());
    expect(rows.every((row) => row.more.post === post.json<{ id: string }>().id)).toBe(true);
    expect((await publish('private')).statusCode).toBe(201);
    expect(await postNew()).toHaveLength(30);
    expect((await publish('public')).statusCode).toBe(201);
    expect(await postNew()).toHaveLength(60);
  });
});
