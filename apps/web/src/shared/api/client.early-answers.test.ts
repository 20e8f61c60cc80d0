import { EARLY_ANSWERS_ID } from '@koinonia/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeToken } from '@/test/tokens';

/**
 * The answers the server wrote into a public page for a guest (client.ts, `writtenAnswers`;
 * apps/server/src/modules/news/news.share.ts): the client module is loaded fresh for each test,
 * as a page load reads them once.
 */
function writeAnswers(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EARLY_ANSWERS_ID;
  element.textContent = text;
  document.body.append(element);
}

const freshClient = async () => {
  vi.resetModules();
  return import('./client');
};

const fetchMock = vi.fn(async (url: string, _init: RequestInit) => Response.json({ fetched: url }));

beforeEach(() => {
  localStorage.clear();
  document.getElementById(EARLY_ANSWERS_ID)?.remove();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

describe("the answers written into the page (a guest's first screen)", () => {
  it('are taken instead of asking, at once, once each; the others are asked for', async () => {
    writeAnswers(JSON.stringify({ '/api/blogs/a/': { title: '</script> écrit' } }));
    const { apiRequest, arrivedEarly, requestEarly } = await freshClient();
    await requestEarly(['/api/blogs/a/', '/api/blogs/categories/'], { guests: true });
    // Read once, and gone from the page.
    expect(document.getElementById(EARLY_ANSWERS_ID)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/blogs/categories/']);
    expect(arrivedEarly('/api/blogs/a/')).toEqual({ title: '</script> écrit' });
    // Taken once: the next ask (a refetch, another visit of the page) goes to the server.
    await requestEarly(['/api/blogs/a/'], { guests: true });
    await apiRequest('/api/blogs/a/');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/blogs/categories/',
      '/api/blogs/a/',
    ]);
  });

  it('are a guest’s: a member asks with their token', async () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    writeAnswers(JSON.stringify({ '/api/blogs/a/': { title: 'Pour un invité' } }));
    const { apiRequest, requestEarly } = await freshClient();
    void requestEarly(['/api/blogs/a/'], { guests: true });
    expect(await apiRequest('/api/blogs/a/')).toEqual({ fetched: '/api/blogs/a/' });
  });

  it('unreadable, are asked for as without them', async () => {
    writeAnswers('{pas du json');
    const { apiRequest, requestEarly } = await freshClient();
    void requestEarly(['/api/blogs/a/'], { guests: true });
    expect(await apiRequest('/api/blogs/a/')).toEqual({ fetched: '/api/blogs/a/' });
  });
});
