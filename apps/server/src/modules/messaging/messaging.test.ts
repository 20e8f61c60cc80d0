import {
  type Conversation,
  type ConversationPage,
  conversationPageSchema,
  conversationSchema,
  type Message,
  type MessagePage,
  messageSchema,
} from '@koinonia/contracts';
import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from './messaging.schema.ts';
import {
  befriend,
  block,
  createMedia,
  createSignedInMember,
  invite,
  type Member,
  postMessage,
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

async function storedBy(member: Member): Promise<number> {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(messages)
    .where(eq(messages.senderId, member.id));
  return row?.value ?? 0;
}

/** Every event the hub delivers to `member` on the chat socket (the real hub, real sockets' path). */
async function listen(member: Member): Promise<unknown[]> {
  const events: unknown[] = [];
  await t.app.hub.attach(member.id, 'messages', {
    send: (data) => void events.push(JSON.parse(data)),
    close: () => undefined,
  });
  return events;
}

const get = <T>(member: Member, url: string) =>
  t.app.inject({ url: `/api/messaging${url}`, headers: member.headers }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });
const post = (member: Member, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/messaging${url}`, headers: member.headers, payload });

describe('POST /api/messaging/messages/', () => {
  it('stores a message between friends and publishes it to both', async () => {
    const [a, b] = await friends();
    const [toB, toA] = await Promise.all([listen(b), listen(a)]);
    const response = await postMessage(t, a, b, { content: '  Bonjour Bernard !  ' });
    expect(response.statusCode).toBe(201);
    const message = messageSchema.parse(response.json());
    expect(message).toMatchObject({
      content: 'Bonjour Bernard !',
      image: null,
      client_id: null,
      is_read: false,
      sender_data: {
        id: a.id,
        titre: a.titre,
        first_name: a.first_name,
        last_name: a.last_name,
        profile_picture: null,
      },
    });
    expect(Date.parse(message.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const event = { type: 'new_message', message };
    await vi.waitFor(() => {
      expect(toB).toEqual([event]);
      expect(toA).toEqual([event]);
    }, LIVE);
  });

  it('refuses everyone but an accepted, unblocked friend, and stores nothing', async () => {
    const member = () => createSignedInMember(t);
    const [a, stranger, invited, blockedByA, blockerOfA] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    await invite(t, a, invited);
    await befriend(t, a, blockedByA);
    await block(t, a, blockedByA);
    await befriend(t, blockerOfA, a);
    await block(t, blockerOfA, a);
    const forbidden = { error: MESSAGING_TEXTS.notFriends, code: 'forbidden' };
    for (const other of [stranger, invited, blockedByA, blockerOfA]) {
      const response = await postMessage(t, a, other);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    // The invited member cannot write before accepting, nor the blocked one back.
    expect((await postMessage(t, invited, a)).json()).toEqual(forbidden);
    expect((await postMessage(t, blockedByA, a)).json()).toEqual(forbidden);
    expect(await storedBy(a)).toBe(0);
    expect(await storedBy(invited)).toBe(0);
  });

  it('refuses oneself, an unknown receiver, an empty or too long message and a foreign image', async () => {
    const [a, b] = await friends();
    const someoneElse = await createSignedInMember(t);
    const foreign = await createMedia(t, someoneElse.id);
    const cases: [
      Parameters<typeof postMessage>[2],
      Parameters<typeof postMessage>[3],
      number,
      object,
    ][] = [
      [a, {}, 400, { receiver_id: MESSAGING_TEXTS.toSelf }],
      [randomUUID(), {}, 404, {}],
      ['pas-un-id', {}, 400, { receiver_id: 'Destinataire introuvable.' }],
      [b, { content: '   ' }, 400, { content: MESSAGING_TEXTS.empty }],
      [b, { content: '', image: null }, 400, { content: MESSAGING_TEXTS.empty }],
      [b, { content: 'a'.repeat(5001) }, 400, { content: expect.stringContaining('5000') }],
      [b, { image: foreign }, 400, { image: MESSAGING_TEXTS.notYourImage }],
      [
        b,
        { image: 'https://ailleurs.example/x.png' },
        400,
        { image: MESSAGING_TEXTS.notYourImage },
      ],
      [b, { client_id: 'pas-un-uuid' }, 400, { client_id: expect.any(String) }],
    ];
    for (const [receiver, body, status, details] of cases) {
      const response = await postMessage(t, a, receiver, body);
      expect(response.statusCode, response.body).toBe(status);
      if (status === 404) {
        expect(response.json()).toEqual({
          error: MESSAGING_TEXTS.receiverNotFound,
          code: 'not_found',
        });
      } else {
        expect(response.json()).toMatchObject({ code: 'validation_error', details });
      }
    }
    expect(await storedBy(a)).toBe(0);
  });

  it('sends an image of ones own, with or without a caption, stored as its path', async () => {
    const [a, b] = await friends();
    const image = await createMedia(t, a.id);
    const bare = await postMessage(t, a, b, { content: '', image });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ content: '', image });
    const absolute = await postMessage(t, a, b, {
      content: 'La chorale',
      image: `${t.config.publicUrl}${image}`,
    });
    expect(absolute.statusCode).toBe(201);
    expect(absolute.json()).toMatchObject({ content: 'La chorale', image });
  });

  it('stores a retried send once and publishes it once', async () => {
    const [a, b] = await friends();
    const toB = await listen(b);
    const clientId = randomUUID();
    const first = await postMessage(t, a, b, { content: 'Une fois', client_id: clientId });
    const again = await postMessage(t, a, b, { content: 'Une fois', client_id: clientId });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json<Message>().client_id).toBe(clientId);
    expect(await storedBy(a)).toBe(1);
    // A later message arrives after anything the retry could have published.
    const later = await sendMessage(t, a, b, 'Ensuite');
    await vi.waitFor(() => expect(toB).toHaveLength(2), LIVE);
    expect(toB.map((event) => (event as { message: Message }).message.id)).toEqual([
      first.json<Message>().id,
      later.id,
    ]);
  });

  it('stores identical concurrent sends once', async () => {
    const [a, b] = await friends();
    const clientId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postMessage(t, a, b, { client_id: clientId })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json<Message>().id)).size).toBe(1);
    expect(await storedBy(a)).toBe(1);
  });

  it('gives a pair one conversation even when both write at once', async () => {
    const [a, b] = await friends();
    const sent = await Promise.all([
      sendMessage(t, a, b, 'Salut'),
      sendMessage(t, b, a, 'Coucou'),
      sendMessage(t, a, b, 'Ça va ?'),
    ]);
    expect(new Set(sent.map((m) => m.conversation_id)).size).toBe(1);
  });
});

describe('GET /api/messaging/conversations/', () => {
  it('lists my conversations, newest first, with the other member, unread counts and read flags', async () => {
    const [me, bea, carl] = await Promise.all([
      createSignedInMember(t, { titre: 'Sœur', first_name: 'Béatrice', last_name: 'Roux' }),
      createSignedInMember(t, { first_name: 'Béa' }),
      createSignedInMember(t, { first_name: 'Carl' }),
    ]);
    await befriend(t, me, bea);
    await befriend(t, carl, me);
    const withBea = await sendMessage(t, bea, me, 'Un');
    await sendMessage(t, bea, me, 'Deux');
    await sendMessage(t, me, carl, 'Tu viens dimanche ?');
    // Carl is online: he has a chat socket open.
    await listen(carl);

    const page = conversationPageSchema.parse(await get<ConversationPage>(me, '/conversations/'));
    expect(page.next).toBeNull();
    const [first, second] = page.results;
    expect(page.results).toHaveLength(2);
    expect(first).toMatchObject({
      unread_count: 0,
      read: false,
      muted: false,
      marked_unread: false,
      last_message: { content: 'Tu viens dimanche ?', is_read: false, sender_data: { id: me.id } },
      participants_details: [
        {
          id: carl.id,
          first_name: 'Carl',
          titre: '',
          last_name: carl.last_name,
          profile_picture: null,
          status: 'online',
          isStory: false,
        },
      ],
    });
    expect(second).toMatchObject({
      id: withBea.conversation_id,
      unread_count: 2,
      read: true,
      last_message: { content: 'Deux', sender_data: { id: bea.id, first_name: 'Béa' } },
      participants_details: [{ id: bea.id, status: 'offline' }],
    });

    // Bea sees me, with my title, and that I have not read her.
    const [seenByBea] = (await get<ConversationPage>(bea, '/conversations/')).results;
    expect(seenByBea).toMatchObject({
      id: withBea.conversation_id,
      unread_count: 0,
      read: false,
      participants_details: [{ id: me.id, titre: 'Sœur', first_name: 'Béatrice' }],
    });
  });

  it('pages by cursor without gaps or repeats, and refuses a tampered cursor', async () => {
    const me = await createSignedInMember(t);
    const others = await Promise.all(Array.from({ length: 5 }, () => createSignedInMember(t)));
    for (const other of others) {
      await befriend(t, me, other);
      await sendMessage(t, other, me);
    }
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const query: string = next ? `&cursor=${next}` : '';
      const page: ConversationPage = await get<ConversationPage>(
        me,
        `/conversations/?limit=2${query}`,
      );
      expect(page.results.length).toBeLessThanOrEqual(2);
      seen.push(...page.results.map((c) => c.participants_details[0]?.id ?? ''));
      next = page.next;
    } while (next);
    expect(seen).toEqual(others.map((o) => o.id).reverse());

    const bad = await t.app.inject({
      url: '/api/messaging/conversations/?cursor=abc',
      headers: me.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: { cursor: expect.any(String) } });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ url: '/api/messaging/conversations/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a conversation of others', () => {
  it('is 404 for every call, as is an unknown or malformed id', async () => {
    const [a, b] = await friends();
    const stranger = await createSignedInMember(t);
    const { conversation_id: id } = await sendMessage(t, a, b);
    for (const target of [id, randomUUID(), 'nimporte-quoi']) {
      const calls = [
        t.app.inject({ url: `/api/messaging/conversations/${target}/`, headers: stranger.headers }),
        t.app.inject({
          url: `/api/messaging/conversation/${target}/messages/`,
          headers: stranger.headers,
        }),
        post(stranger, `/mark-all-read/${target}/`),
        post(stranger, `/conversations/${target}/mark-unread/`),
        post(stranger, `/conversations/${target}/mute/`, { muted: true }),
        t.app.inject({
          method: 'DELETE',
          url: `/api/messaging/conversations/${target}/`,
          headers: stranger.headers,
        }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: MESSAGING_TEXTS.conversationNotFound,
          code: 'not_found',
        });
      }
    }
    // Nothing changed for its members.
    const conversation = await get<Conversation>(b, `/conversations/${id}/`);
    expect(conversation).toMatchObject({ unread_count: 1, muted: false, marked_unread: false });
  });
});

describe('read marks', () => {
  it('reading messages marks nothing; mark-all-read marks mine and tells the other live', async () => {
    const [a, b] = await friends();
    const toA = await listen(a);
    const sent = [];
    for (const content of ['Un', 'Deux', 'Trois']) sent.push(await sendMessage(t, a, b, content));
    await sendMessage(t, b, a, 'Réponse');
    const id = sent[0]?.conversation_id ?? '';

    const unread = await get<MessagePage>(b, `/conversation/${id}/messages/`);
    expect(unread.results.map((m) => [m.content, m.is_read])).toEqual([
      ['Réponse', false],
      ['Trois', false],
      ['Deux', false],
      ['Un', false],
    ]);
    expect((await get<Conversation>(b, `/conversations/${id}/`)).unread_count).toBe(3);

    const response = await post(b, `/mark-all-read/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(conversationSchema.parse(response.json())).toMatchObject({
      id,
      unread_count: 0,
      read: false,
    });
    await vi.waitFor(
      () =>
        expect(toA).toContainEqual({ type: 'messages_read', conversation_id: id, reader_id: b.id }),
      LIVE,
    );
    // Only the messages to b are read; a's own list shows b's answer unread.
    const seenByA = await get<MessagePage>(a, `/conversation/${id}/messages/`);
    expect(seenByA.results.map((m) => [m.content, m.is_read])).toEqual([
      ['Réponse', false],
      ['Trois', true],
      ['Deux', true],
      ['Un', true],
    ]);
    expect(await get<Conversation>(a, `/conversations/${id}/`)).toMatchObject({
      unread_count: 1,
      read: true,
    });

    // A second mark-all-read with nothing new publishes nothing more.
    const published = toA.length;
    await post(b, `/mark-all-read/${id}/`);
    await sendMessage(t, b, a, 'Sentinelle');
    await vi.waitFor(() => expect(toA).toHaveLength(published + 1), LIVE);
    expect(toA.at(-1)).toMatchObject({ type: 'new_message', message: { content: 'Sentinelle' } });
  });

  it('the other participant has read my last message: read turns true', async () => {
    const [a, b] = await friends();
    const { conversation_id: id } = await sendMessage(t, a, b, 'Lu ?');
    expect((await get<Conversation>(a, `/conversations/${id}/`)).read).toBe(false);
    await post(b, `/mark-all-read/${id}/`);
    const conversation = await get<Conversation>(a, `/conversations/${id}/`);
    expect(conversation.read).toBe(true);
    expect(conversation.last_message?.is_read).toBe(true);
  });

  it('mark-all-read without an id reads every conversation of mine', async () => {
    const me = await createSignedInMember(t);
    const [x, y] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    await befriend(t, me, x);
    await befriend(t, me, y);
    const [toX, toY] = await Promise.all([listen(x), listen(y)]);
    const fromX = await sendMessage(t, x, me);
    const fromY = await sendMessage(t, y, me);
    await sendMessage(t, y, me);
    const response = await post(me, '/mark-all-read/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread_count: 0 });
    const page = await get<ConversationPage>(me, '/conversations/');
    expect(page.results.map((c) => c.unread_count)).toEqual([0, 0]);
    await vi.waitFor(() => {
      expect(toX).toContainEqual({
        type: 'messages_read',
        conversation_id: fromX.conversation_id,
        reader_id: me.id,
      });
      expect(toY.filter((e) => (e as { type: string }).type === 'messages_read')).toEqual([
        { type: 'messages_read', conversation_id: fromY.conversation_id, reader_id: me.id },
      ]);
    }, LIVE);
  });
});
