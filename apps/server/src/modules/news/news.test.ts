/**
 * The news API (docs/adr/0016-news-articles.md): who reads and who writes, publication at its
 * time by the job (the clock moved, never slept), comments and reactions, the RSS feed parsed
 * back, the link previews' tags, and the weekly parish sheet in Paris time.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type {
  Article,
  ArticleComment,
  ArticleCommentPage,
  ArticlePage,
  CreateArticleBody,
  Event,
  NewsCategoryCount,
  ParishSheet,
  ReactionsSummary,
} from '@koinonia/contracts';
import { EARLY_ANSWERS_ID, NEWS_PAGE_SIZE } from '@koinonia/contracts';
import { inArray, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { MESSAGES } from '../../platform/errors.ts';
import { block, createMedia, createSignedInMember, type Member } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { PUBLISH_DUE_JOB } from './news.module.ts';
import { newsPersonalData } from './news.personal-data.ts';
import { articles } from './news.schema.ts';
import { FEED_KEPT_MS } from './news.service.ts';
import { NEWS_TEXTS } from './news.texts.ts';

const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Koinonia, le réseau communautaire chrétien."
    />
    <title>Koinonia — réseau communautaire chrétien</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const clock = testClock();
let t: TestApp;
let dist: string;
let editor: Member;
let member: Member;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'koinonia-news-web-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ now: clock.now, env: { WEB_DIST_DIR: dist } });
  editor = await createSignedInMember(t);
  await t.app.services.roles.grant(editor.id, 'editor');
  member = await createSignedInMember(t);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const call = caller(() => t);
const guest = (url: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET') =>
  t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
const put = (who: Member, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload });

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + clock.shift + hours * HOUR).toISOString();

let titles = 0;
async function write(body: Partial<CreateArticleBody> = {}, by: Member = editor): Promise<Article> {
  titles += 1;
  return ok<Article>(
    await call(by, 'POST', '/api/blogs/', {
      title: `Nouvelle de la paroisse ${titles}`,
      summary: 'Un résumé de la nouvelle.',
      body: 'Le texte de la nouvelle, en **Markdown**.',
      category: 'vie-paroissiale',
      status: 'published',
      ...body,
    }),
    201,
  );
}

const listIds = async (who: Member | null, query = '') => {
  const response = who
    ? await call(who, 'GET', `/api/blogs/?${query}`)
    : await guest(`/api/blogs/?${query}`);
  return ok<ArticlePage>(response).results.map((a) => a.id);
};

/** Runs the per-minute publication job once, as the queue would, `hoursLater` from now. */
async function publicationJobAt(hoursLater: number): Promise<void> {
  clock.shift = hoursLater * HOUR;
  try {
    await t.app.jobs.send(PUBLISH_DUE_JOB, {});
    await t.app.jobs.drain();
  } finally {
    clock.shift = 0;
  }
}

