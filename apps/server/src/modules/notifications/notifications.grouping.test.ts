/**
 * Comment notifications grouped per publication (notifications.service.ts, `groupedBy:
 * 'post'`): while unread, one notification per publication names the latest commenter and
 * how many others commented ('Paul Martin et 2 autres ont commenté « … »'), quotes the latest
 * comment and leads to it; once read, the next comment starts a new one.
 */
import { type Notification, type NotificationPage, notificationLink } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, createSignedInMember, type Member } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEXT = 'Veillée de prière pour la paix, ce vendredi soir à la chapelle Saint-Jean, 20 h 30';
const SUBJECT = 'Veillée de prière pour la paix, ce vendredi soir à la…';

async function publish(member: Member): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/publications/',
    headers: member.headers,
    payload: { type: 'texte', text: TEXT, audience: 'friends' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function comment(member: Member, post: string, text: string, replyTo?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/publications/post/${post}/comments/`,
    headers: member.headers,
    payload: { text, ...(replyTo ? { reply_to: replyTo } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function notificationsOf(member: Member, type: string): Promise<Notification[]> {
  const response = await t.app.inject({ url: '/api/notifications/', headers: member.headers });
  return response.json<NotificationPage>().results.filter((n) => n.notification_type === type);
}

const named = (first_name: string, last_name: string) =>
  createSignedInMember(t, { first_name, last_name });

describe('comment notifications', () => {
  it('are one per publication while unread, naming the latest and counting the others', async () => {
    const [marie, paul, anne, luc] = await Promise.all([
      named('Marie', 'Dupont'),
      named('Paul', 'Martin'),
      named('Anne', 'Petit'),
      named('Luc', 'Bernard'),
    ]);
    for (const friend of [paul, anne, luc]) await befriend(t, marie, friend);
    const post = await publish(marie);

    await comment(paul, post, 'Je serai là');
    const [first] = await notificationsOf(marie, 'COMMENTAIRE_NEW');
    expect(first?.message).toBe('Paul Martin a commenté votre publication.');

    await comment(anne, post, 'Moi aussi');
    // The same member again is not one more.
    await comment(anne, post, 'Avec ma sœur');
    expect((await notificationsOf(marie, 'COMMENTAIRE_NEW')).map((n) => n.message)).toEqual([
      `Anne Petit et 1 autre ont commenté « ${SUBJECT} ».`,
    ]);
    const last = await comment(luc, post, 'Je prierai pour la paix de tout mon cœur, ce soir');
    const grouped = await notificationsOf(marie, 'COMMENTAIRE_NEW');
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({
      message: `Luc Bernard et 2 autres ont commenté « ${SUBJECT} ».`,
      more: { post, comment: last, quote: 'Je prierai pour la paix de tout mon cœur, ce soir' },
      actor: { first_name: 'Luc' },
      is_read: false,
    });
    // The stored list of members stays on the server.
    expect(Object.keys(grouped[0]!.more).sort()).toEqual(['comment', 'post', 'quote']);
    // It leads to the comment.
    expect(notificationLink('COMMENTAIRE_NEW', grouped[0]!.more)).toBe(
      `/feed/publica-details/${post}?comment=${last}`,
    );

    // Read: the next comment is a new notification.
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/notification/${grouped[0]!.id}/read/`,
      headers: marie.headers,
    });
    expect(read.statusCode).toBe(200);
    await comment(paul, post, 'À ce soir');
    expect((await notificationsOf(marie, 'COMMENTAIRE_NEW')).map((n) => n.message)).toEqual([
      'Paul Martin a commenté votre publication.',
      `Luc Bernard et 2 autres ont commenté « ${SUBJECT} ».`,
    ]);
  });

  it('group replies apart from comments', async () => {
    const [marie, paul, anne, luc] = await Promise.all([
      named('Marie', 'Dupont'),
      named('Paul', 'Martin'),
      named('Anne', 'Petit'),
      named('Luc', 'Bernard'),
    ]);
    for (const friend of [paul, anne, luc]) await befriend(t, marie, friend);
    const post = await publish(marie);
    const top = await comment(paul, post, 'Je serai là');
    await comment(anne, post, 'Moi aussi', top);
    await comment(luc, post, 'Et moi', top);
    await comment(luc, post, 'Bonne soirée');
    expect((await notificationsOf(paul, 'REPONSE_NEW')).map((n) => n.message)).toEqual([
      `Luc Bernard et 1 autre ont répondu à votre commentaire sur « ${SUBJECT} ».`,
    ]);
    expect((await notificationsOf(marie, 'COMMENTAIRE_NEW')).map((n) => n.message)).toEqual([
      `Luc Bernard et 2 autres ont commenté « ${SUBJECT} ».`,
    ]);
  });
});
