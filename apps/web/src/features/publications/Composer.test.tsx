import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { Composer } from './Composer';
import { publication } from './publications.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

function posted(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        String(url).endsWith('/api/publications/') && (init as RequestInit)?.method === 'POST',
    )
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}

describe('the composer', () => {
  it('refuses an empty publication and sends nothing', async () => {
    const fetchMock = vi.fn(fakeApi([]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    fireEvent.change(screen.getByLabelText('Quoi de neuf ?'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Écrivez quelque chose avant de publier.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the text with the chosen audience, then clears the text', async () => {
    const fetchMock = vi.fn(fakeApi([['POST /api/publications/', () => json(publication(), 201)]]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    fireEvent.change(screen.getByLabelText('Quoi de neuf ?'), { target: { value: ' Merci ! ' } });
    fireEvent.change(screen.getByLabelText('Audience'), { target: { value: 'private' } });
    expect(
      (screen.getByRole('option', { name: 'Moi uniquement' }) as HTMLOptionElement).selected,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toEqual({
      type: 'texte',
      text: 'Merci !',
      audience: 'private',
      photos: [],
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Quoi de neuf ?') as HTMLTextAreaElement).value).toBe(''),
    );
    expect(notify).toHaveBeenCalledWith('Votre publication est en ligne.', 'success');
  });

  it("shows the server's French error", async () => {
    const fetchMock = vi.fn(
      fakeApi([
        [
          'POST /api/publications/',
          () =>
            json(
              { error: 'La publication ne peut pas dépasser 5000 caractères.', code: 'invalid' },
              400,
            ),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    fireEvent.change(screen.getByLabelText('Quoi de neuf ?'), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La publication ne peut pas dépasser 5000 caractères.',
    );
  });
});
