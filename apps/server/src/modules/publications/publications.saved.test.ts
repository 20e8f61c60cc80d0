/**
 * 'Mes favoris': a member saves the publications they see ('Enregistrer'), lists them last saved
 * first with the app's cursor, and removes them ('Retirer des favoris'). The list is theirs
 * only, and holds only what they may still see: an audience narrowed, a block or a moderator's
 * hiding takes a publication out of it, a deletion removes it for good.
 */
import {
  type Publication,
  type PublicationPage,
  publicationPageSchema,
  publicationSchema,
} from '@koinonia/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { savedPublications } from './publications.schema.ts';
import { PUBLICATIONS_TEXTS } from './publications.texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);

const publish = async (member: Member, text: string, audience = 'friends') =>
  ok<Publication>(
    await call(member, 'POST', '/api/publications/', { type: 'texte', text, audience }),
    201,
  );
const save = (member: Member, id: string) =>
  call(member, 'POST', `/api/publications/post/${id}/saved/`);
const unsave = (member: Member, id: string) =>
  call(member, 'DELETE', `/api/publications/post/${id}/saved/`);

async function saved(member: Member, query = ''): Promise<PublicationPage> {
  return publicationPageSchema.parse(
    ok(await call(member, 'GET', `/api/publications/saved/${query}`)),
  );
}
const savedIds = async (member: Member) => (await saved(member)).results.map((p) => p.id);
const rowsOf = async (member: Member) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(savedPublications)
    .where(eq(savedPublications.userId, member.id));
  return row?.n ?? 0;
};

describe("'Mes favoris'", () => {
  it('saves, marks, lists last saved first page by page, and removes', async () => {
    const [author, me, other] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    if (!author || !me || !other) throw new Error('members missing');
    await befriend(t, author, me);
    await befriend(t, author, other);
    const first = await publish(author, 'La première');
    const second = await publish(author, 'La seconde');
    const third = await publish(author, 'La troisième');

    for (const post of [second, first, third]) ok(await save(me, post.id), 204);
    // Again: nothing changes (one row, same place).
    ok(await save(me, second.id), 204);
    expect(await rowsOf(me)).toBe(3);

    expect(await savedIds(me)).toEqual([third.id, first.id, second.id]);
    const pageOne = await saved(me, '?limit=2');
    expect(pageOne.results.map((p) => p.id)).toEqual([third.id, first.id]);
    expect(pageOne.results.every((p) => p.saved === true)).toBe(true);
    const pageTwo = await saved(me, `?limit=2&cursor=${encodeURIComponent(pageOne.next ?? '')}`);
    expect(pageTwo.results.map((p) => p.id)).toEqual([second.id]);
    expect(pageTwo.next).toBeNull();

    // Marked for me on the card, by id and in the feed; private: not for the author or another.
    const mine = publicationSchema.parse(
      ok(await call(me, 'GET', `/api/publications/post/${first.id}/`)),
    );
    expect(mine.saved).toBe(true);
    const feedOf = async (member: Member) =>
      publicationPageSchema.parse(ok(await call(member, 'GET', '/api/publications/')));
    expect((await feedOf(me)).results.find((p) => p.id === first.id)?.saved).toBe(true);
    for (const member of [author, other]) {
      expect((await feedOf(member)).results.find((p) => p.id === first.id)?.saved).toBeUndefined();
      expect(await savedIds(member)).toEqual([]);
    }

    ok(await unsave(me, first.id), 204);
    ok(await unsave(me, first.id), 204);
    expect(await savedIds(me)).toEqual([third.id, second.id]);
    expect(
      publicationSchema.parse(ok(await call(me, 'GET', `/api/publications/post/${first.id}/`)))
        .saved,
    ).toBeUndefined();
  });

  it('leaves out what the member may no longer see, and forgets what is deleted', async () => {
    const [author, me] = await Promise.all([1, 2].map(() => createSignedInMember(t)));
    if (!author || !me) throw new Error('members missing');
    await befriend(t, author, me);
    const post = await publish(author, 'À garder');
    ok(await save(me, post.id), 204);
    expect(await savedIds(me)).toEqual([post.id]);

    // Narrowed to the author only: out of the list, back when it is widened again.
    const audience = (value: string) =>
      t.database.db.execute(
        sql`update publications set audience = ${value} where id = ${post.id}::uuid`,
      );
    await audience('private');
    expect(await savedIds(me)).toEqual([]);
    await audience('friends');
    expect(await savedIds(me)).toEqual([post.id]);

    // Hidden by a moderator: out of the list (docs/adr/0021-moderation.md).
    const hidden = (value: boolean) =>
      t.database.db.execute(
        sql`update publications set moderation_hidden_at = ${value ? sql`now()` : null}
          where id = ${post.id}::uuid`,
      );
    await hidden(true);
    expect(await savedIds(me)).toEqual([]);
    await hidden(false);
    expect(await savedIds(me)).toEqual([post.id]);

    // Deleted by its author: gone from the table too.
    ok(await call(author, 'DELETE', `/api/publications/post/${post.id}/`), 204);
    expect(await savedIds(me)).toEqual([]);
    expect(await rowsOf(me)).toBe(0);

    // A block (either way) takes the author's publications out of the list.
    const kept = await publish(author, 'Avant la brouille');
    ok(await save(me, kept.id), 204);
    await block(t, author, me);
    expect(await savedIds(me)).toEqual([]);
  });

  it('refuses what the member does not see, a bad cursor and a guest, saving nothing', async () => {
    const [author, stranger] = await Promise.all([1, 2].map(() => createSignedInMember(t)));
    if (!author || !stranger) throw new Error('members missing');
    const friendsOnly = await publish(author, 'Entre amis');
    refused(await save(stranger, friendsOnly.id), 404, PUBLICATIONS_TEXTS.notFound);
    refused(await save(stranger, 'pas-un-identifiant'), 404, PUBLICATIONS_TEXTS.notFound);
    expect(await rowsOf(stranger)).toBe(0);
    refused(
      await call(stranger, 'GET', '/api/publications/saved/?cursor=nimportequoi'),
      400,
      'Ce curseur de pagination est invalide.',
    );
    refused(await call(stranger, 'GET', '/api/publications/saved/?limit=0'), 400);
    const guest = await t.app.inject({ url: '/api/publications/saved/' });
    expect(guest.statusCode).toBe(401);
  });
});
