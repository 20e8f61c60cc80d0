/** Long conversations, the chat menu (mark unread, mute, delete for me) and blocks. */
import type { Conversation, ConversationPage, MessagePage } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  befriend,
  block,
  createSignedInMember,
  type Member,
  postMessage,
  relationAction,
  sendMessage,
} from '../../test/factories.ts';
import { createTestApp, LIVE, type TestApp } from '../../test/test-app.ts';
import { MESSAGING_TEXTS } from './messaging.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const friends = async () => {
  const [a, b] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
  await befriend(t, a, b);
  return [a, b] as const;
};

const call = (member: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/messaging${url}`, headers: member.headers, payload });

async function ok<T>(response: Promise<{ statusCode: number; body: string; json: () => T }>) {
  const r = await response;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

const conversationsOf = (member: Member) =>
  ok<ConversationPage>(call(member, 'GET', '/conversations/')).then((page) => page.results);
const conversation = (member: Member, id: string) =>
  ok<Conversation>(call(member, 'GET', `/conversations/${id}/`));
const messagesOf = (member: Member, id: string, query = '') =>
  ok<MessagePage>(call(member, 'GET', `/conversation/${id}/messages/${query}`));

describe('a long conversation', () => {
  it('pages 60 messages by 25, newest first, without gaps or repeats', async () => {
    const [a, b] = await friends();
    const sent: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const [from, to] = i % 3 === 0 ? [b, a] : [a, b];
      sent.push((await sendMessage(t, from, to, `Message ${i}`)).id);
    }
    const id = (await conversationsOf(a))[0]?.id ?? '';
    const pages: MessagePage[] = [];
    let query = '?limit=25';
    for (;;) {
      const page = await messagesOf(a, id, query);
      pages.push(page);
      if (!page.next) break;
      query = `?limit=25&cursor=${page.next}`;
    }
    expect(pages.map((p) => p.results.length)).toEqual([25, 25, 10]);
    const ids = pages.flatMap((p) => p.results.map((m) => m.id));
    expect(ids).toEqual([...sent].reverse());
    expect(pages[0]?.results[0]?.content).toBe('Message 59');

    // A cursor of the conversation list is not one of messages.
    await sendMessage(t, a, await createFriendOf(a));
    const listCursor = (await ok<ConversationPage>(call(a, 'GET', '/conversations/?limit=1'))).next;
    expect(listCursor).not.toBeNull();
    const wrong = await call(a, 'GET', `/conversation/${id}/messages/?cursor=${listCursor}`);
    expect(wrong.statusCode).toBe(400);
  });
});

async function createFriendOf(member: Member): Promise<Member> {
  const friend = await createSignedInMember(t);
  await befriend(t, member, friend);
  return friend;
}

describe('the chat menu', () => {
  it('mark as unread counts the conversation unread for me alone, until I read it', async () => {
    const [a, b] = await friends();
    const { conversation_id: id } = await sendMessage(t, b, a, 'Lis-moi');
    await call(a, 'POST', `/mark-all-read/${id}/`);
    const marked = await ok<Conversation>(call(a, 'POST', `/conversations/${id}/mark-unread/`));
    expect(marked).toMatchObject({ marked_unread: true, unread_count: 1 });
    expect((await conversationsOf(a))[0]).toMatchObject({ id, unread_count: 1 });
    // b still sees that a read the message.
    expect(await conversation(b, id)).toMatchObject({ read: true, marked_unread: false });
    const read = await ok<Conversation>(call(a, 'POST', `/mark-all-read/${id}/`));
    expect(read).toMatchObject({ marked_unread: false, unread_count: 0 });
  });

  it('mute is my own choice; the messages are still delivered', async () => {
    const [a, b] = await friends();
    const { conversation_id: id } = await sendMessage(t, b, a);
    const events: unknown[] = [];
    await t.app.hub.attach(a.id, 'messages', {
      send: (data) => void events.push(JSON.parse(data)),
      close: () => undefined,
    });
    expect(
      await ok<Conversation>(call(a, 'POST', `/conversations/${id}/mute/`, { muted: true })),
    ).toMatchObject({ muted: true });
    expect((await conversation(b, id)).muted).toBe(false);
    await sendMessage(t, b, a, 'En sourdine');
    await vi.waitFor(() => expect(events).toHaveLength(1), LIVE);
    expect((await conversationsOf(a))[0]).toMatchObject({ muted: true, unread_count: 2 });
    const unmuted = await ok<Conversation>(
      call(a, 'POST', `/conversations/${id}/mute/`, { muted: false }),
    );
    expect(unmuted.muted).toBe(false);
    const bad = await call(a, 'POST', `/conversations/${id}/mute/`, { muted: 'oui' });
    expect(bad.statusCode).toBe(400);
  });

  it('delete hides the history for me only; a new message brings back only what follows', async () => {
    const [a, b] = await friends();
    const { conversation_id: id } = await sendMessage(t, a, b, 'Ancien 1');
    await sendMessage(t, b, a, 'Ancien 2');
    const deleted = await call(a, 'DELETE', `/conversations/${id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    expect(await conversationsOf(a)).toEqual([]);
    expect((await messagesOf(a, id)).results).toEqual([]);
    expect(await conversation(a, id)).toMatchObject({ last_message: null, unread_count: 0 });
    // b keeps everything.
    expect((await messagesOf(b, id)).results.map((m) => m.content)).toEqual([
      'Ancien 2',
      'Ancien 1',
    ]);

    await sendMessage(t, b, a, 'Nouveau');
    const [back] = await conversationsOf(a);
    expect(back).toMatchObject({ id, unread_count: 1, last_message: { content: 'Nouveau' } });
    expect((await messagesOf(a, id)).results.map((m) => m.content)).toEqual(['Nouveau']);
  });
});

describe('a block', () => {
  it('hides the conversation from both and refuses every message, whoever blocked', async () => {
    const [a, b] = await friends();
    const { conversation_id: id } = await sendMessage(t, a, b, 'Avant');
    await block(t, b, a);
    for (const member of [a, b]) {
      expect(await conversationsOf(member)).toEqual([]);
      for (const response of [
        await call(member, 'GET', `/conversations/${id}/`),
        await call(member, 'GET', `/conversation/${id}/messages/`),
        await call(member, 'POST', `/mark-all-read/${id}/`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: MESSAGING_TEXTS.conversationNotFound });
      }
    }
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const refused = await postMessage(t, from, to);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: MESSAGING_TEXTS.notFriends, code: 'forbidden' });
    }
    // Mark-all-read skips the blocked pair: a is not told that b read anything.
    expect((await call(b, 'POST', '/mark-all-read/')).statusCode).toBe(200);

    // Lifted, the block leaves no relation: the history is readable, writing needs friendship.
    expect((await relationAction(t, b, a, 'unblock')).statusCode).toBe(200);
    expect((await messagesOf(a, id)).results.map((m) => [m.content, m.is_read])).toEqual([
      ['Avant', false],
    ]);
    expect((await postMessage(t, a, b)).statusCode).toBe(403);
  });
});
