import type { Celebration, Celebrations } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { CelebrationsPage } from './CelebrationsPage';

afterEach(() => vi.unstubAllGlobals());

const card = (first: string, last: string) => ({
  id: `${first}-id`,
  titre: '',
  first_name: first,
  last_name: last,
  profile_picture: null,
});

function celebration(overrides: Partial<Celebration> & { first: string }): Celebration {
  const { first, ...rest } = overrides;
  return {
    id: `birthday:${first}-id:2026-11-26`,
    user_id: `${first}-id`,
    user: card(first, 'Martin'),
    occasion: 'birthday',
    date: '2026-11-26',
    in_days: 0,
    title: 'Anniversaire — 34 ans',
    age: 34,
    years: null,
    is_friend: true,
    placeholder: 'Joyeux anniversaire !',
    wished: false,
    can_wish: true,
    ...rest,
  };
}

const PAGE: Celebrations = {
  today: '2026-11-26',
  sections: {
    today: [
      celebration({ first: 'Paul' }),
      celebration({
        first: 'Delphine',
        id: 'name_day:Delphine-id:2026-11-26',
        occasion: 'name_day',
        title: 'Bonne fête !',
        age: null,
        is_friend: false,
        placeholder: 'Bonne fête !',
      }),
      celebration({
        first: 'Luc',
        id: 'membership:Luc-id:2026-11-26',
        occasion: 'membership',
        title: 'Membre depuis 3 ans',
        age: null,
        years: 3,
        wished: true,
        can_wish: false,
      }),
    ],
    week: [
      celebration({
        first: 'Zoé',
        date: '2026-11-30',
        in_days: 4,
        title: 'Anniversaire',
        age: null,
        can_wish: false,
      }),
    ],
    month: [],
  },
};

const PROFILE = { id: 'me', titre: '', first_name: 'Marie', last_name: 'Dupont' };

function api(page: Celebrations, wish?: (init: RequestInit) => Response) {
  const fetchMock = vi.fn(
    fakeApi([
      ['GET /api/celebrations/', () => json(page)],
      ['GET /api/users/profil/', () => json(PROFILE)],
      [
        'POST /api/celebrations/wishes/',
        (_url, init) =>
          wish
            ? wish(init)
            : json(
                {
                  id: 'w1',
                  recipient_id: 'x',
                  occasion: 'birthday',
                  channel: 'message',
                  year: 2026,
                },
                201,
              ),
      ],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes('/wishes/') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('/feed/celebration', () => {
  it('shows the three sections, their cards and an empty one', async () => {
    api(PAGE);
    renderWithProviders(<CelebrationsPage />);
    const today = await screen.findByRole('region', { name: /Aujourd'hui/ });
    expect(within(today).getByText('Anniversaire — 34 ans')).toBeTruthy();
    expect(within(today).getByText('Bonne fête !')).toBeTruthy();
    expect(within(today).getByText('Membre depuis 3 ans')).toBeTruthy();
    expect(within(today).getByRole('link', { name: 'Paul Martin' }).getAttribute('href')).toBe(
      '/feed/people-profile/Paul-id/feed',
    );
    expect(
      within(today).getByRole('button', {
        name: 'Souhaiter à Paul Martin : Anniversaire — 34 ans',
      }),
    ).toBeTruthy();
    const sent = within(today).getByRole('button', { name: 'Vœu envoyé à Luc Martin' });
    expect(sent.getAttribute('aria-disabled')).toBe('true');

    const week = screen.getByRole('region', { name: /Cette semaine/ });
    expect(within(week).getByText('Anniversaire')).toBeTruthy();
    expect(within(week).getByText('Lundi 30 novembre')).toBeTruthy();
    // Days ahead: no button yet.
    expect(within(week).queryByRole('button')).toBeNull();
    const month = screen.getByRole('region', { name: /Ce mois-ci/ });
    expect(within(month).getByText("Rien d'autre à fêter d'ici un mois.")).toBeTruthy();
  });

  it('sends a friend the wish chosen and edited, then says it is sent', async () => {
    const fetchMock = api(PAGE);
    renderWithProviders(<CelebrationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Souhaiter à Paul Martin/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Souhaiter un joyeux anniversaire à Paul',
    });
    const box = within(dialog).getByLabelText('Votre vœu');
    expect((box as HTMLTextAreaElement).value).toBe('Joyeux anniversaire !');
    fireEvent.click(
      within(dialog).getByRole('button', {
        name: 'Bon anniversaire ! Que le Seigneur vous garde et vous bénisse.',
      }),
    );
    fireEvent.change(box, { target: { value: 'Bon anniversaire Paul, que Dieu te garde !' } });
    expect(within(dialog).getByText('42 / 500 caractères')).toBeTruthy();
    // Shift+Enter makes a new line; Enter sends, as 'Envoyer' does (shared/form/enter-to-send.ts).
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(posted(fetchMock)).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(fetchMock)).toEqual([
      {
        recipient_id: 'Paul-id',
        occasion: 'birthday',
        text: 'Bon anniversaire Paul, que Dieu te garde !',
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Vœu envoyé à Paul Martin' })).toBeTruthy();
  });

  it('tells that a member who is not a friend gets a notification, without a text', async () => {
    const fetchMock = api(PAGE);
    renderWithProviders(<CelebrationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Souhaiter à Delphine Martin/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Souhaiter une bonne fête à Delphine',
    });
    expect(
      within(dialog).getByText(
        "Delphine Martin n'est pas dans vos amis : votre vœu lui parviendra en notification.",
      ),
    ).toBeTruthy();
    await within(dialog).findByText('Marie Dupont vous souhaite une bonne fête !');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(posted(fetchMock)).toEqual([{ recipient_id: 'Delphine-id', occasion: 'name_day' }]),
    );
  });

  it('keeps the dialog open with the French error, and Escape closes it', async () => {
    api(PAGE, () =>
      json(
        {
          error: 'Vous avez déjà envoyé vos vœux à ce membre pour cette occasion cette année.',
          code: 'conflict',
        },
        409,
      ),
    );
    renderWithProviders(<CelebrationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Souhaiter à Paul Martin/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Votre vœu'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Écrivez votre vœu.');
    fireEvent.change(within(dialog).getByLabelText('Votre vœu'), { target: { value: 'Joie !' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await within(dialog).findByText(
      'Vous avez déjà envoyé vos vœux à ce membre pour cette occasion cette année.',
    );
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what will come when nothing is to celebrate', async () => {
    api({ today: '2026-11-26', sections: { today: [], week: [], month: [] } });
    renderWithProviders(<CelebrationsPage />);
    expect(await screen.findByText('Aucune célébration à venir')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trouver des amis' })).toBeTruthy();
  });
});
