/**
 * Live threads (publications.live.ts): the members with a publication on screen hear its
 * comments, reactions and edits, if they may see the publication and the change. Over real
 * sockets; on the postgres project with REDIS_URL the hub is Redis pub/sub, so the broadcast
 * goes through Redis (the two-node case is in realtime/multi-node.redis.test.ts).
 */
import {
  type FeedChangedEvent,
  MAX_LIVE_PUBLICATIONS,
  type PublicationActivityEvent,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import {
  createListeningTestApp,
  type ListeningTestApp,
  tokenOf,
} from '../../test/listening-app.ts';
import type { TestSocket } from '../../realtime/socket-client.ts';
import { FakeSocket } from '../../realtime/fake-socket.ts';
import { createMemoryHub } from '../../realtime/memory-hub.ts';
import { createSocketFrames } from '../../realtime/socket-frames.ts';
import { createLiveThreads } from './publications.live.ts';

let t: ListeningTestApp;

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const call = (member: Member, method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  t.app.inject({
    method,
    url: `/api/publications${url}`,
    headers: member.headers,
    ...(body ? { payload: body } : {}),
  });

async function publish(member: Member, audience: string): Promise<string> {
  const response = await call(member, 'POST', '/', { type: 'texte', text: 'Veillée', audience });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function comment(member: Member, publicationId: string, text = 'Amen'): Promise<string> {
  const response = await call(member, 'POST', `/post/${publicationId}/comments/`, { text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** A member's notification socket, subscribed to `publicationIds`. */
async function watching(member: Member, ...publicationIds: string[]): Promise<TestSocket> {
  const socket = t.socket('/ws/notifications/', { token: tokenOf(member) });
  await socket.ready();
  for (const id of publicationIds) {
    socket.ws.send(JSON.stringify({ type: 'subscribe', publication_id: id }));
  }
  await socket.ready();
  return socket;
}

const activity = (socket: TestSocket) =>
  socket.messages.filter(
    (m): m is PublicationActivityEvent => (m as { type?: string }).type === 'publication_activity',
  );

/**
 * What reached the socket so far: a pong comes after every frame the server sent before it,
 * and a change is delivered to all of a node's subscribers in one pass.
 */
async function settled(socket: TestSocket) {
  await socket.ready();
  return activity(socket).map((m) => [m.publication_id, m.change]);
}

describe('a publication on screen', () => {
  it('hears comments, reactions and edits live, if its member may see it, never its actor', async () => {
    const [author, friend, stranger] = await Promise.all([
      createSignedInMember(t),
      createSignedInMember(t),
      createSignedInMember(t),
    ]);
    await befriend(t, author, friend);
    const post = await publish(author, 'friends');
    const [friendSocket, strangerSocket, authorSocket] = await Promise.all([
      watching(friend, post),
      // Not a friend: the subscription is taken, the delivery refuses it (the audience).
      watching(stranger, post),
      watching(author, post),
    ]);

    await comment(author, post);
    await friendSocket.next((m: { type?: string }) => m.type === 'publication_activity');
    expect(activity(friendSocket)).toEqual([
      { type: 'publication_activity', publication_id: post, change: 'comment' },
    ]);
    expect(await settled(strangerSocket)).toEqual([]);
    // The actor's own tab changed it already.
    expect(await settled(authorSocket)).toEqual([]);

    // A friend's reaction reaches the author; an edit reaches the friend.
    expect((await call(friend, 'POST', `/post/${post}/react/`, { kind: 'jaime' })).statusCode).toBe(
      200,
    );
    await authorSocket.next((m: { change?: string }) => m.change === 'reaction');
    expect(
      (await call(author, 'PATCH', `/post/${post}/`, { text: 'Veillée, 20 h' })).statusCode,
    ).toBe(200);
    await friendSocket.next((m: { change?: string }) => m.change === 'edit');
    expect(await settled(friendSocket)).toEqual([
      [post, 'comment'],
      [post, 'edit'],
    ]);
    expect(await settled(strangerSocket)).toEqual([]);

    // Off the screen: nothing more (the friend's other tab still has it).
    const otherTab = await watching(friend, post);
    friendSocket.ws.send(JSON.stringify({ type: 'unsubscribe', publication_id: post }));
    await friendSocket.ready();
    await comment(author, post, 'Encore');
    await otherTab.next((m: { change?: string }) => m.change === 'comment');
    expect(await settled(friendSocket)).toHaveLength(2);
  });

  it('tells no member who blocked the actor, or whom the actor blocked', async () => {
    const [author, reader, blocker, actor] = await Promise.all(
      [1, 2, 3, 4].map(() => createSignedInMember(t)),
    );
    const post = await publish(author!, 'public');
    await block(t, blocker!, actor!);
    const [readerSocket, blockerSocket] = await Promise.all([
      watching(reader!, post),
      watching(blocker!, post),
    ]);

    await comment(actor!, post);
    await readerSocket.next((m: { change?: string }) => m.change === 'comment');
    expect(await settled(blockerSocket)).toEqual([]);
    expect((await call(actor!, 'POST', `/post/${post}/react/`, { kind: 'amen' })).statusCode).toBe(
      200,
    );
    await readerSocket.next((m: { change?: string }) => m.change === 'reaction');
    expect(await settled(blockerSocket)).toEqual([]);

    // A comment by the blocker reaches the reader, not the member they blocked.
    const actorSocket = await watching(actor!, post);
    await comment(blocker!, post, 'Bonne soirée');
    await readerSocket.next(
      (m: { change?: string }) => activity(readerSocket).length === 3 && m.change === 'comment',
    );
    expect(await settled(actorSocket)).toEqual([]);
  });

  it('ignores malformed frames, and subscriptions sent on the chat socket', async () => {
    const [author, reader] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const post = await publish(author, 'public');
    const chat = t.socket('/ws/messages/', { token: tokenOf(reader) });
    await chat.ready();
    chat.ws.send(JSON.stringify({ type: 'subscribe', publication_id: post }));
    const socket = await watching(reader, 'not-an-id');
    for (const frame of [{ type: 'subscribe' }, { type: 'subscribe', publication_id: 12 }, [1]]) {
      socket.ws.send(JSON.stringify(frame));
    }
    socket.ws.send('not json');
    const witness = await watching(reader, post);
    await comment(author, post);
    await witness.next((m: { change?: string }) => m.change === 'comment');
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    expect(await settled(socket)).toEqual([]);
    await chat.ready();
    expect(chat.messages).toEqual([]);
  });
});

describe('the live threads of one node', () => {
  it(`follow at most ${MAX_LIVE_PUBLICATIONS} publications per socket, dropping the oldest, and nothing once it closes`, async () => {
    const hub = createMemoryHub();
    const frames = createSocketFrames((error) => {
      throw error;
    });
    const asked: string[][] = [];
    const live = createLiveThreads({
      hub,
      frames,
      viewersAmong: (_id, userIds) => {
        asked.push([...userIds]);
        return Promise.resolve([...userIds]);
      },
      onError: (error) => {
        throw error;
      },
    });
    const socket = new FakeSocket();
    const source = { userId: crypto.randomUUID(), channel: 'notifications' as const, socket };
    const ids = Array.from({ length: MAX_LIVE_PUBLICATIONS + 1 }, () => crypto.randomUUID());
    for (const id of ids) frames.dispatch({ type: 'subscribe', publication_id: id }, source);
    expect(live.watchedCount()).toBe(MAX_LIVE_PUBLICATIONS);

    const change = { actorId: crypto.randomUUID(), change: 'comment' as const, commentId: null };
    await live.announce({ ...change, publicationId: ids[0]! });
    await live.announce({ ...change, publicationId: ids.at(-1)! });
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.sent).toEqual([
      { type: 'publication_activity', publication_id: ids.at(-1), change: 'comment' },
    ]);
    expect(asked).toEqual([[source.userId]]);

    frames.closed(source);
    expect(live.watchedCount()).toBe(0);
  });
});

// The feed's timeline (docs/adr/0027-feed-timelines.md) takes a new publication in a job; POST_NEW
// comes from another job and may be first. `feed_changed` comes once the timeline holds it.
describe('a feed timeline that takes a publication or is rebuilt', () => {
  const feedChanges = (socket: TestSocket) =>
    socket.messages.filter((m) => (m as FeedChangedEvent).type === 'feed_changed');
  const feedIds = async (member: Member) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/publications/',
      headers: member.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: { id: string }[] }>().results.map((p) => p.id);
  };

  it('tells its member, once it holds the change, and never the author', async () => {
    const [author, reader, newFriend] = await Promise.all([
      createSignedInMember(t),
      createSignedInMember(t),
      createSignedInMember(t),
    ]);
    await befriend(t, author, reader);
    // Their feeds read: each has a timeline the jobs keep.
    await feedIds(reader);
    await feedIds(newFriend);
    const [onAuthor, onReader, onNewFriend] = await Promise.all([
      watching(author),
      watching(reader),
      watching(newFriend),
    ]);

    const id = await publish(author, 'friends');
    await onReader.next((m: FeedChangedEvent) => m.type === 'feed_changed');
    expect(await feedIds(reader)).toContain(id);
    await onAuthor.ready();
    await onNewFriend.ready();
    expect(feedChanges(onAuthor)).toEqual([]);
    expect(feedChanges(onNewFriend)).toEqual([]);

    // A new friendship rebuilds both timelines: the new friend's feed now holds the author's.
    await befriend(t, author, newFriend);
    await onNewFriend.next((m: FeedChangedEvent) => m.type === 'feed_changed');
    expect(await feedIds(newFriend)).toContain(id);
  });
});
