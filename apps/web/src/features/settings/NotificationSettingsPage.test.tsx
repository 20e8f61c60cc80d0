import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NotificationSettingsPage } from './NotificationSettingsPage';
import { settingsApi } from './settings.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/notification', () => {
  it('a switch per category and channel, the digest and quiet hours', async () => {
    const api = settingsApi();
    vi.stubGlobal('fetch', vi.fn(api.handler));
    renderWithProviders(<NotificationSettingsPage />);
    const reactionsMail = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Réactions : E-mail',
    });
    // This device's push, 8 categories × 3 channels, and the quiet hours' switch.
    expect(screen.getAllByRole('switch')).toHaveLength(26);
    // Reactions reach the devices only if the member asks.
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: "Réactions : Sur l'appareil" }).checked,
    ).toBe(false);
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: "Messages : Sur l'appareil" }).checked,
    ).toBe(true);
    expect(reactionsMail.checked).toBe(false);
    fireEvent.click(reactionsMail);
    await waitFor(() =>
      expect(api.sent).toEqual([{ notifications: { channels: { reactions: { email: true } } } }]),
    );
    fireEvent.click(screen.getByRole('switch', { name: "Messages : Dans l'application" }));
    await waitFor(() =>
      expect(api.sent[1]).toEqual({ notifications: { channels: { messages: { app: false } } } }),
    );
    fireEvent.click(screen.getByRole('switch', { name: "Réactions : Sur l'appareil" }));
    await waitFor(() =>
      expect(api.sent[2]).toEqual({ notifications: { channels: { reactions: { push: true } } } }),
    );
    api.sent.splice(2, 1);
    const digest = screen.getByLabelText<HTMLSelectElement>(/Fréquence du résumé/);
    expect([...digest.options].map((option) => option.text)).toEqual([
      'Immédiat',
      'Quotidien',
      'Hebdomadaire',
      'Jamais',
    ]);
    fireEvent.change(digest, { target: { value: 'weekly' } });
    await waitFor(() => expect(api.sent[2]).toEqual({ notifications: { digest: 'weekly' } }));
    // The times wait for the quiet hours to be on; the object goes whole.
    expect(screen.getByLabelText<HTMLInputElement>('De').disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Activer les heures calmes' }));
    await waitFor(() =>
      expect(api.sent[3]).toEqual({
        notifications: { quiet_hours: { enabled: true, from: '22:00', to: '07:00' } },
      }),
    );
    fireEvent.change(screen.getByLabelText('À'), { target: { value: '06:30' } });
    await waitFor(() =>
      expect(api.sent[4]).toEqual({
        notifications: { quiet_hours: { enabled: true, from: '22:00', to: '06:30' } },
      }),
    );
    // The page says what the e-mails are, and that each one carries its way out.
    expect(
      screen.getByText(/chaque e-mail contient un lien pour ne plus en recevoir/),
    ).toBeTruthy();
  });
});
