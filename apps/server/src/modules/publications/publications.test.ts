import {
  type CommentPage,
  commentPageSchema,
  type Publication,
  type PublicationPage,
  publicationPageSchema,
  publicationSchema,
} from '@koinonia/contracts';
import { and, count, eq, is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../notifications/notifications.schema.ts';
import { randomUUID } from 'node:crypto';
import { comments, publications } from './publications.schema.ts';
import {
  befriend,
  block,
  createMedia,
  createSignedInMember,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PUBLICATIONS_TEXTS } from './publications.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  member: Member | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/publications${url}`,
    ...(member ? { headers: member.headers } : {}),
    ...(payload ? { payload } : {}),
  });

async function publish(member: Member, body: object): Promise<Publication> {
  const response = await call(member, 'POST', '/', { type: 'texte', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return publicationSchema.parse(response.json());
}

async function feed(member: Member, query = ''): Promise<PublicationPage> {
  const response = await call(member, 'GET', `/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return publicationPageSchema.parse(response.json());
}

async function notificationsOf(member: Member, type: string): Promise<number> {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, member.id), eq(notifications.notificationType, type)));
  return row?.value ?? 0;
}

async function storedBy(member: Member): Promise<number> {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(publications)
    .where(eq(publications.authorId, member.id));
  return row?.value ?? 0;
}

/** An author, a friend, a stranger and a member the author blocked. */
async function cast() {
  const [author, friend, stranger, blocked] = await Promise.all(
    [1, 2, 3, 4].map(() => createSignedInMember(t)),
  );
  if (!author || !friend || !stranger || !blocked) throw new Error('members missing');
  await befriend(t, author, friend);
  await befriend(t, author, blocked);
  await block(t, author, blocked);
  return { author, friend, stranger, blocked };
}

describe('audiences against every viewer', () => {
  it('holds on the feed, by id, by author and on comments', async () => {
    const { author, friend, stranger, blocked } = await cast();
    const posts = {
      public: await publish(author, { text: 'Pour tout le monde', audience: 'public' }),
      friends: await publish(author, { text: 'Pour mes amis', audience: 'friends' }),
      private: await publish(author, { text: 'Pour moi seul', audience: 'private' }),
    };
    const expected: Record<string, { feed: string[]; byId: string[] }> = {
      author: { feed: ['public', 'friends', 'private'], byId: ['public', 'friends', 'private'] },
      friend: { feed: ['public', 'friends'], byId: ['public', 'friends'] },
      // Public is seen by id and on the profile; a stranger with few friends (none here) has
      // the community's public publications in the feed too, marked (the next describe).
      stranger: { feed: ['public'], byId: ['public'] },
      blocked: { feed: [], byId: [] },
    };
    const viewers = { author, friend, stranger, blocked };
    for (const [name, viewer] of Object.entries(viewers)) {
      const want = expected[name];
      if (!want) throw new Error(name);
      const ids = (names: string[]) =>
        names.map((audience) => posts[audience as keyof typeof posts].id).sort();
      const mine = (await feed(viewer)).results.filter((p) => p.author.id === author.id);
      expect(mine.map((p) => p.id).sort(), `${name} feed`).toEqual(ids(want.feed));
      const profile = await feed(viewer, `?author=${author.id}`);
      expect(profile.results.map((p) => p.id).sort(), `${name} profile`).toEqual(ids(want.byId));
      for (const [audience, post] of Object.entries(posts)) {
        const seen = want.byId.includes(audience);
        const one = await call(viewer, 'GET', `/post/${post.id}/`);
        expect(one.statusCode, `${name} ${audience}`).toBe(seen ? 200 : 404);
        if (!seen) expect(one.json()).toMatchObject({ error: 'Publication introuvable.' });
        const comments = await call(viewer, 'GET', `/post/${post.id}/comments/`);
        expect(comments.statusCode).toBe(seen ? 200 : 404);
        const commenting = await call(viewer, 'POST', `/post/${post.id}/comments/`, {
          text: 'Coucou',
        });
        expect(commenting.statusCode).toBe(seen ? 201 : 404);
        const reacting = await call(viewer, 'POST', `/post/${post.id}/react/`, { kind: 'amen' });
        expect(reacting.statusCode).toBe(seen ? 200 : 404);
      }
    }
    // A guest is asked to sign in everywhere.
    for (const url of ['/', `/post/${posts.public.id}/`, '/post-types/']) {
      expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    }
    // The blocked member's comment attempts left nothing; counts show what the author sees.
    const seenByAuthor = publicationSchema.parse(
      (await call(author, 'GET', `/post/${posts.public.id}/`)).json(),
    );
    expect(seenByAuthor.comments_count).toBe(3);
    expect(seenByAuthor.reactions).toEqual({ counts: { amen: 3 }, total: 3, mine: 'amen' });
  });

  it("fills a newcomer's feed with the community's public publications, marked, until ten friends", async () => {
    const { author, friend, stranger, blocked } = await cast();
    const open = await publish(author, { text: 'Veillée de prière jeudi', audience: 'public' });
    const closed = await publish(author, { text: 'Entre amis', audience: 'friends' });
    const feedOf = async (viewer: Member) =>
      (await feed(viewer)).results.filter((p) => p.author.id === author.id);

    // The newcomer: the public one only, marked as the community's.
    const seen = await feedOf(stranger);
    expect(seen.map((p) => [p.id, p.from_community])).toEqual([[open.id, true]]);
    // The friend: both, from their network, unmarked; the author: unmarked.
    expect((await feedOf(friend)).map((p) => [p.id, p.from_community])).toEqual([
      [closed.id, undefined],
      [open.id, undefined],
    ]);
    expect((await feedOf(author)).every((p) => p.from_community === undefined)).toBe(true);
    // Blocked either way: never.
    expect(await feedOf(blocked)).toEqual([]);

    // Ten friends fill the feed: the community's publications leave it.
    const friends = await Promise.all(Array.from({ length: 10 }, () => createSignedInMember(t)));
    for (const [index, other] of friends.entries()) {
      await befriend(t, stranger, other);
      const count = (await feedOf(stranger)).length;
      expect(count, `${index + 1} friend(s)`).toBe(index + 1 < 10 ? 1 : 0);
    }
  });

  it('never lets another member edit or delete, and hides what they may not see', async () => {
    const { author, friend, stranger } = await cast();
    const post = await publish(author, { text: 'À moi', audience: 'friends' });
    const edit = await call(friend, 'PATCH', `/post/${post.id}/`, { text: 'Piraté' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ error: PUBLICATIONS_TEXTS.notYours });
    expect((await call(friend, 'DELETE', `/post/${post.id}/`)).statusCode).toBe(403);
    expect((await call(stranger, 'DELETE', `/post/${post.id}/`)).statusCode).toBe(404);
    const own = await call(author, 'PATCH', `/post/${post.id}/`, {
      text: 'Modifié',
      audience: 'private',
    });
    expect(own.json()).toMatchObject({ text: 'Modifié', audience: 'private' });
    expect((await call(friend, 'GET', `/post/${post.id}/`)).statusCode).toBe(404);
    const profile = await t.app.inject({ url: '/api/users/profil/', headers: author.headers });
    expect(profile.json()).toMatchObject({ counts: { publications: 1 } });
    expect((await call(author, 'DELETE', `/post/${post.id}/`)).statusCode).toBe(204);
    expect((await call(author, 'GET', `/post/${post.id}/`)).statusCode).toBe(404);
  });
});

describe('publishing', () => {
  it('stores photos and a YouTube link as an embed, and tells friends', async () => {
    const { author, friend, stranger, blocked } = await cast();
    const photos = [await createMedia(t, author.id), await createMedia(t, author.id)];
    const post = await publish(author, {
      type: 'photo',
      text: '',
      photos,
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      audience: 'friends',
    });
    expect(post).toMatchObject({
      type: 'photo',
      photos,
      video: { kind: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
      reactions: { counts: {}, total: 0, mine: null },
      comments_count: 0,
      first_comments: [],
    });
    expect(await notificationsOf(friend, 'POST_NEW')).toBe(1);
    expect(await notificationsOf(stranger, 'POST_NEW')).toBe(0);
    expect(await notificationsOf(blocked, 'POST_NEW')).toBe(0);
    expect(await notificationsOf(author, 'POST_NEW')).toBe(0);
    await publish(author, { text: 'Secret', audience: 'private' });
    expect(await notificationsOf(friend, 'POST_NEW')).toBe(1);
    const [stored] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, friend.id), eq(notifications.notificationType, 'POST_NEW')),
      );
    expect(stored).toMatchObject({
      more: { post: post.id },
      message: `${author.first_name} ${author.last_name} a publié une nouvelle publication.`,
    });
  });

  it('lists the types', async () => {
    const member = await createSignedInMember(t);
    const response = await call(member, 'GET', '/post-types/');
    expect(
      response.json<{ code: string; label: string }[]>().map((x) => [x.code, x.label]),
    ).toEqual([
      ['texte', 'Texte'],
      ['photo', 'Photo'],
      ['video', 'Vidéo'],
      ['celebration', 'Célébration'],
    ]);
  });

  it('refuses bad input in French and stores nothing', async () => {
    const member = await createSignedInMember(t);
    const other = await createSignedInMember(t);
    const mine = await createMedia(t, member.id);
    const foreign = await createMedia(t, other.id);
    const cases: [object, string][] = [
      [{ text: '   ' }, PUBLICATIONS_TEXTS.empty],
      [
        { text: 'x', photos: Array.from({ length: 16 }, () => mine) },
        'Une publication ne peut pas contenir plus de 15 photos.',
      ],
      [{ text: 'x', type: 'inconnu' }, 'Type de publication inconnu.'],
      [{ text: 'x', photos: [foreign] }, PUBLICATIONS_TEXTS.notYourPhoto],
      [{ text: 'x'.repeat(5001) }, 'La publication ne peut pas dépasser 5000 caractères.'],
      [{ text: 'x', video_url: 'https://exemple.fr/video.mp4' }, PUBLICATIONS_TEXTS.badVideo],
      [
        { text: 'x', audience: 'tous' },
        "L'audience doit être « public », « friends » ou « private ».",
      ],
    ];
    for (const [body, error] of cases) {
      const response = await call(member, 'POST', '/', { type: 'texte', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json<{ error: string; details?: Record<string, string> }>();
      expect([answer.error, ...Object.values(answer.details ?? {})]).toContain(error);
    }
    expect(await storedBy(member)).toBe(0);
  });

  it('builds a page of the feed in one query, whatever its length', async () => {
    const { author, friend } = await cast();
    for (let i = 0; i < 6; i += 1) {
      const post = await publish(author, { text: `Publication ${i}`, audience: 'friends' });
      await call(friend, 'POST', `/post/${post.id}/comments/`, { text: 'Amen' });
      await call(friend, 'POST', `/post/${post.id}/react/`, { kind: 'jaime' });
    }
    // The comments' and reactions' jobs done first. The spy sees every query on the database
    // (a session's check, a job beside the request): the feed's are those reading publications.
    await t.app.jobs.drain();
    const dialect = new PgDialect();
    const pageQueries = async () => {
      const queries = vi.spyOn(t.database.db, 'execute');
      const page = await feed(friend, '?limit=4');
      const count = queries.mock.calls.filter(([query]) =>
        is(query, SQL) ? /\bpublications\b/.test(dialect.sqlToQuery(query).sql) : false,
      ).length;
      queries.mockRestore();
      return { page, count };
    };
    // Publications not cached yet (publications.cache.ts) take one more statement, which
    // builds them all, and the friend's first read rebuilds their timeline (two statements:
    // docs/adr/0027-feed-timelines.md); cached, with a timeline, the page is one statement.
    expect((await pageQueries()).count).toBe(4);
    const { page: first, count } = await pageQueries();
    expect(count).toBe(1);
    expect(first.results.map((p) => p.text)).toEqual([5, 4, 3, 2].map((i) => `Publication ${i}`));
    expect(first.results[0]).toMatchObject({
      comments_count: 1,
      reactions: { counts: { jaime: 1 }, total: 1, mine: 'jaime' },
      first_comments: [{ text: 'Amen', author: { id: friend.id } }],
    });
    // The pages after it, to the end (the friend, with few friends, also has the community's
    // public publications of the other tests).
    const rest: string[] = [];
    for (let cursor = first.next; cursor !== null;) {
      const next = await feed(friend, `?limit=4&cursor=${cursor}`);
      rest.push(...next.results.filter((p) => p.author.id === author.id).map((p) => p.text));
      cursor = next.next;
    }
    expect(rest).toEqual(['Publication 1', 'Publication 0']);
  });
});

describe('comments, replies and reactions', () => {
  it('threads replies one level deep and notifies the right members', async () => {
    const { author, friend, blocked } = await cast();
    const third = await createSignedInMember(t);
    await befriend(t, author, third);
    const post = await publish(author, { text: 'Priez pour nous', audience: 'friends' });
    const top = (
      await call(friend, 'POST', `/post/${post.id}/comments/`, { text: 'Je prie' })
    ).json<{
      id: string;
    }>();
    expect(await notificationsOf(author, 'COMMENTAIRE_NEW')).toBe(1);
    const reply = await call(third, 'POST', `/post/${post.id}/comments/`, {
      text: 'Moi aussi',
      reply_to: top.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await notificationsOf(friend, 'REPONSE_NEW')).toBe(1);
    // Grouped per publication while unread (notifications.grouping.test.ts has the rules).
    expect(await notificationsOf(author, 'COMMENTAIRE_NEW')).toBe(1);
    // A reply to a reply joins the thread.
    const nested = await call(author, 'POST', `/post/${post.id}/comments/`, {
      text: 'Merci à vous',
      reply_to: reply.json<{ id: string }>().id,
    });
    expect(nested.json()).toMatchObject({ reply_to: top.id });
    expect(await notificationsOf(third, 'REPONSE_NEW')).toBe(1);
    expect(await notificationsOf(author, 'COMMENTAIRE_NEW')).toBe(1);
    expect(await notificationsOf(blocked, 'COMMENTAIRE_NEW')).toBe(0);

    const page: CommentPage = commentPageSchema.parse(
      (await call(author, 'GET', `/post/${post.id}/comments/`)).json(),
    );
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      id: top.id,
      replies_count: 2,
      replies: [{ text: 'Moi aussi' }, { text: 'Merci à vous' }],
    });
    // Another's comment: 403 to edit; the publication's author may delete it with its replies.
    expect((await call(third, 'PATCH', `/comments/${top.id}/`, { text: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(third, 'DELETE', `/comments/${top.id}/`)).statusCode).toBe(403);
    const edited = await call(friend, 'PATCH', `/comments/${top.id}/`, { text: 'Je prie fort' });
    expect(edited.json()).toMatchObject({ text: 'Je prie fort' });
    expect((await call(author, 'DELETE', `/comments/${top.id}/`)).statusCode).toBe(204);
    const after = publicationSchema.parse((await call(author, 'GET', `/post/${post.id}/`)).json());
    expect(after.comments_count).toBe(0);
  });

  it('keeps reaction counts exact when changed, removed and under concurrency', async () => {
    const author = await createSignedInMember(t);
    const post = await publish(author, { text: 'Louange', audience: 'public' });
    const members = await Promise.all(Array.from({ length: 12 }, () => createSignedInMember(t)));
    const kinds = ['amen', 'jaime', 'priere'];
    const answers = await Promise.all(
      members.map((m, i) =>
        call(m, 'POST', `/post/${post.id}/react/`, { kind: kinds[i % 3] ?? 'amen' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(members.map(() => 200));
    // Everyone reacts again at once: changes, not new rows.
    await Promise.all(
      members.map((m) => call(m, 'POST', `/post/${post.id}/react/`, { kind: 'merci' })),
    );
    const seen = publicationSchema.parse((await call(author, 'GET', `/post/${post.id}/`)).json());
    expect(seen.reactions).toEqual({ counts: { merci: 12 }, total: 12, mine: null });
    expect(await notificationsOf(author, 'POST_REACTION')).toBe(12);
    const [first] = members;
    if (!first) throw new Error('no member');
    const removed = publicationSchema.parse(
      (await call(first, 'DELETE', `/post/${post.id}/react/`)).json(),
    );
    expect(removed.reactions).toEqual({ counts: { merci: 11 }, total: 11, mine: null });
    const unknown = await call(first, 'POST', `/post/${post.id}/react/`, { kind: 'bof' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'Réaction inconnue.' });

    // Comments have their own reactions.
    const comment = (
      await call(first, 'POST', `/post/${post.id}/comments/`, { text: 'Gloire' })
    ).json<{
      id: string;
    }>();
    const liked = await call(author, 'POST', `/comments/${comment.id}/react/`, { kind: 'priere' });
    expect(liked.json()).toMatchObject({
      reactions: { counts: { priere: 1 }, total: 1, mine: 'priere' },
    });
    const unliked = await call(author, 'DELETE', `/comments/${comment.id}/react/`);
    expect(unliked.json()).toMatchObject({ reactions: { counts: {}, total: 0, mine: null } });
  });
});

describe('blocks and edge cases', () => {
  it("hides a blocked member's comments and does not count them", async () => {
    const [author, commenter, viewer] = await Promise.all(
      [1, 2, 3].map(() => createSignedInMember(t)),
    );
    if (!author || !commenter || !viewer) throw new Error('members missing');
    const post = await publish(author, { text: 'Ouvert à tous', audience: 'public' });
    await call(commenter, 'POST', `/post/${post.id}/comments/`, { text: 'Bonjour' });
    await call(viewer, 'POST', `/post/${post.id}/comments/`, { text: 'Salut' });
    await block(t, viewer, commenter);
    const seen = publicationSchema.parse((await call(viewer, 'GET', `/post/${post.id}/`)).json());
    expect(seen.comments_count).toBe(1);
    expect(seen.first_comments.map((c) => c.text)).toEqual(['Salut']);
    const page = commentPageSchema.parse(
      (await call(viewer, 'GET', `/post/${post.id}/comments/`)).json(),
    );
    expect(page.results.map((c) => c.text)).toEqual(['Salut']);
    // The author, not involved in the block, still sees both.
    const own = publicationSchema.parse((await call(author, 'GET', `/post/${post.id}/`)).json());
    expect(own.comments_count).toBe(2);
  });

  it("hides from everyone a blocked member's old comment on the blocker's publication", async () => {
    const [author, commenter, viewer, other] = await Promise.all(
      [1, 2, 3, 4].map(() => createSignedInMember(t)),
    );
    if (!author || !commenter || !viewer || !other) throw new Error('members missing');
    const post = await publish(author, { text: 'Ouvert à tous', audience: 'public' });
    const elsewhere = await publish(other, { text: 'Ailleurs', audience: 'public' });
    await call(commenter, 'POST', `/post/${post.id}/comments/`, { text: 'Avant le blocage' });
    await call(commenter, 'POST', `/post/${elsewhere.id}/comments/`, { text: 'Chez un autre' });
    await call(viewer, 'POST', `/post/${post.id}/comments/`, { text: 'Salut' });
    await block(t, author, commenter);

    // Neither the publication's author nor anyone else sees it, and it is not counted.
    for (const member of [author, viewer]) {
      const seen = publicationSchema.parse((await call(member, 'GET', `/post/${post.id}/`)).json());
      expect(seen.comments_count).toBe(1);
      expect(seen.first_comments.map((c) => c.text)).toEqual(['Salut']);
      const page = commentPageSchema.parse(
        (await call(member, 'GET', `/post/${post.id}/comments/`)).json(),
      );
      expect(page.results.map((c) => c.text)).toEqual(['Salut']);
    }
    // Nor in the blocked member's activity; their comment elsewhere stays.
    const activity = await t.app.inject({
      url: `/api/publications/activity/?author=${commenter.id}`,
      headers: viewer.headers,
    });
    const excerpts = activity
      .json<{ results: { comment: { excerpt: string } | null }[] }>()
      .results.map((item) => item.comment?.excerpt);
    expect(excerpts).toEqual(['Chez un autre']);
    const other_ = publicationSchema.parse(
      (await call(viewer, 'GET', `/post/${elsewhere.id}/`)).json(),
    );
    expect(other_.comments_count).toBe(1);
  });

  it('refuses a reply to another publication, a foreign image, and embeds Vimeo', async () => {
    const [author, other] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const first = await publish(author, { text: 'Un', audience: 'public' });
    const second = await publish(author, {
      type: 'video',
      text: '',
      video_url: 'https://vimeo.com/76979871',
      audience: 'public',
    });
    expect(second.video).toEqual({ kind: 'vimeo', url: 'https://player.vimeo.com/video/76979871' });
    const comment = (
      await call(author, 'POST', `/post/${first.id}/comments/`, { text: 'A' })
    ).json<{
      id: string;
    }>();
    const elsewhere = await call(other, 'POST', `/post/${second.id}/comments/`, {
      text: 'B',
      reply_to: comment.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: 'Commentaire introuvable.' });
    const image = await call(other, 'POST', `/post/${first.id}/comments/`, {
      image: await createMedia(t, author.id),
    });
    expect(image.statusCode).toBe(400);
    expect(image.json()).toMatchObject({ error: PUBLICATIONS_TEXTS.notYourImage });
    const empty = await call(other, 'POST', `/post/${first.id}/comments/`, { text: '  ' });
    expect(empty.json()).toMatchObject({ error: 'Le commentaire est vide.' });
    const huge = await call(other, 'POST', `/post/${first.id}/comments/`, {
      text: 'x'.repeat(2001),
    });
    expect(huge.statusCode).toBe(400);
    const seen = publicationSchema.parse((await call(author, 'GET', `/post/${first.id}/`)).json());
    expect(seen.comments_count).toBe(1);
    expect((await call(author, 'GET', '/post/pas-un-uuid/')).statusCode).toBe(404);
  });
});

describe('a write sent again with its client_id (docs/adr/0019-pwa-and-offline.md)', () => {
  // The outbox of the web app may send a write twice (a lost answer, two tabs, the network's
  // return and a Background Sync at once): the same client_id stores one row.
  it('stores one publication and one comment, answers the stored one, and tells once', async () => {
    const author = await createSignedInMember(t);
    const friend = await createSignedInMember(t);
    await befriend(t, author, friend);
    const clientId = randomUUID();
    const body = { type: 'texte', text: 'Écrit hors ligne', audience: 'friends', photos: [] };
    const first = await call(author, 'POST', '/', { ...body, client_id: clientId });
    const again = await call(author, 'POST', '/', { ...body, client_id: clientId });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Publication>().id).toBe(first.json<Publication>().id);
    const [stored] = await t.database.db
      .select({ value: count() })
      .from(publications)
      .where(and(eq(publications.authorId, author.id), eq(publications.clientId, clientId)));
    expect(stored?.value).toBe(1);

    // Another member may use the same client_id: it is unique per author only.
    const other = await call(friend, 'POST', '/', { ...body, client_id: clientId });
    expect(other.statusCode, other.body).toBe(201);

    const postId = first.json<Publication>().id;
    const commentId = randomUUID();
    const sends = await Promise.all(
      Array.from({ length: 3 }, () =>
        call(friend, 'POST', `/post/${postId}/comments/`, {
          text: 'Merci !',
          client_id: commentId,
        }),
      ),
    );
    expect(sends.map((send) => send.statusCode).sort()).toEqual([200, 200, 201]);
    const [kept] = await t.database.db
      .select({ value: count() })
      .from(comments)
      .where(and(eq(comments.authorId, friend.id), eq(comments.clientId, commentId)));
    expect(kept?.value).toBe(1);
    await vi.waitFor(async () => expect(await notificationsOf(author, 'COMMENTAIRE_NEW')).toBe(1), {
      timeout: 10_000,
    });
  });
});
