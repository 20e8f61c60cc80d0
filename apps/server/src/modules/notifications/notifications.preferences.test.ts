/**
 * The notification matrix: a category turned off 'in the app' stores and pushes
 * nothing of its types for that member, through one notification or many; others still get them.
 */
import { randomUUID } from 'node:crypto';
import type { NotificationPage, UpdateSettingsBody } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../realtime/fake-socket.ts';
import { createSignedInMember, invite, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function choose(member: Member, settings: UpdateSettingsBody): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/settings/',
    headers: member.headers,
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const typesOf = async (member: Member) =>
  (await t.app.inject({ url: '/api/notifications/', headers: member.headers }))
    .json<NotificationPage>()
    .results.map((n) => n.notification_type);

describe('notifications in the app, per category', () => {
  it('off: an invitation is neither stored nor pushed; on (the default): it is', async () => {
    const [sender, quiet, open] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    await choose(quiet!, { notifications: { channels: { friends: { app: false } } } });
    const socket = new FakeSocket();
    await t.app.hub.attach(quiet!.id, 'notifications', socket);
    await invite(t, sender!, quiet!);
    await invite(t, sender!, open!);
    expect(await typesOf(quiet!)).toEqual([]);
    expect(socket.sent).toEqual([]);
    await t.app.hub.detach(quiet!.id, 'notifications', socket);
    expect(await typesOf(open!)).toEqual(['FRIEND_REQUEST_NEW']);
  });

  it('off for one category only: the other categories still arrive', async () => {
    const [sender, member] = await Promise.all([1, 2].map(() => createSignedInMember(t)));
    await choose(member!, { notifications: { channels: { comments: { app: false } } } });
    await invite(t, sender!, member!);
    expect(await typesOf(member!)).toEqual(['FRIEND_REQUEST_NEW']);
  });

  it('off: one notification to many members leaves out those who turned it off', async () => {
    const [author, quiet, open] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    await choose(quiet!, { notifications: { channels: { comments: { app: false } } } });
    const stored = await t.app.services.notifications.notifyMany({
      type: 'POST_NEW',
      actorId: author!.id,
      userIds: [quiet!.id, open!.id],
      more: { post: randomUUID() },
      factId: randomUUID(),
    });
    expect(stored).toHaveLength(1);
    expect(await typesOf(quiet!)).toEqual([]);
    expect(await typesOf(open!)).toEqual(['POST_NEW']);
  });
});
