import type { ArticleComment } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { ArticleComments } from './ArticleComments';
import { MARIE } from './news.test-data';

const comment = (overrides: Partial<ArticleComment> = {}): ArticleComment => ({
  id: 'c1',
  article_id: 'a1',
  reply_to: null,
  author: MARIE,
  text: 'Un avis sur la nouvelle',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  replies_count: 0,
  can_edit: true,
  can_delete: true,
  ...overrides,
});

function show(shown: ArticleComment, me: string, search = '') {
  saveSession({ access: fakeToken({ user_id: me }), refresh: 'r' });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi([
        [
          'GET /api/blogs/a1/comments/',
          () => json({ results: [{ ...shown, replies: [] }], next: null }),
        ],
      ]),
    ),
  );
  renderWithProviders(<ArticleComments articleId="a1" count={1} signedIn />, {
    path: `/blogs/a1${search}`,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('writing a comment under an article', () => {
  it('sends on Enter; Shift+Enter makes a new line (shared/form/enter-to-send.ts)', async () => {
    saveSession({ access: fakeToken({ user_id: MARIE.id }), refresh: 'r' });
    const fetchMock = vi.fn(
      fakeApi([
        ['GET /api/blogs/a1/comments/', () => json({ results: [], next: null })],
        ['POST /api/blogs/a1/comments/', () => json(comment({ text: 'Merci' }), 201)],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ArticleComments articleId="a1" count={0} signedIn />, {
      path: '/blogs/a1',
    });
    const posts = () =>
      fetchMock.mock.calls.filter(
        ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
      );
    const box = screen.getByLabelText('Votre commentaire');
    fireEvent.change(box, { target: { value: 'Merci' } });
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(posts()).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(posts()).toHaveLength(1));
  });
});

describe('an article comment hidden by moderation', () => {
  it('is marked for its author, with the review its notification offers', async () => {
    show(comment({ moderation_hidden: true }), MARIE.id, '?reexamen=case-1&cible=c1');
    expect(await screen.findByText('Masqué par la modération', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander un réexamen' })).toBeTruthy();
  });

  it('is not marked on a comment shown to all', async () => {
    show(comment(), MARIE.id);
    expect(await screen.findByText('Un avis sur la nouvelle', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Masqué par la modération')).toBeNull();
  });
});
