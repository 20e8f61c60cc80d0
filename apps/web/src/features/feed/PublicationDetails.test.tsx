import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import {
  comment,
  publication,
  REACTION_TYPES,
} from '@/features/publications/publications.test-data';
import { PostDetailsPage, PublicationDetailsPage } from './PublicationDetailsPage';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

const post = publication();
const emptyComments = () => json({ results: [], next: null });

function serve(postAnswer: () => Response) {
  const fetchMock = vi.fn(
    fakeApi([
      [`/api/publications/post/${post.id}/comments/`, emptyComments],
      [`/api/publications/post/${post.id}/`, postAnswer],
      ['/api/publications/reaction-types/', () => json(REACTION_TYPES)],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function openDetails() {
  return renderWithProviders(<PublicationDetailsPage />, {
    path: `/feed/publica-details/${post.id}`,
    routePath: '/feed/publica-details/:publicaId',
  });
}

describe('the publication details page', () => {
  it('shows the publication under a heading naming its author', async () => {
    serve(() => json(post));
    openDetails();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publication de Paul Martin' }),
    ).toBeTruthy();
    expect(screen.getByText('Bonne semaine à tous !')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour au fil d'actualité" })).toBeTruthy();
  });

  it('shows every comment from the start, and the time links to this page', async () => {
    const first = comment({ text: 'Premier commentaire' });
    const third = comment({ text: 'Troisième commentaire' });
    const withComments = publication({ comments_count: 3, first_comments: [first] });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            `/api/publications/post/${post.id}/comments/`,
            () =>
              json({
                results: [
                  { ...first, replies: [] },
                  { ...comment({ text: 'Deuxième commentaire' }), replies: [] },
                  { ...third, replies: [] },
                ],
                next: null,
              }),
          ],
          [`/api/publications/post/${post.id}/`, () => json(withComments)],
          ['/api/publications/reaction-types/', () => json(REACTION_TYPES)],
        ]),
      ),
    );
    openDetails();
    expect(await screen.findByText('Troisième commentaire')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Voir les 3 commentaires/ })).toBeNull();
    const permalink = screen.getByRole('link', { name: /^Ouvrir la publication, publiée / });
    expect(permalink.getAttribute('href')).toBe(`/feed/publica-details/${post.id}`);
  });

  it('scrolls to the comment a notification leads to, focuses and marks it', async () => {
    const first = comment({ text: 'Premier commentaire' });
    const reply = comment({ text: 'La réponse notifiée', reply_to: first.id });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            `/api/publications/post/${post.id}/comments/`,
            () => json({ results: [{ ...first, replies: [reply] }], next: null }),
          ],
          [
            `/api/publications/post/${post.id}/`,
            () => json(publication({ comments_count: 2, first_comments: [first] })),
          ],
          ['/api/publications/reaction-types/', () => json(REACTION_TYPES)],
        ]),
      ),
    );
    renderWithProviders(<PublicationDetailsPage />, {
      path: `/feed/publica-details/${post.id}?comment=${reply.id}`,
      routePath: '/feed/publica-details/:publicaId',
    });
    await screen.findByText('La réponse notifiée');
    const item = document.getElementById(`comment-${reply.id}`);
    await waitFor(() => expect(document.activeElement).toBe(item));
    expect(item?.getAttribute('aria-current')).toBe('true');
    expect(item?.classList.contains('comment-highlighted')).toBe(true);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(document.getElementById(`comment-${first.id}`)?.getAttribute('aria-current')).toBeNull();
  });

  it('says the same thing for a missing and a hidden publication (404), without naming anyone', async () => {
    serve(() => json({ error: 'Publication introuvable.', code: 'not_found' }, 404));
    openDetails();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publication introuvable' }),
    ).toBeTruthy();
    expect(
      screen.getByText("Cette publication n'existe pas ou ne vous est pas visible."),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('Paul');
    expect(screen.queryByRole('button', { name: /Réessayer/ })).toBeNull();
  });

  it('offers a retry when the server fails, not the not-found text', async () => {
    serve(() => json({ error: 'Erreur interne.', code: 'internal' }, 500));
    openDetails();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Impossible de charger cette publication.' },
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it("copies the page's address and says so", async () => {
    serve(() => json(post));
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    openDetails();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Copier le lien de cette publication' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Lien de la publication copié dans le presse-papiers.',
        'success',
      ),
    );
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/feed/publica-details/${post.id}`,
    );
  });

  it('gives the address in the toast when the clipboard is refused', async () => {
    serve(() => json(post));
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    openDetails();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Copier le lien de cette publication' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        `Copie impossible. Voici le lien de la publication : ${window.location.origin}/feed/publica-details/${post.id}`,
        'info',
      ),
    );
  });

  it('/posts?id= shows the same page', async () => {
    serve(() => json(post));
    renderWithProviders(<PostDetailsPage />, { path: `/posts?id=${post.id}`, routePath: '/posts' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publication de Paul Martin' }),
    ).toBeTruthy();
  });

  it('/posts without an id shows the member’s publications', async () => {
    const fetchMock = vi.fn(
      fakeApi([['/api/publications/', () => json({ results: [post], next: null })]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PostDetailsPage />, { path: '/posts', routePath: '/posts' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' })).toBeTruthy();
    expect(await screen.findByText('Bonne semaine à tous !')).toBeTruthy();
  });
});
