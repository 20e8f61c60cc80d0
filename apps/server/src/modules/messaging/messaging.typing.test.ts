/**
 * 'Marie écrit…' (messaging.typing.ts): the chat socket's typing frame reaches a friend, thinned
 * to one per TYPING_SEND_EVERY_MS, and never crosses a block or reaches a member who is not a
 * friend.
 */
import { TYPING_SEND_EVERY_MS, type TypingEvent } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createSignedInMember,
  type Member,
  sendMessage,
} from '../../test/factories.ts';
import {
  createListeningTestApp,
  type ListeningTestApp,
  tokenOf,
} from '../../test/listening-app.ts';
import type { TestSocket } from '../../realtime/socket-client.ts';
import { createTyping } from './messaging.typing.ts';

let t: ListeningTestApp;

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

async function chatSocket(member: Member): Promise<TestSocket> {
  const socket = t.socket('/ws/messages/', { token: tokenOf(member) });
  await socket.ready();
  return socket;
}

const typingFrames = (socket: TestSocket) =>
  socket.messages.filter((m): m is TypingEvent => (m as { type?: string }).type === 'typing');

describe('the typing frame', () => {
  it('reaches the friend written to, with the conversation once there is one', async () => {
    const [marie, paul, anne] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    await befriend(t, marie!, paul!);
    await befriend(t, marie!, anne!);
    const [from, to, third] = await Promise.all([
      chatSocket(marie!),
      chatSocket(paul!),
      chatSocket(anne!),
    ]);

    // No conversation yet: a new message to a friend.
    from.ws.send(JSON.stringify({ type: 'typing', receiver_id: paul!.id, user_id: anne!.id }));
    expect(await to.next((m: { type?: string }) => m.type === 'typing')).toEqual({
      type: 'typing',
      user_id: marie!.id,
      conversation_id: null,
    });
    // Sent again at once: thinned, nothing more.
    from.ws.send(JSON.stringify({ type: 'typing', receiver_id: paul!.id }));
    await from.ready();
    // Anne's conversation with Marie: hers.
    const { conversation_id } = await sendMessage(t, marie!, anne!);
    from.ws.send(JSON.stringify({ type: 'typing', receiver_id: anne!.id }));
    expect(await third.next((m: { type?: string }) => m.type === 'typing')).toEqual({
      type: 'typing',
      user_id: marie!.id,
      conversation_id,
    });
    await to.ready();
    expect(typingFrames(to)).toHaveLength(1);
    // Never to oneself, nor to the sender's own other sockets.
    await from.ready();
    expect(typingFrames(from)).toEqual([]);
  });

  it('never reaches a member who is not a friend, nor across a block', async () => {
    const [marie, stranger, blocked, friend] = await Promise.all(
      [1, 2, 3, 4].map(() => createSignedInMember(t)),
    );
    await befriend(t, marie!, blocked!);
    await befriend(t, marie!, friend!);
    await block(t, blocked!, marie!);
    const [from, strangerSocket, blockedSocket, witness] = await Promise.all([
      chatSocket(marie!),
      chatSocket(stranger!),
      chatSocket(blocked!),
      chatSocket(friend!),
    ]);
    from.ws.send(JSON.stringify({ type: 'typing', receiver_id: stranger!.id }));
    from.ws.send(JSON.stringify({ type: 'typing', receiver_id: blocked!.id }));
    from.ws.send(JSON.stringify({ type: 'typing', receiver_id: 'not-an-id' }));
    from.ws.send(JSON.stringify({ type: 'typing', receiver_id: friend!.id }));
    // The last one arrived: the ones before were handled (each waits for the relation).
    await witness.next((m: { type?: string }) => m.type === 'typing');
    await Promise.all([strangerSocket.ready(), blockedSocket.ready()]);
    expect(typingFrames(strangerSocket)).toEqual([]);
    expect(typingFrames(blockedSocket)).toEqual([]);
    // The blocked member's own frames do not reach Marie either.
    blockedSocket.ws.send(JSON.stringify({ type: 'typing', receiver_id: marie!.id }));
    witness.ws.send(JSON.stringify({ type: 'typing', receiver_id: marie!.id }));
    await from.next((m: { type?: string }) => m.type === 'typing');
    await from.ready();
    expect(typingFrames(from).map((m) => m.user_id)).toEqual([friend!.id]);
  });
});

describe('the typing thinning', () => {
  it(`passes one frame per pair every ${TYPING_SEND_EVERY_MS} ms, give or take the network`, async () => {
    let now = 0;
    const sent: [string, unknown][] = [];
    const typing = createTyping({
      hub: {
        publish: (userId, _channel, event) => {
          sent.push([userId, event]);
          return Promise.resolve();
        },
      },
      mayWrite: () => Promise.resolve(true),
      conversationBetween: () => Promise.resolve(null),
      now: () => now,
    });
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await typing.typing(a, { type: 'typing', receiver_id: b });
    now = 1000;
    await typing.typing(a, { type: 'typing', receiver_id: b });
    // Another pair is counted apart.
    await typing.typing(a, { type: 'typing', receiver_id: c });
    now = TYPING_SEND_EVERY_MS - 400;
    await typing.typing(a, { type: 'typing', receiver_id: b });
    await typing.typing(a, { type: 'typing', receiver_id: a });
    expect(sent.map(([to]) => to)).toEqual([b, c, b]);
  });

  it('passes the first frame after a message at once, as the client sends it', async () => {
    let now = 0;
    const sent: string[] = [];
    const typing = createTyping({
      hub: {
        publish: (userId) => {
          sent.push(userId);
          return Promise.resolve();
        },
      },
      mayWrite: () => Promise.resolve(true),
      conversationBetween: () => Promise.resolve(null),
      now: () => now,
    });
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    await typing.typing(a, { type: 'typing', receiver_id: b });
    // The message left (the client forgets its own thinning then: typing.ts's typingSent).
    typing.sent(a, b);
    now = 800;
    await typing.typing(a, { type: 'typing', receiver_id: b });
    // Only that pair: the other way round is still thinned as before.
    await typing.typing(b, { type: 'typing', receiver_id: a });
    typing.sent(a, b);
    now = 900;
    await typing.typing(b, { type: 'typing', receiver_id: a });
    expect(sent).toEqual([b, b, a]);
  });
});
