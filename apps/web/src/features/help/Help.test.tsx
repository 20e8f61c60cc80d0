import type { HelpArticle, HelpIndex } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { HelpDetailsPage } from './HelpDetailsPage';
import { HelpPage } from './HelpPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const INDEX: HelpIndex = {
  categories: [
    {
      slug: 'premiers-pas',
      name: 'Premiers pas',
      articles: [
        {
          id: 'bienvenue',
          title: 'Bienvenue sur Koinonia',
          summary: 'Le réseau.',
          category: 'premiers-pas',
        },
        {
          id: 'compte',
          title: 'Créer un compte',
          summary: 'En 4 étapes.',
          category: 'premiers-pas',
        },
      ],
    },
  ],
  support_url: 'mailto:aide@paroisse.fr',
};

const ARTICLE: HelpArticle = {
  id: 'compte',
  title: 'Créer un compte',
  category: { slug: 'premiers-pas', name: 'Premiers pas' },
  html: '<p>Choisissez <strong>« Créer un compte »</strong>.</p>',
  related: [INDEX.categories[0]!.articles[0]!],
  feedback: { helpful: 3, not_helpful: 1, mine: null },
};

describe('/help', () => {
  it('lists the categories and searches, with the support link', async () => {
    const fetchMock = vi.fn(
      fakeApi([
        ['GET /api/help/search/', () => json({ results: [INDEX.categories[0]!.articles[1]] })],
        ['GET /api/help/', () => json(INDEX)],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<HelpPage />, { path: '/help' });
    const category = await screen.findByRole('region', { name: 'Premiers pas' });
    expect(
      within(category).getByRole('link', { name: 'Créer un compte' }).getAttribute('href'),
    ).toBe('/help/details?id=compte');
    expect(screen.getByRole('link', { name: 'Contacter l’assistance' }).getAttribute('href')).toBe(
      'mailto:aide@paroisse.fr',
    );

    fireEvent.change(screen.getByLabelText('Rechercher dans l’aide'), {
      target: { value: 'COMPTE' },
    });
    const results = await screen.findByRole('region', { name: 'Résultats de la recherche' });
    await within(results).findByRole('link', { name: 'Créer un compte' });
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((u) => u.includes('search'));
    expect(asked.at(-1)).toContain('q=COMPTE');
  });
});

describe('/help/details', () => {
  it('shows the article; a member answers, a guest is asked to sign in', async () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    const answers: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            'PUT /api/help/articles/compte/feedback/',
            (_url, init) => {
              answers.push(JSON.parse(String(init.body)));
              return json({ helpful: 4, not_helpful: 1, mine: true });
            },
          ],
          ['GET /api/help/articles/compte/', () => json(ARTICLE)],
          ['GET /api/help/', () => json(INDEX)],
        ]),
      ),
    );
    renderWithProviders(<HelpDetailsPage />, { path: '/help/details?id=compte' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' }).textContent).toContain(
      'Premiers pas',
    );
    expect(screen.getByText('3 personnes ont trouvé cet article utile.')).toBeTruthy();
    const related = screen.getByRole('complementary', { name: 'Articles liés' });
    expect(within(related).getByRole('link', { name: 'Bienvenue sur Koinonia' })).toBeTruthy();

    const yes = screen.getByRole('button', { name: 'Oui' });
    expect(yes.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(yes);
    await waitFor(() => expect(yes.getAttribute('aria-pressed')).toBe('true'));
    expect(answers).toEqual([{ helpful: true }]);
    expect(screen.getByText(/Merci pour votre réponse\./)).toBeTruthy();
  });

  it("says 'Article introuvable.' for an unknown id", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            'GET /api/help/articles/',
            () => json({ error: 'Article introuvable.', code: 'not_found' }, 404),
          ],
          ['GET /api/help/', () => json(INDEX)],
        ]),
      ),
    );
    renderWithProviders(<HelpDetailsPage />, { path: '/help/details?id=nulle-part' });
    expect(await screen.findByRole('heading', { name: 'Article introuvable.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au centre d’aide' }).getAttribute('href')).toBe(
      '/help',
    );
  });
});
