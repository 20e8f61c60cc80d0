import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { HiddenNotice } from './HiddenNotice';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

function setup(path: string, answer: () => Response = () => json({ detail: 'ok' }, 201)) {
  const fetchMock = vi.fn(fakeApi([['POST /api/moderation/cases/case-1/review/', answer]]));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<HiddenNotice itemId="c1" />, { path });
  return fetchMock;
}

describe('the notice on an item hidden by moderation (its author’s view)', () => {
  it('says it is hidden, and asks for a review once, from the decision’s notification', async () => {
    const fetchMock = setup('/feed/publica-details/p1?reexamen=case-1&cible=c1');
    expect(screen.getByText('Masqué par la modération')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Demander un réexamen' }));
    expect(await screen.findByText('Votre demande de réexamen a été envoyée.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demander un réexamen' })).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('offers no review without the case, or for another item of the page', () => {
    setup('/feed/publica-details/p1?reexamen=case-1&cible=other');
    expect(screen.getByText('Masqué par la modération')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demander un réexamen' })).toBeNull();
  });

  it('shows the server’s sentence when refused (a second request: 409)', async () => {
    setup('/feed/publica-details/p1?reexamen=case-1&cible=c1', () =>
      json({ error: 'Vous avez déjà demandé un réexamen.', code: 'conflict' }, 409),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Demander un réexamen' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Vous avez déjà demandé un réexamen.',
    );
  });
});
