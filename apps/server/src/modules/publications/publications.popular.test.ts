/**
 * The feed's order (`?sort=`, the account menu's 'Populaires' and 'Récents'): `popular` ranks the
 * feed's publications of the last POPULAR_WINDOW_DAYS days by reactions and comments, then
 * newest first, pages with its own cursor; `recent` is the feed as ever; any other value, or
 * `popular` on a member's publications, is a French 400.
 */
import {
  POPULAR_WINDOW_DAYS,
  type Publication,
  type PublicationPage,
  publicationPageSchema,
} from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, block, createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PUBLICATIONS_TEXTS } from './publications.texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);

const publish = async (member: Member, text: string) =>
  ok<Publication>(
    await call(member, 'POST', '/api/publications/', { type: 'texte', text, audience: 'friends' }),
    201,
  );

async function feed(member: Member, query: string): Promise<PublicationPage> {
  return publicationPageSchema.parse(ok(await call(member, 'GET', `/api/publications/${query}`)));
}

/** Every page of a feed, following `next`. */
async function walk(member: Member, query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: PublicationPage = await feed(
      member,
      `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    ids.push(...page.results.map((p) => p.id));
    cursor = page.next;
  } while (cursor);
  return ids;
}

describe("the feed's ?sort=", () => {
  it('ranks the window’s publications by reactions and comments, then newest, on every page', async () => {
    const [author, viewer, fan, critic] = await Promise.all(
      [1, 2, 3, 4].map(() => createSignedInMember(t)),
    );
    if (!author || !viewer || !fan || !critic) throw new Error('members missing');
    for (const friend of [viewer, fan, critic]) await befriend(t, author, friend);
    const quiet = await publish(author, 'Sans écho');
    const liked = await publish(author, 'Une réaction');
    const loved = await publish(author, 'Deux réactions et un commentaire');
    const old = await publish(author, 'Très commentée, mais il y a longtemps');
    for (const member of [fan, critic]) {
      ok(await call(member, 'POST', `/api/publications/post/${loved.id}/react/`, { kind: 'amen' }));
      ok(await call(member, 'POST', `/api/publications/post/${old.id}/react/`, { kind: 'amen' }));
    }
    ok(await call(fan, 'POST', `/api/publications/post/${liked.id}/react/`, { kind: 'merci' }));
    ok(
      await call(critic, 'POST', `/api/publications/post/${loved.id}/comments/`, { text: 'Oui' }),
      201,
    );
    await t.database.db.execute(
      sql`update publications set created_at = now() - ${`${POPULAR_WINDOW_DAYS + 1} days`}::interval
        where id = ${old.id}::uuid`,
    );

    const popular = [loved.id, liked.id, quiet.id];
    expect((await feed(viewer, '?sort=popular')).results.map((p) => p.id)).toEqual(popular);
    // One by one, the cursor carries the score: the same order, nothing twice, nothing lost.
    expect(await walk(viewer, '?sort=popular&limit=1')).toEqual(popular);
    // 'Récents' is the feed as ever, the old one included; no sort is 'recent'.
    const newestFirst = [loved.id, liked.id, quiet.id, old.id];
    expect((await feed(viewer, '?sort=recent')).results.map((p) => p.id)).toEqual(newestFirst);
    expect((await feed(viewer, '')).results.map((p) => p.id)).toEqual(newestFirst);

    // A comment the viewer is not shown (a block with its author) does not count for them:
    // liked, 1 reaction + 2 comments = 3, passes loved, 2 reactions + 1 hidden comment = 2.
    // (Counted, loved would tie at 3 and, newer, stay first.)
    for (const text of ['Bravo', 'Merci']) {
      ok(await call(fan, 'POST', `/api/publications/post/${liked.id}/comments/`, { text }), 201);
    }
    await block(t, viewer, critic);
    expect((await feed(viewer, '?sort=popular')).results.map((p) => p.id)).toEqual([
      liked.id,
      loved.id,
      quiet.id,
    ]);
    // The author, who sees the comment, counts it.
    expect((await feed(author, '?sort=popular')).results.map((p) => p.id)).toEqual([
      loved.id,
      liked.id,
      quiet.id,
    ]);
  });

  it('refuses an unknown order, popular on a member’s publications and a foreign cursor, in French', async () => {
    const member = await createSignedInMember(t);
    refused(
      await call(member, 'GET', '/api/publications/?sort=best'),
      400,
      'Le tri doit être « popular » ou « recent ».',
    );
    refused(
      await call(member, 'GET', `/api/publications/?sort=popular&author=${member.id}`),
      400,
      PUBLICATIONS_TEXTS.popularFeedOnly,
    );
    const friend = await createSignedInMember(t);
    await befriend(t, member, friend);
    await publish(friend, 'Un');
    await publish(friend, 'Deux');
    const recent = await feed(member, '?limit=1');
    expect(recent.next).not.toBeNull();
    refused(
      await call(
        member,
        'GET',
        `/api/publications/?sort=popular&cursor=${encodeURIComponent(recent.next ?? '')}`,
      ),
      400,
      'Ce curseur de pagination est invalide.',
    );
  });
});