const publishedFacts = async (articleId: string) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from domain_events
        where name = 'news.article-published' and payload->>'articleId' = ${articleId}`,
    )
  )[0]?.n;

describe('writing articles', () => {
  it('is for editors only: 401 for guests, a French 403 for members', async () => {
    const body = { title: 'Un titre', summary: 'Résumé', body: 'Texte', category: 'liturgie' };
    refused(await t.app.inject({ method: 'POST', url: '/api/blogs/', payload: body }), 401);
    refused(await call(member, 'POST', '/api/blogs/', body), 403, NEWS_TEXTS.editorsOnly);
    const article = await write();
    refused(
      await call(member, 'PATCH', `/api/blogs/${article.id}/`, { title: 'Changé' }),
      403,
      NEWS_TEXTS.editorsOnly,
    );
    refused(await call(member, 'DELETE', `/api/blogs/${article.id}/`), 403, NEWS_TEXTS.editorsOnly);
    refused(await guest(`/api/blogs/${article.id}/`, 'DELETE'), 401);
    refused(
      await put(member, '/api/blogs/sheet/2026-11-23/', { word: 'Bonjour' }),
      403,
      NEWS_TEXTS.sheetEditorsOnly,
    );
    refused(
      await t.app.inject({
        method: 'PUT',
        url: '/api/blogs/sheet/2026-11-23/',
        payload: { word: 'x' },
      }),
      401,
    );
    expect(ok<Article>(await guest(`/api/blogs/${article.id}/`)).title).toBe(article.title);
  });

  it('computes the reading time, the date label and the category colour on the server', async () => {
    const words = Array.from({ length: 401 }, (_, i) => `mot${i}`).join(' ');
    const article = await write({ body: words, category: 'solidarite' });
    expect(article.reading_minutes).toBe(3);
    expect(article.category_label).toBe('Solidarité');
    expect(article.category_variant).toBe('success');
    expect(article.date).toMatch(/^(1er|\d{1,2}) [a-zéû]+ \d{4}$/);
    expect(article.author?.id).toBe(editor.id);
    expect(article.body).toBe(words);
    expect(article.can_edit).toBe(true);
    expect((await write({ body: 'Amen.' })).reading_minutes).toBe(1);
  });

  it('refuses bad input with a French error and changes nothing', async () => {
    const before = await listIds(editor, 'status=draft');
    const cases: [object, string][] = [
      [{ title: 'ab' }, 'Le titre doit contenir au moins 3 caractères.'],
      [{ summary: '' }, 'Le résumé est obligatoire.'],
      [{ category: 'sport' }, 'Catégorie inconnue.'],
      [{ status: 'scheduled' }, NEWS_TEXTS.publishAtRequired],
      [{ status: 'scheduled', publish_at: inHours(-1) }, NEWS_TEXTS.publishAtPast],
      [{ status: 'published', body: '   ' }, NEWS_TEXTS.bodyRequired],
      [{ status: 'draft', image: '/media/pas-a-moi.webp' }, NEWS_TEXTS.notYourPicture],
      [
        { publish_at: 'demain' },
        "La date de publication n'est pas une date valide (AAAA-MM-JJ ou AAAA-MM-JJTHH:MM:SSZ).",
      ],
    ];
    for (const [change, error] of cases) {
      refused(
        await call(editor, 'POST', '/api/blogs/', {
          title: 'Un titre correct',
          summary: 'Résumé',
          body: 'Texte',
          category: 'liturgie',
          status: 'draft',
          ...change,
        }),
        400,
        error,
      );
    }
    expect(await listIds(editor, 'status=draft')).toEqual(before);

    const article = await write();
    refused(
      await call(editor, 'PATCH', `/api/blogs/${article.id}/`, {
        title: 'Un autre titre',
        status: 'scheduled',
        publish_at: inHours(-2),
      }),
      400,
      NEWS_TEXTS.publishAtPast,
    );
    const after = ok<Article>(await guest(`/api/blogs/${article.id}/`));
    expect([after.title, after.status, after.publish_at]).toEqual([
      article.title,
      'published',
      article.publish_at,
    ]);
    refused(await call(editor, 'PATCH', '/api/blogs/pas-un-id/', { title: 'Xyz' }), 404);
  });

  it('takes a cover the editor uploaded, with its text alternative', async () => {
    const cover = await createMedia(t, editor.id);
    const article = await write({ image: cover, image_alt: 'La façade de l’église' });
    expect([article.image, article.image_alt]).toEqual([cover, 'La façade de l’église']);
    const other = await createSignedInMember(t);
    refused(
      await call(editor, 'PATCH', `/api/blogs/${article.id}/`, {
        image: await createMedia(t, other.id),
      }),
      400,
      NEWS_TEXTS.notYourPicture,
    );
  });
});

describe('who reads what', () => {
  it('shows guests and members the published articles only, everywhere; editors the rest', async () => {
    const published = await write({ category: 'annonces', title: 'Annonce publiée' });
    const draft = await write({ status: 'draft', category: 'annonces', title: 'Brouillon caché' });
    const scheduled = await write({
      status: 'scheduled',
      publish_at: inHours(5),
      category: 'annonces',
      title: 'Programmé caché',
    });
    for (const who of [null, member]) {
      const ids = await listIds(who, 'category=annonces');
      expect(ids).toContain(published.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(scheduled.id);
      for (const hidden of [draft, scheduled]) {
        const response = who
          ? await call(who, 'GET', `/api/blogs/${hidden.id}/`)
          : await guest(`/api/blogs/${hidden.id}/`);
        refused(response, 404, NEWS_TEXTS.notFound);
        const comments = who
          ? await call(who, 'GET', `/api/blogs/${hidden.id}/comments/`)
          : await guest(`/api/blogs/${hidden.id}/comments/`);
        refused(comments, 404);
      }
      const related = (
        who
          ? ok<Article>(await call(who, 'GET', `/api/blogs/${published.id}/`))
          : ok<Article>(await guest(`/api/blogs/${published.id}/`))
      ).related.map((a) => a.id);
      expect(related).not.toContain(draft.id);
      expect(related).not.toContain(scheduled.id);
    }
    refused(await guest('/api/blogs/?status=draft'), 401);
    refused(
      await call(member, 'GET', '/api/blogs/?status=scheduled'),
      403,
      NEWS_TEXTS.statusEditorsOnly,
    );
    expect(await listIds(editor, 'status=draft')).toContain(draft.id);
    expect(await listIds(editor, 'status=scheduled')).toContain(scheduled.id);
    expect(ok<Article>(await call(editor, 'GET', `/api/blogs/${draft.id}/`)).status).toBe('draft');

    // The Markdown source goes to editors only; everyone gets the sanitised HTML.
    const asGuest = ok<Article>(await guest(`/api/blogs/${published.id}/`));
    expect(asGuest.body).toBeNull();
    expect(asGuest.can_edit).toBe(false);
    expect(asGuest.html).toContain('<strong>Markdown</strong>');
    expect(ok<ArticlePage>(await guest('/api/blogs/')).can_write).toBe(false);
    expect(ok<ArticlePage>(await call(editor, 'GET', '/api/blogs/')).can_write).toBe(true);

    // RSS and the categories' counts know only the published.
    const rss = (await guest('/api/blogs/rss.xml')).body;
    expect(rss).toContain(published.id);
    expect(rss).not.toContain(draft.id);
    expect(rss).not.toContain(scheduled.id);
    const annonces = ok<NewsCategoryCount[]>(await guest('/api/blogs/categories/')).find(
      (c) => c.code === 'annonces',
    );
    expect(annonces?.count).toBe(1);
    expect(annonces?.label).toBe('Annonces');
  });

  it('answers a token that is not valid with 401, not as a guest', async () => {
    refused(
      await t.app.inject({ url: '/api/blogs/', headers: { authorization: 'Bearer abc' } }),
      401,
    );
  });

  it('searches title, summary and text without accents, by category, newest first, in pages', async () => {
    const a = await write({ title: 'Concert à l’Église Saint-Jean', category: 'jeunes' });
    const b = await write({ summary: 'Rendez-vous devant l’église.', category: 'jeunes' });
    const c = await write({ body: 'Nous prierons à l’ÉGLISE.', category: 'jeunes' });
    await write({ body: 'Rien à voir.', category: 'jeunes' });
    expect(await listIds(null, 'q=eglise&category=jeunes')).toEqual([c.id, b.id, a.id]);
    expect(await listIds(null, 'q=100%25')).toEqual([]);
    const first = ok<ArticlePage>(await guest('/api/blogs/?category=jeunes&limit=3'));
    expect(first.results).toHaveLength(3);
    const second = ok<ArticlePage>(
      await guest(`/api/blogs/?category=jeunes&limit=3&cursor=${first.next ?? ''}`),
    );
    expect(second.results.map((x) => x.id)).toEqual([a.id]);
    expect(second.next).toBeNull();
  });

  it("gives 'À lire aussi': three published articles, the same category first", async () => {
    const same = [
      await write({ category: 'temoignages' }),
      await write({ category: 'temoignages' }),
    ];
    await write({ category: 'liturgie' });
    const article = await write({ category: 'temoignages' });
    const related = ok<Article>(await guest(`/api/blogs/${article.id}/`)).related;
    expect(related).toHaveLength(3);
    expect(related.slice(0, 2).map((r) => r.id)).toEqual([same[1]?.id, same[0]?.id]);
    expect(related.map((r) => r.id)).not.toContain(article.id);
  });
});

describe('scheduled publication', () => {
  it('publishes at its time by the job, once, and never before', async () => {
    const article = await write({ status: 'scheduled', publish_at: inHours(2) });
    expect(article.status).toBe('scheduled');
    await publicationJobAt(1);
    refused(await guest(`/api/blogs/${article.id}/`), 404);
    // A visit after the time publishes nothing: only the job does.
    clock.shift = 3 * HOUR;
    refused(await guest(`/api/blogs/${article.id}/`), 404);
    clock.shift = 0;
    await publicationJobAt(3);
    const published = ok<Article>(await guest(`/api/blogs/${article.id}/`));
    expect(published.status).toBe('published');
    expect(published.publish_at).toBe(article.publish_at);
    expect(await listIds(null)).toContain(article.id);
    await publicationJobAt(4);
    expect(await publishedFacts(article.id)).toBe(1);
  });

  it('never lets an old time publish a rescheduled or unpublished article', async () => {
    const moved = await write({ status: 'scheduled', publish_at: inHours(1) });
    ok(await call(editor, 'PATCH', `/api/blogs/${moved.id}/`, { publish_at: inHours(5) }));
    const unpublished = await write({ status: 'scheduled', publish_at: inHours(1) });
    ok(await call(editor, 'PATCH', `/api/blogs/${unpublished.id}/`, { status: 'draft' }));
    await publicationJobAt(2);
    refused(await guest(`/api/blogs/${moved.id}/`), 404);
    refused(await guest(`/api/blogs/${unpublished.id}/`), 404);
    expect(ok<Article>(await call(editor, 'GET', `/api/blogs/${unpublished.id}/`)).status).toBe(
      'draft',
    );
    await publicationJobAt(6);
    expect(ok<Article>(await guest(`/api/blogs/${moved.id}/`)).status).toBe('published');
    refused(await guest(`/api/blogs/${unpublished.id}/`), 404);
    expect(await publishedFacts(unpublished.id)).toBe(0);
  });

  it('announces a publication by an editor once, and unpublishing hides it again', async () => {
    const article = await write();
    expect(await publishedFacts(article.id)).toBe(1);
    ok(await call(editor, 'PATCH', `/api/blogs/${article.id}/`, { title: 'Titre revu' }));
    expect(await publishedFacts(article.id)).toBe(1);
    ok(await call(editor, 'PATCH', `/api/blogs/${article.id}/`, { status: 'draft' }));
    refused(await guest(`/api/blogs/${article.id}/`), 404);
    expect(await listIds(null)).not.toContain(article.id);
    ok(await call(editor, 'DELETE', `/api/blogs/${article.id}/`), 204);
    refused(await call(editor, 'GET', `/api/blogs/${article.id}/`), 404);
  });
});

describe('sanitising', () => {
  it('keeps no script, handler nor dangerous link of the body in the HTML', async () => {
    const article = await write({
      body: [
        '<script>alert(1)</script>',
        '[clic](javascript:alert(1))',
        '<img src=x onerror=alert(1)>',
        '[lien](https://example.org)',
      ].join('\n\n'),
    });
    const html = ok<Article>(await guest(`/api/blogs/${article.id}/`)).html;
    // Tags only: the raw HTML of the body is shown as text, harmless.
    const tags = html.match(/<[^>]*>/g) ?? [];
    expect(tags.filter((tag) => /^<\/?(script|img)|javascript:|\son\w+=/i.test(tag))).toEqual([]);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">lien</a>',
    );
  });
});

describe('comments and reactions', () => {
  it('lets members comment and react, guests read, and hides what a block stands between', async () => {
    const article = await write();
    const reader = await createSignedInMember(t);
    const blocked = await createSignedInMember(t);
    refused(
      await t.app.inject({
        method: 'POST',
        url: `/api/blogs/${article.id}/comments/`,
        payload: { text: 'Bonjour' },
      }),
      401,
    );
    const first = ok<ArticleComment>(
      await call(member, 'POST', `/api/blogs/${article.id}/comments/`, { text: 'Merci !' }),
      201,
    );
    ok(
      await call(blocked, 'POST', `/api/blogs/${article.id}/comments/`, {
        text: 'Un commentaire',
        reply_to: first.id,
      }),
      201,
    );
    refused(
      await call(member, 'POST', `/api/blogs/${article.id}/comments/`, { text: '  ' }),
      400,
      'Le commentaire est vide.',
    );
    await block(t, reader, blocked);
    const seenBy = async (who: Member | null) => {
      const page = ok<ArticleCommentPage>(
        who
          ? await call(who, 'GET', `/api/blogs/${article.id}/comments/`)
          : await guest(`/api/blogs/${article.id}/comments/`),
      );
      return page.results.flatMap((c) => [c.text, ...c.replies.map((r) => r.text)]);
    };
    expect(await seenBy(null)).toEqual(['Merci !', 'Un commentaire']);
    expect(await seenBy(reader)).toEqual(['Merci !']);
    expect(ok<Article>(await call(reader, 'GET', `/api/blogs/${article.id}/`)).comments_count).toBe(
      1,
    );

    refused(
      await call(reader, 'PATCH', `/api/blogs/comments/${first.id}/`, { text: 'Changé' }),
      403,
      NEWS_TEXTS.commentAuthorOnly,
    );
    refused(
      await call(reader, 'DELETE', `/api/blogs/comments/${first.id}/`),
      403,
      NEWS_TEXTS.commentRemoveRefused,
    );
    expect(
      ok<ArticleComment>(
        await call(member, 'PATCH', `/api/blogs/comments/${first.id}/`, {
          text: 'Merci beaucoup !',
        }),
      ).text,
    ).toBe('Merci beaucoup !');
    ok(await call(editor, 'DELETE', `/api/blogs/comments/${first.id}/`), 204);
    expect(await seenBy(null)).toEqual([]);

    const reacted = ok<ReactionsSummary>(
      await call(member, 'POST', `/api/blogs/${article.id}/react/`, { kind: 'amen' }),
    );
    expect(reacted).toEqual({ counts: { amen: 1 }, total: 1, mine: 'amen' });
    refused(
      await call(member, 'POST', `/api/blogs/${article.id}/react/`, { kind: 'bravo' }),
      400,
      NEWS_TEXTS.unknownReaction,
    );
    expect(ok<Article>(await guest(`/api/blogs/${article.id}/`)).reactions).toEqual({
      counts: { amen: 1 },
      total: 1,
      mine: null,
    });
    expect(
      ok<ReactionsSummary>(await call(member, 'DELETE', `/api/blogs/${article.id}/react/`)).total,
    ).toBe(0);

    const draft = await write({ status: 'draft' });
    refused(
      await call(member, 'POST', `/api/blogs/${draft.id}/comments/`, {
        text: 'Avant tout le monde',
      }),
      404,
    );
  });
});

describe('the RSS feed', () => {
  it('parses back with the newest published articles, absolute links, dates and escaping', async () => {
    const title = 'Kermesse & brocante : « <venez> » nombreux';
    const article = await write({ title, summary: 'Jeux, stands & <b>gâteaux</b>.' });
    const response = await guest('/api/blogs/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(response.body) as {
      rss: {
        '@_version': string;
        channel: {
          title: string;
          link: string;
          item: {
            title: string;
            link: string;
            guid: unknown;
            pubDate: string;
            description: string;
          }[];
        };
      };
    };
    expect(parsed.rss['@_version']).toBe('2.0');
    const { channel } = parsed.rss;
    expect(channel.link).toBe('http://koinonia.test/blogs');
    expect(channel.item.length).toBeLessThanOrEqual(20);
    // The newest published first (some of this file's are dated hours ahead by the clock).
    const item = channel.item.find((i) => i.link === `http://koinonia.test/blogs/${article.id}`);
    expect(item?.title).toBe(title);
    expect(item?.link).toBe(`http://koinonia.test/blogs/${article.id}`);
    expect(new Date(item?.pubDate ?? '').toISOString()).toBe(
      new Date(article.publish_at ?? '').toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    );
    expect(item?.description).toBe('Jeux, stands & <b>gâteaux</b>.');
    const dates = channel.item.map((i) => new Date(i.pubDate).getTime());
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
  });
});

