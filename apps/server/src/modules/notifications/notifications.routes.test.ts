import {
  type Notification,
  notificationEventSchema,
  type NotificationPage,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSocket } from '../../realtime/socket-client.ts';
import {
  befriend,
  block,
  createSignedInMember,
  invite,
  type Member,
  relationAction,
  sendInvitation,
} from '../../test/factories.ts';
import {
  createListeningTestApp,
  type ListeningTestApp,
  tokenOf,
} from '../../test/listening-app.ts';

let t: ListeningTestApp;

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

async function listen(member: Member): Promise<TestSocket> {
  const socket = t.socket('/ws/notifications/', { token: tokenOf(member) });
  await socket.ready();
  return socket;
}

const list = async (member: Member, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/notifications/${query}`,
    headers: member.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationPage>();
};

const live = (socket: TestSocket, type: string) =>
  socket.next(
    (event: { notification?: Notification }) => event.notification?.notification_type === type,
  );

describe('friend notifications', () => {
  it('arrive live, stored first: the socket gets what the list shows', async () => {
    const [a, b] = await Promise.all([
      createSignedInMember(t, { titre: 'Sœur', first_name: 'Hélène', last_name: 'Lefèvre' }),
      createSignedInMember(t, { titre: 'Père', first_name: 'Jean', last_name: 'Martin' }),
    ]);
    const [socketA, socketB] = await Promise.all([listen(a), listen(b)]);

    await invite(t, b, a);
    const event = await live(socketA, 'FRIEND_REQUEST_NEW');
    expect(notificationEventSchema.parse(event)).toEqual(event);
    const page = await list(a);
    expect(page).toEqual({ results: [event.notification], next: null, unread_count: 1 });
    expect(event.notification).toEqual({
      id: expect.any(String) as string,
      notification_type: 'FRIEND_REQUEST_NEW',
      message: 'Père Jean Martin vous a envoyé une invitation.',
      more: { id: b.id },
      actor: {
        id: b.id,
        titre: 'Père',
        first_name: 'Jean',
        last_name: 'Martin',
        profile_picture: null,
      },
      is_read: false,
      created_at: expect.any(String) as string,
    });

    expect((await relationAction(t, a, b, 'accept')).statusCode).toBe(200);
    const accepted = await live(socketB, 'FRIEND_REQUEST_ACCEPT');
    expect(accepted.notification?.message).toBe('Sœur Hélène Lefèvre a accepté votre invitation.');
    expect((await list(b)).results).toEqual([accepted.notification]);
    // Nothing else went anywhere.
    expect(socketA.messages).toHaveLength(1);
    expect(socketB.messages).toHaveLength(1);
  });

  it('are read one by one or all at once, and the unread count follows', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createSignedInMember(t)));
    await invite(t, b!, a!);
    await invite(t, c!, a!);
    await invite(t, d!, a!);
    const { results, unread_count } = await list(a!);
    expect(unread_count).toBe(3);
    const oldest = results.at(-1)!;

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/notification/${oldest.id}/read/`,
      headers: a!.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...oldest, is_read: true });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/notification/${oldest.id}/`,
      headers: a!.headers,
    });
    expect(one.json()).toEqual({ ...oldest, is_read: true });
    expect((await list(a!)).unread_count).toBe(2);

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read/',
      headers: a!.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ unread_count: 0 });
    const after = await list(a!);
    expect(after.unread_count).toBe(0);
    expect(after.results.every((n) => n.is_read)).toBe(true);
  });

  it('page newest first by cursor', async () => {
    const [a, ...others] = await Promise.all([1, 2, 3, 4].map(() => createSignedInMember(t)));
    for (const other of others) await invite(t, other, a!);
    const first = await list(a!, '?limit=2');
    expect(first.results.map((n) => n.actor?.id)).toEqual([others[2]!.id, others[1]!.id]);
    expect(first.next).not.toBeNull();
    expect(first.unread_count).toBe(3);
    const second = await list(a!, `?limit=2&cursor=${first.next}`);
    expect(second.results.map((n) => n.actor?.id)).toEqual([others[0]!.id]);
    expect(second.next).toBeNull();

    const tampered = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/?cursor=${Buffer.from('["1 or 1=1","x"]').toString('base64url')}`,
      headers: a!.headers,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ details: { cursor: expect.any(String) as string } });
  });

  it('belong to their member: another member’s, an unknown or a malformed id is 404', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    await invite(t, b!, a!);
    const [theirs] = (await list(a!)).results;
    const notFound = { error: 'Notification introuvable.', code: 'not_found' };
    for (const url of [
      `/api/notifications/notification/${theirs!.id}/`,
      '/api/notifications/notification/00000000-0000-4000-8000-000000000000/',
      '/api/notifications/notification/pas-un-id/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: c!.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const markOther = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/notification/${theirs!.id}/read/`,
      headers: c!.headers,
    });
    expect(markOther.statusCode).toBe(404);
    expect(markOther.json()).toEqual(notFound);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read/',
      headers: c!.headers,
    });
    expect((await list(a!)).unread_count).toBe(1);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never cross a block, live or listed, even those stored before it', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    await invite(t, b!, a!);
    const [before] = (await list(a!)).results;
    const socket = await listen(a!);
    await block(t, a!, b!);
    expect(await list(a!)).toEqual({ results: [], next: null, unread_count: 0 });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/notification/${before!.id}/`,
      headers: a!.headers,
    });
    expect(one.statusCode).toBe(404);

    // Invitations across a block either way are refused, and nothing reaches a.
    expect((await sendInvitation(t, b!, a!)).statusCode).toBe(404);
    await block(t, c!, a!);
    expect((await sendInvitation(t, c!, a!)).statusCode).toBe(403);
    // A friendship of a with someone else is still notified live, after everything above.
    const d = await createSignedInMember(t);
    await befriend(t, a!, d);
    await live(socket, 'FRIEND_REQUEST_ACCEPT');
    expect(socket.messages).toHaveLength(1);
    expect((await list(a!)).results.map((n) => n.actor?.id)).toEqual([d.id]);
  });
});

describe('a deleted publication', () => {
  const publish = async (member: Member, audience: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/publications/',
      headers: member.headers,
      payload: { type: 'texte', text: `Pour ${audience}`, audience },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const remove = async (member: Member, id: string) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/publications/post/${id}/`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(204);
  };
  const removed = (socket: TestSocket, id: string) =>
    socket.next(
      (event: { type?: string; publication_id?: string }) =>
        event.type === 'publication_removed' && event.publication_id === id,
    );

  it('is announced to the author and the friends who could see it, never to others', async () => {
    const [author, friend, stranger, blocked] = await Promise.all(
      [1, 2, 3, 4].map(() => createSignedInMember(t)),
    );
    await befriend(t, author!, friend!);
    await befriend(t, author!, blocked!);
    await block(t, author!, blocked!);
    const [socketAuthor, socketFriend, socketStranger, socketBlocked] = (await Promise.all(
      [author!, friend!, stranger!, blocked!].map(listen),
    )) as [TestSocket, TestSocket, TestSocket, TestSocket];

    const forFriends = await publish(author!, 'friends');
    await live(socketFriend, 'POST_NEW');
    await remove(author!, forFriends);
    expect(await removed(socketAuthor, forFriends)).toEqual({
      type: 'publication_removed',
      publication_id: forFriends,
    });
    await removed(socketFriend, forFriends);

    // 'Only me': the author's other tabs only.
    const onlyMe = await publish(author!, 'private');
    await remove(author!, onlyMe);
    await removed(socketAuthor, onlyMe);
    // The friend's socket got the first removal only; strangers and the blocked got nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      socketFriend.messages.filter((m) => (m as { type?: string }).type === 'publication_removed'),
    ).toEqual([{ type: 'publication_removed', publication_id: forFriends }]);
    expect(socketStranger.messages).toEqual([]);
    expect(socketBlocked.messages).toEqual([]);
  });
});
