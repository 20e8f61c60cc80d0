/**
 * Notifications come from facts committed with their write (ADR 0005): a delivery
 * that dies after commit is made up for when a node comes back, never twice; a failing listener
 * never turns a committed write into an error; a client retry never doubles the write.
 */
import type { Comment, Publication } from '@koinonia/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../modules/notifications/notifications.schema.ts';
import { comments, publications } from '../modules/publications/publications.schema.ts';
import { befriend, createSignedInMember, type Member } from '../test/factories.ts';
import { createTestDatabase, createTestApp, type TestDatabase } from '../test/test-app.ts';
import { outboxFacts } from './outbox.schema.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const db = () => testDb.database.db;

async function notificationsOf(member: Member, type: string) {
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, member.id), eq(notifications.notificationType, type)));
}

const publish = (t: Awaited<ReturnType<typeof createTestApp>>, author: Member, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/publications/',
    headers: author.headers,
    payload: { type: 'texte', audience: 'friends', ...payload },
  });

describe('facts through the outbox', () => {
  it('delivers a notification whose delivery died after commit once a node is back, never twice', async () => {
    const first = await createTestApp({ database: testDb.database });
    const [author, friend] = [await createSignedInMember(first), await createSignedInMember(first)];
    await befriend(first, author!, friend!);

    // The node commits the publication and its fact, then dies before any delivery runs.
    first.jobs.drainAfterInject = false;
    const created = await publish(first, author!, { text: 'Veillée de prière vendredi soir.' });
    expect(created.statusCode).toBe(201);
    const publicationId = created.json<Publication>().id;
    const [fact] = await db()
      .select()
      .from(outboxFacts)
      .where(eq(outboxFacts.name, 'publications.published'));
    expect(fact).toMatchObject({ payload: { publicationId }, deliveredAt: null });
    expect(await notificationsOf(friend!, 'POST_NEW')).toEqual([]);
    await first.close();

    // Another node starts on the same database: it finds the stored job and works it.
    const second = await createTestApp({ database: testDb.database });
    try {
      await second.app.jobs.drain();
      const delivered = await notificationsOf(friend!, 'POST_NEW');
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({ more: { post: publicationId }, factId: fact!.id });

      // The same fact delivered again (a crash before it was marked delivered): nothing twice.
      await db().update(outboxFacts).set({ deliveredAt: null }).where(eq(outboxFacts.id, fact!.id));
      await second.app.jobs.send('domain-event.deliver', { id: fact!.id });
      await second.app.jobs.drain();
      expect(await notificationsOf(friend!, 'POST_NEW')).toHaveLength(1);
      const [again] = await db().select().from(outboxFacts).where(eq(outboxFacts.id, fact!.id));
      expect(again?.deliveredAt).not.toBeNull();
    } finally {
      await second.close();
    }
  });

  it('answers a committed write even when its notification fails, and retries the delivery', async () => {
    const t = await createTestApp({ database: testDb.database });
    try {
      const [author, friend] = [await createSignedInMember(t), await createSignedInMember(t)];
      await befriend(t, author!, friend!);
      // The database no longer knows COMMENTAIRE_NEW: storing it fails.
      await db().execute(sql`delete from notification_types where code = 'COMMENTAIRE_NEW'`);
      const publication = (
        await publish(t, author!, { text: 'Qui vient à la marche ?' })
      ).json<Publication>();
      const commented = await t.app.inject({
        method: 'POST',
        url: `/api/publications/post/${publication.id}/comments/`,
        headers: friend!.headers,
        payload: { text: 'Moi !' },
      });
      expect(commented.statusCode).toBe(201);
      expect(await notificationsOf(author!, 'COMMENTAIRE_NEW')).toEqual([]);

      // The type is back (a new start writes the modules' types): the retry delivers it.
      await db().execute(sql`insert into notification_types (code) values ('COMMENTAIRE_NEW')`);
      await vi.waitFor(
        async () => {
          await t.app.jobs.drain();
          expect(await notificationsOf(author!, 'COMMENTAIRE_NEW')).toHaveLength(1);
        },
        { timeout: 20_000, interval: 500 },
      );
    } finally {
      await t.close();
    }
  });
});

describe('a client retry (client_id)', () => {
  it('stores a publication, a comment and a reply once and notifies once', async () => {
    const t = await createTestApp({ database: testDb.database });
    try {
      const [author, friend] = [await createSignedInMember(t), await createSignedInMember(t)];
      await befriend(t, author!, friend!);
      const clientId = crypto.randomUUID();
      const payload = { text: 'Merci pour la kermesse !', client_id: clientId };
      const [one, two] = [await publish(t, author!, payload), await publish(t, author!, payload)];
      expect([one.statusCode, two.statusCode]).toEqual([201, 200]);
      const id = one.json<Publication>().id;
      expect(two.json<Publication>().id).toBe(id);
      const stored = await db()
        .select()
        .from(publications)
        .where(eq(publications.authorId, author!.id));
      expect(stored).toHaveLength(1);
      expect(await notificationsOf(friend!, 'POST_NEW')).toHaveLength(1);

      const comment = (body: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/publications/post/${id}/comments/`,
          headers: friend!.headers,
          payload: body,
        });
      const commentBody = { text: 'Avec joie', client_id: crypto.randomUUID() };
      const [c1, c2] = [await comment(commentBody), await comment(commentBody)];
      expect([c1.statusCode, c2.statusCode]).toEqual([201, 200]);
      expect(c2.json<Comment>().id).toBe(c1.json<Comment>().id);
      const replyBody = {
        text: 'Merci !',
        reply_to: c1.json<Comment>().id,
        client_id: crypto.randomUUID(),
      };
      const reply = (body: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/publications/post/${id}/comments/`,
          headers: author!.headers,
          payload: body,
        });
      const [r1, r2] = [await reply(replyBody), await reply(replyBody)];
      expect([r1.statusCode, r2.statusCode]).toEqual([201, 200]);
      expect(r2.json<Comment>().id).toBe(r1.json<Comment>().id);
      expect(await db().select().from(comments).where(eq(comments.publicationId, id))).toHaveLength(
        2,
      );
      expect(await notificationsOf(author!, 'COMMENTAIRE_NEW')).toHaveLength(1);
      expect(await notificationsOf(friend!, 'REPONSE_NEW')).toHaveLength(1);

      // Concurrent retries of one send: one stored, every answer the same publication.
      const racing = { text: 'Envoyée deux fois à la fois', client_id: crypto.randomUUID() };
      const answers = await Promise.all([1, 2, 3].map(() => publish(t, author!, racing)));
      expect(new Set(answers.map((a) => a.json<Publication>().id)).size).toBe(1);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);

      const bad = await publish(t, author!, { text: 'x', client_id: 'pas-un-uuid' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ details: { client_id: expect.any(String) } });
    } finally {
      await t.close();
    }
  });
});
