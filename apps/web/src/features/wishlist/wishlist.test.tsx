import type { Wishlist, WishlistNeed } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { WishlistPage } from './WishlistPage';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

const MARIE = {
  id: 'marie',
  titre: 'Mme',
  first_name: 'Marie',
  last_name: 'Dupont',
  profile_picture: null,
};
const JEAN = { ...MARIE, id: 'jean', titre: 'M.', first_name: 'Jean', last_name: 'Martin' };

function need(overrides: Partial<WishlistNeed> = {}): WishlistNeed {
  return {
    id: 'need-1',
    title: 'Banque alimentaire',
    description: 'Pour les familles du quartier.',
    author: MARIE,
    created_at: '2026-11-20T10:00:00.000Z',
    closed_at: null,
    items: [
      { id: 'pasta', label: 'Paquets de pâtes', quantity: 10, pledged: 4, missing: 6, mine: 0 },
      { id: 'milk', label: 'Litres de lait', quantity: 2, pledged: 2, missing: 0, mine: 0 },
    ],
    ...overrides,
  };
}

function serve(list: Wishlist, extra: Parameters<typeof fakeApi>[0] = []) {
  const fetchMock = vi.fn(fakeApi([...extra, ['GET /api/wishlist/', () => json(list)]]));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<WishlistPage />, { path: '/wishlist' });
  return fetchMock;
}

const item = async (label: string) => {
  const list = await screen.findByRole('list', { name: 'Articles de « Banque alimentaire »' });
  const found = within(list)
    .getAllByRole('listitem')
    .find((element) => element.textContent?.includes(label));
  if (!found) throw new Error(label);
  return within(found);
};