describe('the RSS feed kept', () => {
  /** The feed's links, as a reader would fetch them. */
  const feedLinks = async () => {
    const response = await guest('/api/blogs/rss.xml');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const parsed = new XMLParser().parse(response.body) as {
      rss: { channel: { item: { link: string; title: string }[] } };
    };
    return parsed.rss.channel.item.map((item) => `${item.title} ${item.link}`).join('\n');
  };
  const linked = (id: string) => `http://koinonia.test/blogs/${id}`;
  const behind: string[] = [];
  /** Published around the service (as on another node): this node's feed is not told. */
  const publishedBehind = async (title: string) => {
    const [row] = await t.database.db
      .insert(articles)
      .values({
        title,
        summary: 'Publié ailleurs.',
        body: 'Le texte.',
        category: 'annonces',
        status: 'published',
        publishAt: new Date(clock.now().getTime() + 10 * HOUR),
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('no article');
    behind.push(row.id);
    return row.id;
  };
  afterAll(async () => {
    await t.database.db.delete(articles).where(inArray(articles.id, behind));
  });

  it('is kept until an article is published, edited, unpublished or deleted here, or a minute', async () => {
    await feedLinks();
    const first = await publishedBehind('Publié sur un autre nœud');
    expect(await feedLinks()).not.toContain(linked(first));

    // Published here: the feed is made again, with both.
    const fresh = await write();
    expect(await feedLinks()).toContain(linked(fresh.id));
    expect(await feedLinks()).toContain(linked(first));

    const second = await publishedBehind('Encore ailleurs');
    expect(await feedLinks()).not.toContain(linked(second));
    ok(await call(editor, 'PATCH', `/api/blogs/${fresh.id}/`, { title: 'Titre revu du flux' }));
    expect(await feedLinks()).toContain(`Titre revu du flux ${linked(fresh.id)}`);
    expect(await feedLinks()).toContain(linked(second));

    ok(await call(editor, 'PATCH', `/api/blogs/${fresh.id}/`, { status: 'draft' }));
    expect(await feedLinks()).not.toContain(linked(fresh.id));
    ok(await call(editor, 'DELETE', `/api/blogs/${first}/`), 204);
    expect(await feedLinks()).not.toContain(linked(first));

    // Published by the job.
    const scheduled = await write({ status: 'scheduled', publish_at: inHours(1) });
    expect(await feedLinks()).not.toContain(linked(scheduled.id));
    const third = await publishedBehind('Toujours ailleurs');
    expect(await feedLinks()).not.toContain(linked(third));
    await publicationJobAt(2);
    const afterJob = await feedLinks();
    expect(afterJob).toContain(linked(scheduled.id));
    expect(afterJob).toContain(linked(third));

    // Another node's change shows within FEED_KEPT_MS.
    const fourth = await publishedBehind('Une dernière ailleurs');
    expect(await feedLinks()).not.toContain(linked(fourth));
    clock.shift = FEED_KEPT_MS + 1000;
    try {
      expect(await feedLinks()).toContain(linked(fourth));
    } finally {
      clock.shift = 0;
    }
  });
});

describe('link previews', () => {
  it("puts a published article's escaped title, summary and cover in the page's head", async () => {
    const cover = await createMedia(t, editor.id);
    const article = await write({
      title: 'Le "grand" <script>alert(1)</script> & co',
      summary: 'Résumé <b>gras</b> & « guillemets »',
      image: cover,
      image_alt: 'Une "belle" image',
    });
    const page = await guest(`/blogs/${article.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const head = page.body.split('</head>')[0] ?? '';
    expect(head).not.toContain('<script>alert');
    expect(head).toContain(
      '<title>Le &quot;grand&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co — Koinonia</title>',
    );
    expect(head).toContain(
      '<meta property="og:title" content="Le &quot;grand&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co" />',
    );
    expect(head).toContain(
      '<meta property="og:description" content="Résumé &lt;b&gt;gras&lt;/b&gt; &amp; « guillemets »" />',
    );
    expect(head).toContain(`<meta property="og:image" content="http://koinonia.test${cover}" />`);
    expect(head).toContain(
      `<meta property="og:url" content="http://koinonia.test/blogs/${article.id}" />`,
    );
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta name="twitter:title" content="Le &quot;grand&quot;');
    expect(head.match(/name="description"/g)).toHaveLength(1);

    const draft = await write({ status: 'draft', title: 'Brouillon secret' });
    for (const url of [`/blogs/${draft.id}`, '/blogs/pas-un-id']) {
      const plain = await guest(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.body).not.toContain('og:title');
      expect(plain.body).not.toContain('Brouillon secret');
    }
    const list = (await guest('/blogs')).body;
    expect(list).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Koinonia — Dernières nouvelles" href="http://koinonia.test/api/blogs/rss.xml" />',
    );
  });
});

describe("a guest's first screen in the page", () => {
  /** The JSON of the page's early answers (EARLY_ANSWERS_ID), or undefined. */
  const earlyAnswers = (html: string): Record<string, unknown> | undefined => {
    const found = new RegExp(
      `<script type="application/json" id="${EARLY_ANSWERS_ID}">([^<]*)</script>`,
    ).exec(html);
    return found ? (JSON.parse(found[1] ?? '') as Record<string, unknown>) : undefined;
  };
  const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

  it("writes a published article's answer and cover into its page, safely escaped", async () => {
    const cover = await createMedia(t, editor.id);
    const article = await write({
      title: 'Fin </script><script>alert(1)</script> <!-- et \u2028 ligne',
      summary: 'Résumé </SCRIPT> & <b>gras</b>',
      body: 'Le texte </script> en **Markdown**.',
      image: cover,
    });
    const page = await guest(`/blogs/${article.id}`);
    expect(page.statusCode).toBe(200);
    // Nothing of the answer can end its element or open another: one data block, no `<` in it.
    expect(page.body).not.toContain('<script>alert');
    expect(page.body.match(/<script/gi)).toHaveLength(1);
    const answers = earlyAnswers(page.body);
    // Exactly what the API answers a guest, under the URL the web asks for.
    const api = await guest(`/api/blogs/${article.id}/`);
    expect(answers).toEqual({ [`/api/blogs/${article.id}/`]: api.json() });
    expect((answers?.[`/api/blogs/${article.id}/`] as Article).title).toBe(article.title);
    // The cover (a key without its size, so no copies): asked for before the app's code.
    const head = page.body.split('</head>')[0] ?? '';
    expect(preloads(head)).toEqual([
      `<link rel="preload" as="image" href="${cover}" fetchpriority="high" />`,
    ]);

    // A draft's page and an unknown one carry nothing of it.
    const draft = await write({ status: 'draft', title: 'Brouillon secret', image: cover });
    for (const url of [`/blogs/${draft.id}`, '/blogs/pas-un-id']) {
      const plain = (await guest(url)).body;
      expect(earlyAnswers(plain)).toBeUndefined();
      expect(preloads(plain)).toEqual([]);
    }
  });

  it("writes the list's first page and the categories into /blogs, without a filter", async () => {
    await write({ image: await createMedia(t, editor.id) });
    const page = (await guest('/blogs')).body;
    const list = ok<ArticlePage>(await guest(`/api/blogs/?limit=${NEWS_PAGE_SIZE}`));
    expect(earlyAnswers(page)).toEqual({
      [`/api/blogs/?limit=${NEWS_PAGE_SIZE}`]: list,
      '/api/blogs/categories/': ok<NewsCategoryCount[]>(await guest('/api/blogs/categories/')),
    });
    const lead = list.results[0];
    expect(lead).toBeDefined();
    expect(preloads(page)).toEqual(
      lead?.image
        ? [`<link rel="preload" as="image" href="${lead.image}" fetchpriority="high" />`]
        : [],
    );
    // Compressed like the API's answers: a phone's first round trips carry it.
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/blogs',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page);
    // A filter in the address: the web asks for its own list.
    for (const query of ['?categorie=vie-paroissiale', '?q=paroisse', '?etat=brouillons']) {
      const filtered = (await guest(`/blogs${query}`)).body;
      expect(earlyAnswers(filtered)).toBeUndefined();
      expect(preloads(filtered)).toEqual([]);
    }
  });
});

describe('the weekly parish sheet', () => {
  /** Moves the clock to `instant` for the writes of `work`. */
  async function at<T>(instant: DateTime, work: () => Promise<T>): Promise<T> {
    clock.shift = instant.toMillis() - Date.now();
    try {
      return await work();
    } finally {
      clock.shift = 0;
    }
  }
  const sheetOf = async (who: Member | null, day?: string) => {
    const url = day ? `/api/blogs/sheet/${day}/` : '/api/blogs/sheet/';
    return who ? call(who, 'GET', url) : guest(url);
  };

  it('cuts weeks at Monday 00:00 Paris time, with the next week’s public events', async () => {
    const monday = DateTime.now().setZone('Europe/Paris').startOf('week').minus({ weeks: 3 });
    // Sunday 23:30 in Paris: that week. Monday 00:30 in Paris (Sunday 23:30 UTC): the next.
    const sunday = await at(monday.plus({ days: 6, hours: 23, minutes: 30 }), () =>
      write({ title: 'Publié dimanche soir' }),
    );
    const nextMonday = await at(monday.plus({ weeks: 1, minutes: 30 }), () =>
      write({ title: 'Publié lundi à minuit et demie' }),
    );
    expect(new Date(nextMonday.publish_at ?? '').getUTCDay()).toBe(0);
    const scheduled = await write({ status: 'scheduled', publish_at: inHours(30) });

    const day = monday.plus({ days: 2 }).toISODate() ?? '';
    const sheet = ok<ParishSheet>(await sheetOf(null, day));
    expect(sheet.week_start).toBe(monday.toISODate());
    expect(sheet.week_end).toBe(monday.plus({ days: 6 }).toISODate());
    expect(sheet.label).toMatch(/^Semaine du /);
    const ids = sheet.articles.map((a) => a.id);
    expect(ids).toContain(sunday.id);
    expect(ids).not.toContain(nextMonday.id);
    const following = ok<ParishSheet>(
      await sheetOf(member, monday.plus({ weeks: 1 }).toISODate() ?? ''),
    );
    expect(following.articles.map((a) => a.id)).toContain(nextMonday.id);
    expect(following.articles.map((a) => a.id)).not.toContain(sunday.id);
    expect(following.previous_week).toBe(monday.toISODate());
    const current = ok<ParishSheet>(await sheetOf(null));
    expect(current.articles.map((a) => a.id)).not.toContain(scheduled.id);
    expect(current.next_week).toBeNull();
    expect(current.can_edit).toBe(false);
    refused(await sheetOf(null, '2026-02-30'), 400, NEWS_TEXTS.badDay);
  });

  it('lists the public events of the week after it, never a restricted one', async () => {
    const thisMonday = DateTime.now().setZone('Europe/Paris').startOf('week');
    const organiser = await createSignedInMember(t);
    const event = async (title: string, start: DateTime, extra: object = {}) =>
      ok<Event>(
        await call(organiser, 'POST', '/api/events/', {
          title,
          starts_at: start.toUTC().toISO(),
          ends_at: start.plus({ hours: 1 }).toUTC().toISO(),
          location: 'Église Saint-Pierre, Lyon',
          ...extra,
        }),
        201,
      );
    const nextWeek = thisMonday.plus({ weeks: 1 });
    const shown = await event('Messe de l’Avent', nextWeek.plus({ days: 2, hours: 18 }));
    const friends = await event('Dîner entre amis', nextWeek.plus({ days: 3, hours: 19 }), {
      audience: 'friends',
    });
    const draft = await event('Brouillon d’événement', nextWeek.plus({ days: 3, hours: 19 }), {
      status: 'draft',
    });
    const later = await event('Plus tard', nextWeek.plus({ weeks: 1, days: 1, hours: 10 }));
    const sheet = ok<ParishSheet>(await sheetOf(null));
    expect(sheet.events_from).toBe(nextWeek.toISODate());
    expect(sheet.events_to).toBe(nextWeek.plus({ days: 6 }).toISODate());
    const ids = sheet.events.map((e) => e.id);
    expect(ids).toContain(shown.id);
    for (const hidden of [friends, draft, later]) expect(ids).not.toContain(hidden.id);
    // A reader who blocked the organiser does not see their events.
    const reader = await createSignedInMember(t);
    await block(t, reader, organiser);
    expect(ok<ParishSheet>(await sheetOf(reader)).events.map((e) => e.id)).not.toContain(shown.id);
  });

  it('takes the word of the week and the pinned article from editors only', async () => {
    const today = DateTime.now().setZone('Europe/Paris');
    const day = today.toISODate() ?? '';
    const old = await at(today.minus({ weeks: 5 }), () => write({ title: 'Article épinglé' }));
    const recent = await write({ title: 'Article récent' });
    const draft = await write({ status: 'draft' });
    const url = `/api/blogs/sheet/${day}/`;
    refused(
      await put(editor, url, { word: 'Bonne semaine', pinned_article_id: draft.id }),
      400,
      NEWS_TEXTS.pinnedNotFound,
    );
    expect(ok<ParishSheet>(await sheetOf(null)).word).toBe('');
    refused(await put(editor, url, { word: 'x'.repeat(2001) }), 400);
    const saved = ok<ParishSheet>(
      await put(editor, url, { word: 'Veillons et prions.', pinned_article_id: old.id }),
    );
    expect(saved.can_edit).toBe(true);
    const sheet = ok<ParishSheet>(await sheetOf(member));
    expect(sheet.word).toBe('Veillons et prions.');
    expect(sheet.pinned_article_id).toBe(old.id);
    expect(sheet.articles[0]?.id).toBe(old.id);
    expect(sheet.articles.map((a) => a.id)).toContain(recent.id);

    // Unpublished, the pinned article leaves the sheet.
    ok(await call(editor, 'PATCH', `/api/blogs/${old.id}/`, { status: 'draft' }));
    const without = ok<ParishSheet>(await sheetOf(null));
    expect(without.pinned_article_id).toBeNull();
    expect(without.articles.map((a) => a.id)).not.toContain(old.id);
  });

  it('keeps the weeks to come from readers, not from editors', async () => {
    const next = DateTime.now().setZone('Europe/Paris').startOf('week').plus({ weeks: 1 });
    const day = next.toISODate() ?? '';
    refused(await sheetOf(null, day), 404, NEWS_TEXTS.futureSheet);
    refused(await sheetOf(member, day), 404, NEWS_TEXTS.futureSheet);
    ok(await put(editor, `/api/blogs/sheet/${day}/`, { word: 'Pour la semaine prochaine' }));
    expect(ok<ParishSheet>(await sheetOf(editor, day)).word).toBe('Pour la semaine prochaine');
    expect(ok<ParishSheet>(await sheetOf(editor)).next_week).toBe(day);
  });

  it('is a French 400 for a malformed day', async () => {
    const response = await sheetOf(null, 'demain');
    refused(response, 400, 'La date doit être un jour (AAAA-MM-JJ).');
    expect(response.json<{ error: string }>().error).not.toBe(MESSAGES.internal);
  });
});

describe("a member's data", () => {
  it('exports their articles, comments and reactions; erasure keeps the parish’s articles and comments', async () => {
    const writer = await createSignedInMember(t);
    await t.app.services.roles.grant(writer.id, 'editor');
    const article = await write({ title: 'Article d’un rédacteur qui part' }, writer);
    ok(await call(writer, 'POST', `/api/blogs/${article.id}/comments/`, { text: 'Mon mot' }), 201);
    ok(await call(writer, 'POST', `/api/blogs/${article.id}/react/`, { kind: 'merci' }));
    const ctx = { db: t.database.db } as ModuleContext;
    const news = t.app.services.news;
    const sections = (await newsPersonalData.export?.(ctx, news, writer.id)) ?? [];
    expect(sections.map((s) => [s.file, s.rows.length])).toEqual([
      ['articles.json', 1],
      ['commentaires-articles.json', 1],
      ['reactions-articles.json', 1],
    ]);
    await newsPersonalData.erase?.(ctx, news, writer.id);
    const after = ok<Article>(await guest(`/api/blogs/${article.id}/`));
    expect(after.reactions.total).toBe(0);
    expect(after.comments_count).toBe(1);
  });
});
