import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { AccountPage } from './AccountPage';
import { profile } from './settings.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.unstubAllGlobals());

const SESSIONS = {
  results: [
    {
      id: 'a1',
      device: 'Firefox sur Linux',
      created_at: '2026-01-02T10:00:00.000Z',
      last_used_at: new Date().toISOString(),
      current: true,
    },
    {
      id: 'b2',
      device: 'Safari sur iPhone',
      created_at: '2026-01-01T10:00:00.000Z',
      last_used_at: '2026-01-03T10:00:00.000Z',
      current: false,
    },
  ],
};

type Route = Parameters<typeof fakeApi>[0][number];
const sentTo = (calls: { url: string; init: RequestInit }[], part: string) =>
  calls
    .filter((call) => call.url.includes(part))
    .map((call) => JSON.parse(String(call.init.body ?? 'null')) as unknown);

function stub(extra: Route[] = []) {
  const calls: { url: string; init: RequestInit }[] = [];
  const api = fakeApi([
    ...extra,
    ['GET /api/users/profil/', () => json(profile())],
    [
      'PATCH /api/users/profil/',
      (_u, init) => json({ ...profile(), ...(JSON.parse(String(init.body)) as object) }),
    ],
    ['GET /api/auth/sessions/', () => json(SESSIONS)],
  ]);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return api(url, init);
    }),
  );
  return calls;
}

describe('/settings/account', () => {
  it('saves the profile with town and postcode', async () => {
    const calls = stub();
    renderWithProviders(<AccountPage />);
    const town = await screen.findByLabelText('Ville');
    fireEvent.change(town, { target: { value: 'Villeurbanne' } });
    fireEvent.change(screen.getByLabelText('Code postal'), { target: { value: '69100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Profil mis à jour avec succès.', 'success'),
    );
    expect(sentTo(calls, '/api/users/profil/').at(-1)).toMatchObject({
      first_name: 'Marie',
      town: 'Villeurbanne',
      postcode: '69100',
      birthday: '1990-03-12',
    });
  });

  it("shows the server's refusal of the current password beside its field", async () => {
    const calls = stub([
      [
        'POST /api/users/change-password/',
        () =>
          json(
            {
              error: 'Mot de passe actuel incorrect.',
              code: 'validation_error',
              details: { current_password: 'Mot de passe actuel incorrect.' },
            },
            400,
          ),
      ],
    ]);
    renderWithProviders(<AccountPage />);
    const form = (await screen.findByRole('region', { name: 'Mot de passe' })) as HTMLElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    // The contract's sentences first, before anything is sent.
    expect(await within(form).findByText('Le mot de passe actuel est obligatoire.')).toBeTruthy();
    expect(sentTo(calls, 'change-password')).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Mot de passe actuel'), {
      target: { value: 'ancien' },
    });
    fireEvent.change(within(form).getByLabelText('Nouveau mot de passe'), {
      target: { value: 'Un nouveau chant 2026' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    const error = await within(form).findByText('Mot de passe actuel incorrect.');
    expect(error.id).toBe('settings-current-password-error');
    expect(sentTo(calls, 'change-password')).toEqual([
      { current_password: 'ancien', new_password: 'Un nouveau chant 2026' },
    ]);
  });

  it('changes the password and says the other sessions are signed out', async () => {
    stub([
      [
        'POST /api/users/change-password/',
        () =>
          json({
            detail: 'Votre mot de passe est modifié. Vos autres sessions sont déconnectées.',
          }),
      ],
    ]);
    renderWithProviders(<AccountPage />);
    const form = (await screen.findByRole('region', { name: 'Mot de passe' })) as HTMLElement;
    fireEvent.change(within(form).getByLabelText('Mot de passe actuel'), {
      target: { value: 'ancien' },
    });
    fireEvent.change(within(form).getByLabelText('Nouveau mot de passe'), {
      target: { value: 'Un nouveau chant 2026' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await within(form).findByText(
        'Votre mot de passe est modifié. Vos autres sessions sont déconnectées.',
      ),
    ).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Mot de passe actuel').value).toBe('');
  });

  it('asks the password to change the e-mail, and says where the link went', async () => {
    const calls = stub([
      [
        'POST /api/users/change-email/',
        () =>
          json({
            detail:
              'Un lien de confirmation vient d’être envoyé à la nouvelle adresse : le changement prendra effet quand vous l’ouvrirez.',
          }),
      ],
    ]);
    renderWithProviders(<AccountPage />);
    const form = (await screen.findByRole('region', { name: 'Adresse e-mail' })) as HTMLElement;
    expect(within(form).getByText('Adresse actuelle : marie@exemple.fr')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Nouvelle adresse e-mail'), {
      target: { value: 'Marie.Neuve@Exemple.fr' },
    });
    fireEvent.change(within(form).getByLabelText('Mot de passe'), { target: { value: 'secret' } });
    fireEvent.click(within(form).getByRole('button', { name: "Changer d'adresse" }));
    expect(
      await within(form).findByText(/Un lien de confirmation vient d’être envoyé/),
    ).toBeTruthy();
    expect(sentTo(calls, 'change-email')).toEqual([
      { email: 'marie.neuve@exemple.fr', password: 'secret' },
    ]);
  });

  it('lists the sessions and signs one out, then all the others', async () => {
    const calls = stub([
      ['DELETE /api/auth/sessions/b2/', () => new Response(null, { status: 204 })],
      [
        'POST /api/auth/sessions/sign-out-others/',
        () => json({ detail: 'Vos autres sessions sont déconnectées.' }),
      ],
    ]);
    renderWithProviders(<AccountPage />);
    const list = (await screen.findByRole('region', { name: 'Sessions actives' })) as HTMLElement;
    await within(list).findByText('Safari sur iPhone');
    expect(within(list).getByText('Cette session')).toBeTruthy();
    // The current session has no 'Déconnecter' of its own.
    expect(within(list).getAllByRole('button', { name: /^Déconnecter (?!toutes)/ })).toHaveLength(
      1,
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Déconnecter Safari sur iPhone' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Safari sur iPhone est déconnecté.', 'success'),
    );
    expect(
      calls.some(
        (call) => call.init.method === 'DELETE' && call.url.endsWith('/api/auth/sessions/b2/'),
      ),
    ).toBe(true);
    fireEvent.click(
      within(list).getByRole('button', { name: 'Déconnecter toutes les autres sessions' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Vos autres sessions sont déconnectées.', 'success'),
    );
    expect(
      calls.some((call) => call.init.method === 'POST' && call.url.includes('sign-out-others')),
    ).toBe(true);
  });
});
