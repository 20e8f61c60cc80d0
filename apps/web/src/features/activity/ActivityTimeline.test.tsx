import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { ActivityTimeline } from './ActivityTimeline';

const jean = {
  id: 'jean-id',
  titre: '',
  first_name: 'Jean',
  last_name: 'Martin',
  profile_picture: null,
};
const entry = (id: string, kind: string, extra: object = {}) => ({
  id,
  kind,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  publication: { id: `pub-${id}`, author: jean, excerpt: 'Louons le Seigneur', thumbnail: null },
  comment: null,
  reaction: null,
  ...extra,
});

describe('the activity timeline', () => {
  it('lists what the member did, each linked to the publication, and pages with Voir plus', async () => {
    const fetchMock = vi.fn(
      fakeApi([
        ['/api/publications/reaction-types/', () => json([{ code: 'amen', label: 'Amen' }])],
        [
          '/api/publications/activity/',
          (url) =>
            url.includes('cursor=c2')
              ? json({
                  results: [entry('3', 'reply', { comment: { id: 'c', excerpt: 'Merci !' } })],
                  next: null,
                })
              : json({
                  results: [
                    entry('1', 'publication_reaction', { reaction: 'amen' }),
                    entry('2', 'comment', { comment: { id: 'c1', excerpt: 'Quelle joie' } }),
                  ],
                  next: 'c2',
                }),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <ActivityTimeline member={{ id: 'marie-id', first_name: 'Marie' }} emptyText="Rien." />,
    );
    const reacted = await screen.findByRole('link', {
      name: 'Marie a réagi « Amen » à la publication de Jean Martin',
    });
    expect(reacted.getAttribute('href')).toBe('/feed/publica-details/pub-1');
    expect(screen.getByText('Quelle joie')).toBeTruthy();
    expect(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('activity'))?.[0]),
    ).toContain('/api/publications/activity/?author=marie-id');
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(
      await screen.findByRole('link', {
        name: 'Marie a répondu à un commentaire sur la publication de Jean Martin',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull());
  });

  it('shows the empty text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeApi([['/api/publications/activity/', () => json({ results: [], next: null })]])),
    );
    renderWithProviders(
      <ActivityTimeline
        member={{ id: 'marie-id', first_name: 'Marie' }}
        emptyText="Rien encore."
      />,
    );
    expect(await screen.findByText('Rien encore.')).toBeTruthy();
  });
});
