import type { MemberSummary } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { PrivacyPage } from './PrivacyPage';
import { settingsApi } from './settings.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('/settings/privacy', () => {
  it('saves an audience at once, only the detail changed', async () => {
    const api = settingsApi();
    vi.stubGlobal('fetch', vi.fn(api.handler));
    renderWithProviders(<PrivacyPage />);
    const birthday = await screen.findByLabelText<HTMLSelectElement>('Date de naissance');
    expect(birthday.value).toBe('friends');
    expect([...birthday.options].map((option) => option.text)).toEqual([
      'Tous les membres',
      'Mes amis',
      'Personne',
    ]);
    fireEvent.change(birthday, { target: { value: 'nobody' } });
    await waitFor(() => expect(birthday.value).toBe('nobody'));
    await waitFor(() =>
      expect(api.sent).toEqual([{ privacy: { details: { birthday: 'nobody' } } }]),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Montrer quand je suis en ligne' }));
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]).toEqual({ privacy: { show_online: false } });
    fireEvent.change(screen.getByLabelText("Qui peut m'envoyer une invitation"), {
      target: { value: 'friends_of_friends' },
    });
    await waitFor(() =>
      expect(api.sent[2]).toEqual({ privacy: { invitations: 'friends_of_friends' } }),
    );
    expect(api.current().privacy.details.birthday).toBe('nobody');
  });

  it("lists the members I blocked, each with 'Débloquer', which unblocks", async () => {
    const api = settingsApi();
    const unblocked: unknown[] = [];
    const paul: MemberSummary = {
      id: 'b1',
      titre: '',
      first_name: 'Paul',
      last_name: 'Martin',
      profile_picture: null,
      cover_picture: null,
      bio: '',
      status: 'offline',
      mutual_count: 0,
    };
    let blocked = [paul];
    const routes = fakeApi([
      ['GET /api/users/?query=blocked', () => json({ results: blocked, next: null })],
      [
        'POST /api/relationship/lock-update-relation/',
        (_url, init) => {
          unblocked.push(JSON.parse(String(init.body)));
          blocked = [];
          return json({ status: null, sender: null, blocked: false, blocked_by: null });
        },
      ],
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) =>
        String(url).includes('/settings/') ? api.handler(url, init) : routes(url, init),
      ),
    );
    renderWithProviders(<PrivacyPage />);
    const section = await screen.findByRole('region', { name: /Membres bloqués/ });
    expect(await within(section).findByText('Paul Martin')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: /Débloquer/ }));
    await waitFor(() => expect(unblocked).toEqual([{ receiver: 'b1', action: 'unblock' }]));
    expect(await within(section).findByText("Vous n'avez bloqué personne.")).toBeTruthy();
  });

  it('puts the choice back and says so when the server refuses', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = settingsApi({ failPatch: true, hold: held });
    vi.stubGlobal('fetch', vi.fn(api.handler));
    renderWithProviders(<PrivacyPage />);
    const searchable = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Apparaître dans la recherche et les suggestions',
    });
    expect(searchable.checked).toBe(true);
    fireEvent.click(searchable);
    // Shown at once while the server thinks it over…
    await waitFor(() => expect(searchable.checked).toBe(false));
    release();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        "Votre choix n'a pas pu être enregistré. Réessayez.",
        'error',
      ),
    );
    await waitFor(() => expect(searchable.checked).toBe(true));
  });
});
