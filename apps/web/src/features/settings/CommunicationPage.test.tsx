import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, renderWithProviders } from '@/test/render';
import { CommunicationPage } from './CommunicationPage';
import { settingsApi } from './settings.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/communication', () => {
  it('saves the mails chosen, in French', async () => {
    const api = settingsApi();
    vi.stubGlobal('fetch', vi.fn(api.handler));
    renderWithProviders(<CommunicationPage />);
    fireEvent.click(
      await screen.findByRole('switch', {
        name: "Résumé hebdomadaire de l'activité de ma communauté",
      }),
    );
    await waitFor(() => expect(api.sent).toEqual([{ communication: { weekly_summary: true } }]));
    expect(screen.getByLabelText<HTMLSelectElement>('Langue des e-mails').value).toBe('fr');
    // Each mail says what it holds and when it comes, tied to its switch; nothing says 'bientôt'.
    const hintOf = (name: string) =>
      document.getElementById(
        screen.getByRole('switch', { name }).getAttribute('aria-describedby') ?? '',
      )?.textContent;
    expect(hintOf('Annonces des événements de mes groupes')).toMatch(
      /dès qu'un événement est publié dans l'un de vos groupes/,
    );
    expect(hintOf("Résumé hebdomadaire de l'activité de ma communauté")).toMatch(
      /Chaque lundi vers 7 h/,
    );
    expect(screen.queryByText(/arrivent bientôt/)).toBeNull();
    expect(screen.getByRole('option', { name: 'Français' })).toBeTruthy();
  });

  it('saves the choice of the weekly parish sheet by mail', async () => {
    const api = settingsApi();
    vi.stubGlobal('fetch', vi.fn(api.handler));
    renderWithProviders(<CommunicationPage />);
    const sheet = await screen.findByRole('switch', { name: 'Feuille paroissiale de la semaine' });
    expect(sheet.getAttribute('aria-checked') ?? String((sheet as HTMLInputElement).checked)).toBe(
      'false',
    );
    expect(
      document.getElementById(sheet.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/Chaque dimanche vers 7 h/);
    fireEvent.click(sheet);
    await waitFor(() => expect(api.sent).toEqual([{ communication: { weekly_sheet: true } }]));
  });

  it("'Envoyer un e-mail de test' asks the server for it and says it is sent", async () => {
    const api = settingsApi();
    const asked: string[] = [];
    const tests = fakeApi([
      [
        'POST /api/users/settings/test-mail/',
        (url) => {
          asked.push(url);
          return new Response(null, { status: 202 });
        },
      ],
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) =>
        String(url).includes('test-mail') ? tests(url, init) : api.handler(url, init),
      ),
    );
    renderWithProviders(<CommunicationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer un e-mail de test' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'E-mail de test envoyé : regardez votre boîte de réception.',
        'success',
      ),
    );
  });
});
