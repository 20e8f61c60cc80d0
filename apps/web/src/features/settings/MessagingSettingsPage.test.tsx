import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MessagingSettingsPage } from './MessagingSettingsPage';
import { settingsApi } from './settings.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
afterEach(() => vi.unstubAllGlobals());

describe('/settings/messaging', () => {
  it('sends each choice as the member makes it', async () => {
    const api = settingsApi();
    vi.stubGlobal('fetch', vi.fn(api.handler));
    renderWithProviders(<MessagingSettingsPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Accusés de lecture' }));
    await waitFor(() => expect(api.sent).toEqual([{ messaging: { read_receipts: false } }]));
    fireEvent.click(screen.getByRole('switch', { name: "Son à l'arrivée d'un message" }));
    await waitFor(() => expect(api.sent[1]).toEqual({ messaging: { sounds: false } }));
    fireEvent.click(screen.getByRole('switch', { name: "Alerte à l'arrivée d'un message" }));
    await waitFor(() => expect(api.sent[2]).toEqual({ messaging: { toasts: false } }));
    const who = screen.getByLabelText<HTMLSelectElement>("Qui peut m'écrire");
    expect([...who.options].map((option) => option.text)).toEqual(['Mes amis', 'Personne']);
    fireEvent.change(who, { target: { value: 'nobody' } });
    await waitFor(() => expect(api.sent[3]).toEqual({ messaging: { who_can_message: 'nobody' } }));
  });
});
