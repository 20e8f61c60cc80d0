import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CloseAccountPage } from './CloseAccountPage';
import { CommunicationPage } from './CommunicationPage';
import { settingsApi } from './settings.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/communication', () => {
  it('saves the mails chosen, in French, with no test mail the server cannot send', async () => {
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
    expect(screen.getByRole('option', { name: 'Français' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /test/i })).toBeNull();
  });
});

describe('/settings/close-account', () => {
  it('explains, and offers nothing that would not happen', () => {
    renderWithProviders(<CloseAccountPage />);
    const download = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Télécharger mes données (bientôt)',
    });
    const close = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Fermer mon compte (bientôt)',
    });
    expect(download.disabled && close.disabled).toBe(true);
    expect(screen.getByText(/le serveur ne sait pas encore/)).toBeTruthy();
  });
});
