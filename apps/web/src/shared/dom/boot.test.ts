import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/shared/constants';
import { fakeToken } from '@/test/tokens';

// public/boot.js, part 2: a signed-in member's browser asks for the signed-in layout's files as
// soon as the splash screen has painted (ADR 0011).
const script = readFileSync(join(import.meta.dirname, '../../../public/boot.js'), 'utf8');
const SHELL = '/assets/DefaultLayout-abc.js /assets/DefaultLayout-def.css';

function boot(): void {
  const meta = document.createElement('meta');
  meta.name = 'koinonia-signed-in-shell';
  meta.content = SHELL;
  document.head.append(meta);
  new Function(script)();
}

// After the script's own frame and task: the frame and the task we ask for come after the ones it
// asked for. A fixed delay raced with them on a loaded machine.
const nextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));
const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

describe('public/boot.js: the signed-in layout asked for early', () => {
  it("asks for the layout's script and style after the first paint, for a signed-in member", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a-token');
    boot();
    expect(preloads()).toEqual([]);
    await nextPaint();
    expect(preloads()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/DefaultLayout-abc.js' },
      { rel: 'preload', as: 'style', href: '/assets/DefaultLayout-def.css' },
    ]);
  });

  it('asks for nothing for a guest (the landing and sign-in pages do not need it)', async () => {
    boot();
    await nextPaint();
    expect(preloads()).toEqual([]);
  });
});

// public/boot.js, part 3: a news reader page's own files, asked for after the first paint.
describe("public/boot.js: a reader page's files asked for early", () => {
  const LIST = '/assets/BlogsPage-a.js /assets/ReaderShell-b.js /assets/BlogsPage-c.css';
  const ARTICLE = '/assets/ArticlePage-d.js /assets/ReaderShell-b.js';
  function bootAt(path: string): void {
    window.history.replaceState(null, '', path);
    for (const [pattern, files] of [
      ['^/blogs/?$', LIST],
      ['^/blogs/(?!new/?$)[^/]+/?$', ARTICLE],
    ] as const) {
      const meta = document.createElement('meta');
      meta.name = 'koinonia-page-chunks';
      meta.dataset.path = pattern;
      meta.content = files;
      document.head.append(meta);
    }
    new Function(script)();
  }
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("asks for the list's files on /blogs, after the first paint, for a guest", async () => {
    bootAt('/blogs');
    expect(preloads()).toEqual([]);
    await nextPaint();
    expect(preloads()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/BlogsPage-a.js' },
      { rel: 'modulepreload', as: null, href: '/assets/ReaderShell-b.js' },
      { rel: 'preload', as: 'style', href: '/assets/BlogsPage-c.css' },
    ]);
  });

  it("asks for an article's files on its page, and for nothing on the editor's", async () => {
    bootAt('/blogs/8a1f0c2e-0000-4000-8000-000000000001');
    await nextPaint();
    expect(preloads().map((link) => link.href)).toEqual([
      '/assets/ArticlePage-d.js',
      '/assets/ReaderShell-b.js',
    ]);
    document.head.innerHTML = '';
    for (const path of ['/blogs/new', '/blogs/x/edit', '/landing']) {
      bootAt(path);
      await nextPaint();
      expect(preloads()).toEqual([]);
      document.head.innerHTML = '';
    }
  });
});

// public/boot.js, parts 3 and 4: a member's page (`data-member`): its files and its first answers
// (`data-answers`, `{me}` the token's member), only for a member with a session.
describe("public/boot.js: a member's page's files and first answers asked for early", () => {
  const FILES = '/assets/HomePage-a.js /assets/PublicationCard-b.js /assets/HomePage-c.css';
  const ANSWERS = '/api/users/profil/ /api/publications/?author={me}';
  function bootAt(path: string): void {
    window.history.replaceState(null, '', path);
    const meta = document.createElement('meta');
    meta.name = 'koinonia-page-chunks';
    meta.dataset.path = '^/feed/home/?$';
    meta.dataset.member = '';
    meta.dataset.answers = ANSWERS;
    meta.content = FILES;
    document.head.append(meta);
    new Function(script)();
  }
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response('{}')),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    delete (window as { koinoniaBootAnswers?: unknown }).koinoniaBootAnswers;
  });

  it("asks for the page's files and, with the member's token, its answers, after the first paint", async () => {
    const token = fakeToken({ user_id: 'member-é1' });
    localStorage.setItem(STORAGE_KEYS.accessToken, token);
    bootAt('/feed/home');
    expect(preloads()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    await nextPaint();
    expect(preloads().map((link) => link.href)).toEqual([
      '/assets/HomePage-a.js',
      '/assets/PublicationCard-b.js',
      '/assets/HomePage-c.css',
    ]);
    const asked = fetchMock.mock.calls.map(([url, init]) => [
      url,
      (init.headers as Record<string, string>).Authorization,
    ]);
    expect(asked).toEqual([
      ['/api/users/profil/', `Bearer ${token}`],
      ['/api/publications/?author=member-%C3%A91', `Bearer ${token}`],
    ]);
    const boot = (window as { koinoniaBootAnswers?: { token: string; answers: object } })
      .koinoniaBootAnswers;
    expect(boot?.token).toBe(token);
    expect(Object.keys(boot?.answers ?? {})).toEqual([
      '/api/users/profil/',
      '/api/publications/?author=member-%C3%A91',
    ]);
  });

  it('asks at once, and once only, when the app asks before the first paint', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, fakeToken({ user_id: 'u1' }));
    bootAt('/feed/home');
    const boot = (window as { koinoniaBootAnswers?: { answers: object; ask: () => void } })
      .koinoniaBootAnswers;
    expect(fetchMock).not.toHaveBeenCalled();
    boot?.ask();
    expect(Object.keys(boot?.answers ?? {})).toEqual([
      '/api/users/profil/',
      '/api/publications/?author=u1',
    ]);
    await nextPaint();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing for a guest, nor on another page', async () => {
    bootAt('/feed/home');
    await nextPaint();
    expect(preloads()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((window as { koinoniaBootAnswers?: unknown }).koinoniaBootAnswers).toBeUndefined();
    document.head.innerHTML = '';
    localStorage.setItem(STORAGE_KEYS.accessToken, fakeToken({ user_id: 'u1' }));
    bootAt('/messaging');
    await nextPaint();
    expect(preloads()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves out an answer that names the member when the token's member cannot be read", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'not-a-jwt');
    bootAt('/feed/home');
    await nextPaint();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/users/profil/']);
  });
});
