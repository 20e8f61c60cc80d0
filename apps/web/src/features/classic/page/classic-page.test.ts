import type { Publication } from '@koinonia/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publication } from '@/features/publications/publications.test-data';
import { getAccessToken, getRefreshToken, saveSession } from '@/shared/session/session';
import { fakeApi, json } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { startClassic } from './classic-page';

// A picture stored with its copies (ADR 0006): 1200 × 900, copies 320, 640 and 1080 wide.
const STEM = 'AbCdEfGhIjKlMnOpQrStUv-1200x900';
const PHOTO = `/media/${STEM}.webp`;

const photoPost = publication({
  id: '22222222-2222-4222-8222-222222222222',
  text: 'La chorale a chanté dimanche.',
  photos: [PHOTO],
});
const videoPost = publication({
  id: '33333333-3333-4333-8333-333333333333',
  text: 'La messe en vidéo',
  video: { kind: 'youtube', url: 'https://www.youtube.com/watch?v=abc' },
});
const textPost = publication({ text: 'Bonne semaine à tous !\nÀ dimanche.' });

const PROFILE = { id: 'moi', pending_terms: null };

type Route = Parameters<typeof fakeApi>[0][number];

function page() {
  document.body.innerHTML = `
    <button id="sign-out" hidden>Se déconnecter</button>
    <main><p id="status" role="status">Chargement du fil…</p><div id="content"></div></main>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    root: byId('content'),
    status: byId('status'),
    signOut: byId('sign-out') as HTMLButtonElement,
  };
}

function serve(routes: Route[]) {
  const fetch = vi.fn(fakeApi(routes));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const feed = (results: Publication[], next: string | null = null): Route => [
  'GET /api/publications/?limit=10',
  (url) => json(url.includes('cursor=') ? { results: [textPost], next: null } : { results, next }),
];
const profile = (body: object = PROFILE): Route => ['GET /api/users/profil/', () => json(body)];

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent === name);

beforeEach(() => saveSession({ access: fakeToken({ user_id: 'moi' }), refresh: 'r1' }));
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the light feed', () => {
  it('shows the feed’s text, and no picture until its button is tapped', async () => {
    serve([profile(), feed([photoPost, videoPost, textPost])]);
    const view = page();
    await startClassic(view);

    const articles = [...document.querySelectorAll('article')];
    expect(articles.map((a) => a.querySelector('.classic-text')?.textContent)).toEqual([
      'La chorale a chanté dimanche.',
      'La messe en vidéo',
      'Bonne semaine à tous !\nÀ dimanche.',
    ]);
    expect(articles[0]?.querySelector('h2')?.textContent).toBe('Frère Paul Martin');
    expect(view.status.hidden).toBe(true);
    expect(view.signOut.hidden).toBe(false);
    // Text first: not one image, video or frame.
    expect(document.querySelectorAll('img, video, iframe')).toHaveLength(0);

    // The video is a link to the publication's page.
    const link = [...document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Voir la vidéo sur la page de la publication',
    );
    expect(link?.getAttribute('href')).toBe(`/posts?id=${videoPost.id}`);

    // Tapped: the smallest copy, with its size reserved, and the focus on it.
    const [show] = buttons('Afficher l’image');
    expect(show).toBeDefined();
    show?.click();
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe(`/media/${STEM}-320w.webp`);
    expect([images[0]?.width, images[0]?.height]).toEqual([320, 240]);
    expect(images[0]?.alt).toBe('Photo 1 de la publication de Paul Martin');
    expect(document.activeElement?.tagName).toBe('FIGURE');
    expect(buttons('Afficher l’image')).toHaveLength(0);
  });

  it('names each picture’s button when there are several, and shows an old upload as it is', async () => {
    const old = '/media/AbCdEfGhIjKlMnOpQrStUv.webp';
    serve([profile(), feed([publication({ photos: [PHOTO, old] })])]);
    await startClassic(page());
    expect(buttons('Afficher l’image 1 sur 2')).toHaveLength(1);
    buttons('Afficher l’image 2 sur 2')[0]?.click();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(old);
  });

  it('likes and unlikes a publication', async () => {
    const calls: string[] = [];
    serve([
      profile(),
      feed([textPost]),
      [
        'POST /api/publications/post/',
        (url, init) => {
          calls.push(`POST ${url} ${String(init.body)}`);
          return json({
            ...textPost,
            reactions: { counts: { jaime: 3 }, total: 3, mine: 'jaime' },
          });
        },
      ],
      [
        'DELETE /api/publications/post/',
        (url) => {
          calls.push(`DELETE ${url}`);
          return json(textPost);
        },
      ],
    ]);
    await startClassic(page());
    const like = () => document.querySelector<HTMLButtonElement>('.classic-like');
    expect(like()?.getAttribute('aria-pressed')).toBe('false');
    like()?.click();
    await vi.waitFor(() => expect(like()?.getAttribute('aria-pressed')).toBe('true'));
    expect(document.querySelector('.classic-post-footer')?.textContent).toContain('3 réactions');
    like()?.click();
    await vi.waitFor(() => expect(like()?.getAttribute('aria-pressed')).toBe('false'));
    expect(document.querySelector('.classic-post-footer')?.textContent).toContain('2 réactions');
    expect(calls).toEqual([
      `POST /api/publications/post/${textPost.id}/react/ {"kind":"jaime"}`,
      `DELETE /api/publications/post/${textPost.id}/react/`,
    ]);
  });

  it('publishes a short text, first in the feed; refuses an empty one without calling', async () => {
    const sent: unknown[] = [];
    serve([
      profile(),
      feed([textPost]),
      [
        'POST /api/publications/',
        (_url, init) => {
          const body = JSON.parse(String(init.body)) as { text: string };
          sent.push(body);
          return json(publication({ id: 'nouvelle', text: body.text }), 201);
        },
      ],
    ]);
    const view = page();
    await startClassic(view);
    const field = document.querySelector('textarea') as HTMLTextAreaElement;
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe('Quoi de neuf ?');
    const form = field.form as HTMLFormElement;
    form.requestSubmit();
    expect(view.status.textContent).toBe('Écrivez quelque chose avant de publier.');
    expect(sent).toEqual([]);

    field.value = '  Merci pour la fête !  ';
    form.requestSubmit();
    await vi.waitFor(() => expect(view.status.textContent).toBe('Votre publication est en ligne.'));
    expect(sent).toEqual([
      expect.objectContaining({ type: 'texte', text: 'Merci pour la fête !' }),
    ]);
    expect(document.querySelector('.classic-text')?.textContent).toBe('Merci pour la fête !');
    expect(field.value).toBe('');
  });

  it('pages with “Voir plus”', async () => {
    serve([profile(), feed([photoPost], 'curseur')]);
    await startClassic(page());
    const more = buttons('Voir plus')[0];
    expect(more?.hidden).toBe(false);
    more?.click();
    await vi.waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(2));
    expect(more?.hidden).toBe(true);
  });

  it('invites a guest to sign in, asking nothing of the server', async () => {
    localStorage.clear();
    const fetch = serve([]);
    const view = page();
    await startClassic(view);
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Se connecter');
    expect(link?.getAttribute('href')).toBe('/auth/sign-in');
    expect(view.signOut.hidden).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token once, and signs out when the refresh is refused', async () => {
    let refreshes = 0;
    serve([
      [
        'GET /api/users/profil/',
        (_url, init) =>
          (init.headers as Record<string, string>).Authorization === 'Bearer nouveau'
            ? json(PROFILE)
            : json({ error: 'Votre session a expiré.', code: 'token_expired' }, 401),
      ],
      feed([textPost]),
      [
        'POST /api/auth/token/refresh/',
        () => {
          refreshes += 1;
          return json({ access: 'nouveau', refresh: 'r2' });
        },
      ],
    ]);
    await startClassic(page());
    expect(refreshes).toBe(1);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['nouveau', 'r2']);
    expect(document.querySelectorAll('article')).toHaveLength(1);

    saveSession({ access: fakeToken({ user_id: 'moi' }), refresh: 'r3' });
    serve([
      ['GET /api/users/profil/', () => json({ error: 'Expiré.', code: 'token_expired' }, 401)],
      feed([textPost]),
      [
        'POST /api/auth/token/refresh/',
        () => json({ error: 'Refusé.', code: 'invalid_token' }, 401),
      ],
    ]);
    await startClassic(page());
    expect(getAccessToken()).toBeNull();
    expect(document.body.textContent).toContain('Connectez-vous pour lire le fil');
  });

  it('sends a member with new terms to accept to the full version', async () => {
    serve([profile({ ...PROFILE, pending_terms: { version: 'v2' } }), feed([textPost])]);
    await startClassic(page());
    expect(document.querySelectorAll('article')).toHaveLength(0);
    const link = [...document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Lire et accepter les conditions',
    );
    expect(link?.getAttribute('href')).toBe('/feed/home');
  });

  it('says when the server cannot be reached, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const view = page();
    await startClassic(view);
    expect(view.status.getAttribute('role')).toBe('alert');
    expect(view.status.textContent).toContain('Impossible de joindre le serveur.');
    serve([profile(), feed([textPost])]);
    buttons('Réessayer')[0]?.click();
    await vi.waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(1));
  });
});