describe("'Liste de souhaits'", () => {
  it('shows what is missing and lets a member pledge part of it', async () => {
    const pledged = need({
      items: [
        { id: 'pasta', label: 'Paquets de pâtes', quantity: 10, pledged: 7, missing: 3, mine: 3 },
        { id: 'milk', label: 'Litres de lait', quantity: 2, pledged: 2, missing: 0, mine: 0 },
      ],
    });
    const fetchMock = serve({ results: [need()], editor: false }, [
      ['POST /api/wishlist/items/pasta/pledge/', () => json(pledged)],
    ]);
    const pasta = await item('Paquets de pâtes');
    expect(pasta.getByText('il manque 6')).toBeTruthy();
    expect((await item('Litres de lait')).getByText('complet')).toBeTruthy();
    // Nothing missing: nothing to bring. Not an editor: no pledges' list, no closing.
    expect(
      (await item('Litres de lait')).queryByRole('button', { name: /Je l'apporte/ }),
    ).toBeNull();
    expect(screen.queryByText('Promesses')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clôturer le besoin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publier un besoin' })).toBeNull();

    fireEvent.click(pasta.getByRole('button', { name: "Je l'apporte : Paquets de pâtes" }));
    const quantity = pasta.getByLabelText('Quantité de « Paquets de pâtes » que vous apportez');
    expect(quantity.getAttribute('max')).toBe('6');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(pasta.getByRole('button', { name: 'Confirmer' }));
    await screen.findByText('Vous apportez 3.');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/pledge/'));
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({ quantity: 3 });
    expect(notify).toHaveBeenCalledWith('Merci ! Votre promesse est enregistrée.', 'success');
    expect((await item('Paquets de pâtes')).getByText('il manque 3')).toBeTruthy();
  });

  it("shows the server's French refusal beside the quantity, changing nothing", async () => {
    serve({ results: [need()], editor: false }, [
      [
        'POST /api/wishlist/items/pasta/pledge/',
        () => json({ error: 'Il ne manque que 2 pour cet article.', code: 'conflict' }, 409),
      ],
    ]);
    const pasta = await item('Paquets de pâtes');
    fireEvent.click(pasta.getByRole('button', { name: "Je l'apporte : Paquets de pâtes" }));
    fireEvent.change(pasta.getByRole('spinbutton'), { target: { value: '5' } });
    fireEvent.click(pasta.getByRole('button', { name: 'Confirmer' }));
    expect((await pasta.findByRole('alert')).textContent).toBe(
      'Il ne manque que 2 pour cet article.',
    );
    expect(pasta.getByText('il manque 6')).toBeTruthy();
  });

  it('lets a member withdraw their pledge; a closed need takes none', async () => {
    const mine = need({
      items: [
        { id: 'pasta', label: 'Paquets de pâtes', quantity: 10, pledged: 4, missing: 6, mine: 4 },
      ],
    });
    const withdrawn = need({
      items: [
        { id: 'pasta', label: 'Paquets de pâtes', quantity: 10, pledged: 0, missing: 10, mine: 0 },
      ],
    });
    serve(
      {
        results: [
          mine,
          need({ id: 'old', title: 'Ancien besoin', closed_at: '2026-11-01T10:00:00.000Z' }),
        ],
        editor: false,
      },
      [['DELETE /api/wishlist/items/pasta/pledge/', () => json(withdrawn)]],
    );
    const pasta = await item('Paquets de pâtes');
    expect(pasta.getByText('Vous apportez 4.')).toBeTruthy();
    fireEvent.click(pasta.getByRole('button', { name: 'Retirer ma promesse' }));
    await waitFor(() => expect(screen.queryByText('Vous apportez 4.')).toBeNull());
    expect(notify).toHaveBeenCalledWith('Votre promesse est retirée.', 'success');

    const closed = screen.getByRole('article', { name: /Ancien besoin/ });
    expect(within(closed).getByText('Clôturé')).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: /Je l'apporte/ })).toBeNull();
  });

  it('shows the editors who pledged what, and lets them close a need', async () => {
    const withPledges = need({
      items: [
        {
          id: 'pasta',
          label: 'Paquets de pâtes',
          quantity: 10,
          pledged: 4,
          missing: 6,
          mine: 0,
          pledges: [{ member: JEAN, quantity: 4 }],
        },
      ],
    });
    const fetchMock = serve({ results: [withPledges], editor: true }, [
      [
        'POST /api/wishlist/need-1/close/',
        () => json({ ...withPledges, closed_at: '2026-11-27T10:00:00.000Z' }),
      ],
    ]);
    expect((await item('Paquets de pâtes')).getByText(/Jean Martin : 4/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publier un besoin' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer le besoin' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer le besoin' }));
    await screen.findByText('Clôturé');
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/wishlist/need-1/close/')),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: "Je l'apporte : Paquets de pâtes" })).toBeNull();
  });

  it('lets an editor post a need with its items, and shows a refusal in French', async () => {
    let refuse = true;
    const fetchMock = serve({ results: [], editor: true }, [
      [
        'POST /api/wishlist/',
        () =>
          refuse
            ? json(
                {
                  error: 'Certaines informations sont invalides.',
                  code: 'validation_error',
                  details: { title: 'Le titre est obligatoire.' },
                },
                400,
              )
            : json(need({ id: 'new', title: 'Une famille accueillie' }), 201),
      ],
    ]);
    await screen.findByText('Aucun besoin pour le moment : publiez le premier.');
    fireEvent.click(screen.getByRole('button', { name: 'Publier un besoin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Article 1' }), {
      target: { value: 'Couvertures' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: "Quantité de l'article 1" }), {
      target: { value: '4' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Article 2' }), {
      target: { value: 'Lit pour enfant' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publier le besoin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le titre est obligatoire.');

    refuse = false;
    fireEvent.change(screen.getByRole('textbox', { name: 'Titre' }), {
      target: { value: 'Une famille accueillie' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publier le besoin' }));
    await screen.findByRole('heading', { name: 'Une famille accueillie' });
    const posted = fetchMock.mock.calls.filter(
      ([url, init]) =>
        String(url).endsWith('/api/wishlist/') && (init as RequestInit).method === 'POST',
    );
    expect(JSON.parse(String((posted.at(-1)?.[1] as RequestInit).body))).toEqual({
      title: 'Une famille accueillie',
      description: '',
      items: [
        { label: 'Couvertures', quantity: 4 },
        { label: 'Lit pour enfant', quantity: 1 },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Publier le besoin' })).toBeNull();
  });
});
