/**
 * Messaging settings: who can message me ('nobody' refuses new messages and keeps
 * the conversations readable), read receipts (off: I neither send nor see them) and presence
 * hidden from the conversation list and from the friends' sockets.
 */
import type { AddressInfo } from 'node:net';
import type {
  Conversation,
  ConversationPage,
  MessagePage,
  UpdateSettingsBody,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../realtime/fake-socket.ts';
import { openSocket } from '../../realtime/socket-client.ts';
import {
  befriend,
  createSignedInMember,
  type Member,
  postMessage,
  sendMessage,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MESSAGING_TEXTS } from './messaging.service.ts';

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

const get = async <T>(member: Member, url: string): Promise<T> => {
  const response = await t.app.inject({ url: `/api/messaging${url}`, headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const markRead = (member: Member, conversationId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/messaging/mark-all-read/${conversationId}/`,
    headers: member.headers,
  });

async function pair() {
  const [a, b] = await Promise.all([
    createSignedInMember(t, { first_name: 'Anne' }),
    createSignedInMember(t, { first_name: 'Bruno' }),
  ]);
  await befriend(t, a, b);
  return { a, b };
}

/** A socket of `member` on the chat channel, recording what the hub sends. */
async function chatSocket(member: Member): Promise<FakeSocket> {
  const socket = new FakeSocket();
  await t.app.hub.attach(member.id, 'messages', socket);
  return socket;
}

describe('who_can_message', () => {
  it("'nobody': a friend's new message is refused with the non-friends sentence, the conversation stays readable", async () => {
    const { a, b } = await pair();
    const { conversation_id } = await sendMessage(t, a, b, 'Avant');
    await choose(b, { messaging: { who_can_message: 'nobody' } });
    const refused = await postMessage(t, a, b, { content: 'Après' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', error: MESSAGING_TEXTS.notFriends });
    for (const member of [a, b]) {
      const page = await get<MessagePage>(member, `/conversation/${conversation_id}/messages/`);
      expect(page.results.map((m) => m.content)).toEqual(['Avant']);
    }
    // They may still write to their friend, and a change back lets the friend answer again.
    expect((await postMessage(t, b, a, { content: 'Je réponds' })).statusCode).toBe(201);
    await choose(b, { messaging: { who_can_message: 'friends' } });
    expect((await postMessage(t, a, b, { content: 'Enfin' })).statusCode).toBe(201);
  });
});

describe('read_receipts', () => {
  async function readBy(reader: Member, conversationId: string) {
    expect((await markRead(reader, conversationId)).statusCode).toBe(200);
  }
  const lastSeenBy = async (member: Member, conversationId: string) => {
    const conversation = await get<Conversation>(member, `/conversations/${conversationId}/`);
    const messages = await get<MessagePage>(member, `/conversation/${conversationId}/messages/`);
    const list = await get<ConversationPage>(member, '/conversations/');
    return {
      read: conversation.read,
      last: conversation.last_message?.is_read,
      message: messages.results[0]?.is_read,
      listed: list.results.find((c) => c.id === conversationId)?.read,
    };
  };

  it('on for both: the sender sees the read mark and hears it live', async () => {
    const { a, b } = await pair();
    const { conversation_id } = await sendMessage(t, a, b);
    const socket = await chatSocket(a);
    await readBy(b, conversation_id);
    expect(await lastSeenBy(a, conversation_id)).toEqual({
      read: true,
      last: true,
      message: true,
      listed: true,
    });
    expect(socket.sent).toContainEqual(expect.objectContaining({ type: 'messages_read' }));
    await t.app.hub.detach(a.id, 'messages', socket);
  });

  it('off for the reader: the sender neither sees nor hears that it was read', async () => {
    const { a, b } = await pair();
    await choose(b, { messaging: { read_receipts: false } });
    const { conversation_id } = await sendMessage(t, a, b);
    const socket = await chatSocket(a);
    await readBy(b, conversation_id);
    expect(await lastSeenBy(a, conversation_id)).toEqual({
      read: false,
      last: false,
      message: false,
      listed: false,
    });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/mark-all-read/',
      headers: b.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(socket.sent.filter((e) => (e as { type: string }).type === 'messages_read')).toEqual([]);
    await t.app.hub.detach(a.id, 'messages', socket);
    // The reader's own unread count still follows what they read.
    expect((await get<Conversation>(b, `/conversations/${conversation_id}/`)).unread_count).toBe(0);
  });

  it('off for the sender: they see no read mark on their own messages either', async () => {
    const { a, b } = await pair();
    await choose(a, { messaging: { read_receipts: false } });
    const { conversation_id } = await sendMessage(t, a, b);
    const socket = await chatSocket(a);
    await readBy(b, conversation_id);
    expect(await lastSeenBy(a, conversation_id)).toMatchObject({ read: false, message: false });
    expect(socket.sent).toEqual([]);
    await t.app.hub.detach(a.id, 'messages', socket);
    // Turned back on, the marks show again: the reads were kept.
    await choose(a, { messaging: { read_receipts: true } });
    expect(await lastSeenBy(a, conversation_id)).toMatchObject({ read: true, message: true });
  });
});

describe('show_online', () => {
  it('false: the conversation list shows the member offline', async () => {
    const { a, b } = await pair();
    const { conversation_id } = await sendMessage(t, a, b);
    const socket = await chatSocket(b);
    const status = async () =>
      (await get<Conversation>(a, `/conversations/${conversation_id}/`)).participants_details[0]
        ?.status;
    expect(await status()).toBe('online');
    await choose(b, { privacy: { show_online: false } });
    expect(await status()).toBe('offline');
    await t.app.hub.detach(b.id, 'messages', socket);
  });

  it('false: friends hear no presence event when the member connects', async () => {
    const { a, b } = await pair();
    const hidden = await createSignedInMember(t);
    await befriend(t, a, hidden);
    await choose(hidden, { privacy: { show_online: false } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const token = (member: Member) => member.headers.authorization.slice(7);
    const watcher = openSocket(base, '/ws/messages/', { token: token(a) });
    await watcher.ready();
    const quiet = openSocket(base, '/ws/messages/', { token: token(hidden) });
    await quiet.ready();
    const shown = openSocket(base, '/ws/messages/', { token: token(b) });
    await watcher.next((m: { user_id?: string }) => m.user_id === b.id);
    expect(watcher.messages).toEqual([{ type: 'presence', user_id: b.id, status: 'online' }]);
    await Promise.all([watcher.close(), quiet.close(), shown.close()]);
  });

  it('turned off while connected: friends hear offline at once, and online when turned on', async () => {
    const { a, b } = await pair();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const token = (member: Member) => member.headers.authorization.slice(7);
    const watcher = openSocket(base, '/ws/messages/', { token: token(a) });
    await watcher.ready();
    const present = openSocket(base, '/ws/messages/', { token: token(b) });
    await watcher.next((m: { user_id?: string; status?: string }) => m.status === 'online');
    await choose(b, { privacy: { show_online: false } });
    await watcher.next((m: { user_id?: string; status?: string }) => m.status === 'offline');
    await choose(b, { privacy: { show_online: true } });
    await watcher.next(
      (m: { user_id?: string; status?: string }) =>
        m.status === 'online' && watcher.messages.length === 3,
    );
    expect(watcher.messages).toEqual([
      { type: 'presence', user_id: b.id, status: 'online' },
      { type: 'presence', user_id: b.id, status: 'offline' },
      { type: 'presence', user_id: b.id, status: 'online' },
    ]);
    await Promise.all([watcher.close(), present.close()]);
  });
});
