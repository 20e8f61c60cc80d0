/**
 * A chat message pushed to its receiver's devices (docs/adr/0020-web-push.md, 'Chat
 * messages'), through the real HTTP stack and a local push service (test/push-service.ts, the
 * `web-push-testing` package). The message records the fact `messaging.sent` with its write;
 * after commit the notifications module queues one job, which sends the sender's name and the
 * text shortened, and the conversation a tap opens. Nothing is sent to a receiver with a socket
 * open, who muted the conversation, switched off push for messages, or blocked the sender.
 */
import {
  conversationLink,
  MESSAGE_PUSH_BODY_MAX_LENGTH,
  type MessagePushPayload,
  PUSH_TEXTS,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  block,
  createMedia,
  createSignedInMember,
  type Member,
  postMessage,
  sendMessage,
} from '../../test/factories.ts';
import { caller, ok } from '../../test/http.ts';
import { type PushDevice, type PushTestApp, startPushTestApp } from '../../test/push-app.ts';
import type { LocalPushService } from '../../test/push-service.ts';
import type { TestApp } from '../../test/test-app.ts';
import { shortened } from './notifications.push.service.ts';

let push: PushTestApp;
let t: TestApp;
let pushService: LocalPushService;
const call = caller(() => t);
const subscribeDevice = (member: Member) => push.subscribeDevice(member);

beforeAll(async () => {
  push = await startPushTestApp();
  ({ t, pushService } = push);
});
afterAll(() => push.close());

/** The chat messages' pushes the device received (a notification's push has no message_id). */
const payloads = (device: PushDevice) =>
  pushService
    .received(device)
    .map((text) => JSON.parse(text) as MessagePushPayload)
    .filter((payload) => 'message_id' in payload);

/** Two friends; the receiver (second) has a device with push on. */
async function friendsWithDevice() {
  const [paul, anne] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
  await befriend(t, paul, anne);
  const device = await subscribeDevice(anne);
  return { paul, anne, device };
}

describe('a chat message pushed', () => {
  it('reaches a receiver with no socket open: the sender, the text, the conversation', async () => {
    const { paul, anne, device } = await friendsWithDevice();
    const message = await sendMessage(t, paul, anne, 'Tu viens à la messe de 18 h ?');
    const received = pushService.received(device);
    expect(received).toHaveLength(1);
    expect(Buffer.byteLength(received[0] ?? '')).toBeLessThan(4096);
    const url = conversationLink(message.conversation_id);
    expect(url).toBe(`/messaging?c=${message.conversation_id}`);
    expect(payloads(device)).toEqual([
      {
        title: `${paul.first_name} ${paul.last_name}`,
        body: 'Tu viens à la messe de 18 h ?',
        url,
        tag: `koinonia:${url}`,
        message_id: message.id,
        conversation_id: message.conversation_id,
      },
    ]);
    // The sender's own devices get nothing of their own message.
    const paulsDevice = await subscribeDevice(paul);
    await sendMessage(t, paul, anne, 'Réponds-moi vite');
    expect(pushService.received(paulsDevice)).toEqual([]);
    expect(payloads(device).map((payload) => payload.body)).toEqual([
      'Tu viens à la messe de 18 h ?',
      'Réponds-moi vite',
    ]);
  });

  it('shortens a long text on one line, and names a picture sent alone', async () => {
    const { paul, anne, device } = await friendsWithDevice();
    const long = `Bonjour Anne,\n\n${'Nous préparons la kermesse du dimanche. '.repeat(20)}`;
    await sendMessage(t, paul, anne, long);
    const image = await createMedia(t, paul.id);
    ok(await postMessage(t, paul, anne, { content: '', image }), 201);
    const [text, picture] = payloads(device);
    expect(Array.from(text?.body ?? '').length).toBeLessThanOrEqual(MESSAGE_PUSH_BODY_MAX_LENGTH);
    expect(Array.from(text?.body ?? '').length).toBeGreaterThan(MESSAGE_PUSH_BODY_MAX_LENGTH - 5);
    expect(text?.body).toMatch(/^Bonjour Anne, Nous préparons la kermesse du dimanche\. .*…$/);
    expect(picture?.body).toBe(PUSH_TEXTS.photo);
    // Never cut inside a character (an emoji is two UTF-16 units).
    expect(shortened('🙏'.repeat(200), 5)).toBe('🙏🙏🙏🙏…');
  });

  it('is sent once for a message sent twice with the same client id', async () => {
    const { paul, anne, device } = await friendsWithDevice();
    const body = { content: 'Une seule fois', client_id: '0b8f9b43-7f36-4d51-9a0c-2f1d6c3e5a77' };
    ok(await postMessage(t, paul, anne, body), 201);
    ok(await postMessage(t, paul, anne, body), 200);
    expect(payloads(device).map((payload) => payload.body)).toEqual(['Une seule fois']);
  });

  it('is not sent to a receiver whose socket is open: the app shows it live', async () => {
    const { paul, anne, device } = await friendsWithDevice();
    const socket = push.socket('/ws/messages/', anne.headers.authorization.slice(7));
    await socket.ready();
    await sendMessage(t, paul, anne, 'Tu es là ?');
    await socket.next((event: { type?: string }) => event.type === 'new_message');
    expect(pushService.received(device)).toEqual([]);
    socket.ws.close();
  });

  it('is not sent in a conversation the receiver muted', async () => {
    const { paul, anne, device } = await friendsWithDevice();
    const first = await sendMessage(t, paul, anne, 'Premier');
    ok(
      await call(anne, 'POST', `/api/messaging/conversations/${first.conversation_id}/mute/`, {
        muted: true,
      }),
    );
    await sendMessage(t, paul, anne, 'Second, en silence');
    expect(payloads(device).map((payload) => payload.body)).toEqual(['Premier']);
  });

  it('is not sent when the receiver switched off push for messages', async () => {
    const { paul, anne, device } = await friendsWithDevice();
    ok(
      await call(anne, 'PATCH', '/api/users/settings/', {
        notifications: { channels: { messages: { push: false } } },
      }),
    );
    await sendMessage(t, paul, anne, 'Pas de push');
    expect(pushService.received(device)).toEqual([]);
  });

  it('is never sent from a member blocked before the job ran, nor once read', async () => {
    const { paul, anne, device } = await friendsWithDevice();
    t.jobs.drainAfterInject = false;
    try {
      await sendMessage(t, paul, anne, 'Avant le blocage');
      await block(t, anne, paul);
      await t.app.jobs.drain();
    } finally {
      t.jobs.drainAfterInject = true;
    }
    expect(pushService.received(device)).toEqual([]);

    // Read before its job ran: nothing either (the job is worked by hand).
    const jean = await createSignedInMember(t);
    await befriend(t, jean, anne);
    const message = await sendMessage(t, jean, anne, 'Déjà lu');
    expect(payloads(device).map((payload) => payload.body)).toEqual(['Déjà lu']);
    ok(await call(anne, 'POST', `/api/messaging/mark-all-read/${message.conversation_id}/`));
    const { push } = t.app.services.notifications;
    expect(await push.deliverMessage({ userId: anne.id, messageId: message.id })).toBe('skipped');
    expect(payloads(device)).toHaveLength(1);
  });
});
