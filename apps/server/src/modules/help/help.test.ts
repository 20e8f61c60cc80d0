/**
 * The help centre (docs/help-and-terms.md): every category has its articles, read from the
 * repository's Markdown; the search ignores accents and case and puts title hits first; an
 * unknown article is a French 404; 'Cet article vous a-t-il aidé ?' is one changeable answer
 * per member, counted on the server, and guests read without answering.
 */
import {
  HELP_CATEGORIES,
  type HelpArticle,
  type HelpFeedback,
  type HelpIndex,
  type HelpSearch,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadHelpArticles, plainText } from './help.articles.ts';
import { fold, searchWords } from './help.search.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const get = <T>(url: string) => t.app.inject({ url }).then((answer) => ok<T>(answer));
const search = async (q: string) =>
  (await get<HelpSearch>(`/api/help/search/?q=${encodeURIComponent(q)}`)).results.map(
    (result) => result.title,
  );

describe('the articles', () => {
  it('gives each of the eleven categories at least two articles, in the given order', async () => {
    const index = await get<HelpIndex>('/api/help/');
    expect(index.categories.map((category) => category.name)).toEqual([
      'Premiers pas',
      'Mon profil',
      'Amis et invitations',
      'Publications',
      'Messagerie',
      'Groupes',
      'Événements',
      'Albums',
      'Actualités',
      'Confidentialité et sécurité',
      'Mon compte',
    ]);
    for (const category of index.categories) {
      expect(category.articles.length, category.name).toBeGreaterThanOrEqual(2);
      for (const article of category.articles) {
        expect(article.category).toBe(category.slug);
        expect(article.summary.length).toBeGreaterThan(20);
        expect(article.summary).not.toMatch(/[*#]|\]\(/);
      }
    }
    expect(index.categories[0]?.articles[0]?.title).toBe('Bienvenue sur Koinonia');
    // SUPPORT_URL's default: a mailto: of MAIL_FROM's address.
    expect(index.support_url).toBe('mailto:no-reply@koinonia.local');
  });

  it('reads every file with its front matter, each id once', () => {
    const articles = loadHelpArticles();
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.category))).toEqual(
      new Set(HELP_CATEGORIES.map((c) => c.slug)),
    );
    for (const article of articles) expect(article.body.length).toBeGreaterThan(300);
  });

  it('renders an article as safe HTML with its category and related articles', async () => {
    const article = await get<HelpArticle>('/api/help/articles/bloquer-un-membre/');
    expect(article.title).toBe('Bloquer un membre');
    expect(article.category).toEqual({
      slug: 'confidentialite-et-securite',
      name: 'Confidentialité et sécurité',
    });
    // French spacing (platform/markdown.ts): no-break spaces inside the guillemets.
    expect(article.html).toContain("<strong>«\u00a0Bloquer l'utilisateur\u00a0»</strong>");
    expect(article.html).toContain('href="mailto:no-reply@koinonia.local"');
    expect(article.html).not.toMatch(/<script|\son\w+=|\{\{/i);
    // The two others of its category first, then one that shares words of its title.
    expect(article.related.length).toBe(3);
    expect(article.related.slice(0, 2).map((r) => r.category)).toEqual([
      'confidentialite-et-securite',
      'confidentialite-et-securite',
    ]);
    expect(article.related.map((r) => r.id)).not.toContain('bloquer-un-membre');
    expect(article.feedback).toEqual({ helpful: 0, not_helpful: 0, mine: null });
  });

  it('answers an unknown article with a French 404', async () => {
    const answer = await t.app.inject({ url: '/api/help/articles/aucun-article/' });
    refused(answer, 404, 'Article introuvable.');
    const member = await createSignedInMember(t);
    const vote = await t.app.inject({
      method: 'PUT',
      url: '/api/help/articles/aucun-article/feedback/',
      headers: member.headers,
      payload: { helpful: true },
    });
    refused(vote, 404, 'Article introuvable.');
  });
});

describe('the search', () => {
  it('ignores accents and case', async () => {
    expect(await search('EVENEMENT')).toContain('Organiser un événement');
    expect(await search('événement')).toEqual(await search('evenement'));
    expect(await search('Reagir')).toContain('Réagir et commenter');
    expect(await search('CONFIDENTIALITE')).toEqual(await search('confidentialité'));
    expect(fold('Œuvre Été')).toBe('oeuvre ete');
  });

  it('ranks the articles whose title holds the words first', async () => {
    const results = await search('photo de profil');
    expect(results[0]).toBe('Changer ma photo de profil ou ma couverture');
    // 'album' is in the titles of the albums' articles, and only in the text of others.
    const albums = await search('album');
    expect(albums[0]).toBe('Créer un album et ajouter des photos');
    const titled = albums.map((title) => fold(title).includes('album'));
    expect(titled.indexOf(false)).toBeGreaterThan(0);
    expect(titled.slice(titled.indexOf(false))).not.toContain(true);
  });

  it('finds words by their start, leaves out small words, and finds nothing for nothing', async () => {
    expect(await search('mot de passe oubli')).toContain(
      'Se connecter, ou retrouver un mot de passe oublié',
    );
    expect(searchWords('Comment faire pour la messe ?')).toEqual(['messe']);
    expect(await search('de la')).toEqual([]);
    expect(await search('xylophone')).toEqual([]);
    const tooLong = await t.app.inject({ url: `/api/help/search/?q=${'a'.repeat(101)}` });
    refused(tooLong, 400, 'La recherche ne peut pas dépasser 100 caractères.');
  });

  it('searches the text without its Markdown marks', () => {
    expect(plainText('**Gras** et [un lien](https://exemple.fr)\n- point')).toBe(
      'Gras et un lien point',
    );
  });
});

describe("'Cet article vous a-t-il aidé ?'", () => {
  const url = '/api/help/articles/publier/';
  const answer = (member: Awaited<ReturnType<typeof createSignedInMember>>, helpful: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `${url}feedback/`,
      headers: member.headers,
      payload: { helpful },
    });

  it('counts one answer per member, changeable, and shows each their own', async () => {
    const anne = await createSignedInMember(t);
    const paul = await createSignedInMember(t);
    expect(ok<HelpFeedback>(await answer(anne, true))).toEqual({
      helpful: 1,
      not_helpful: 0,
      mine: true,
    });
    expect(ok<HelpFeedback>(await answer(paul, false))).toEqual({
      helpful: 1,
      not_helpful: 1,
      mine: false,
    });
    // Anne changes her mind: still one answer of hers.
    expect(ok<HelpFeedback>(await answer(anne, false))).toEqual({
      helpful: 0,
      not_helpful: 2,
      mine: false,
    });
    expect(ok<HelpFeedback>(await answer(anne, false)).not_helpful).toBe(2);
    expect(ok<HelpArticle>(await call(paul, 'GET', url)).feedback).toEqual({
      helpful: 0,
      not_helpful: 2,
      mine: false,
    });
    // A guest reads the counts, never an answer of theirs, and cannot answer.
    expect((await get<HelpArticle>(url)).feedback).toEqual({
      helpful: 0,
      not_helpful: 2,
      mine: null,
    });
    refused(
      await t.app.inject({ method: 'PUT', url: `${url}feedback/`, payload: { helpful: true } }),
      401,
    );
    refused(await answer(anne, 'oui'), 400, 'Répondez par oui ou par non.');
    // Another article's counts are its own.
    expect((await get<HelpArticle>('/api/help/articles/reagir-et-commenter/')).feedback).toEqual({
      helpful: 0,
      not_helpful: 0,
      mine: null,
    });
  });
});
