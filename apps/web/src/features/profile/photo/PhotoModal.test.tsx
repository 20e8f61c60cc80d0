import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import PhotoModal from './PhotoModal';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

const profile = { id: 'me', first_name: 'Marie', last_name: 'Dupont', titre: '' };

function image(name: string, bytes = 1536, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function openModal(category: 'profil' | 'cover' = 'profil', server = vi.fn(fakeApi([]))) {
  vi.stubGlobal('fetch', server);
  const onClose = vi.fn();
  renderWithProviders(<PhotoModal category={category} show onClose={onClose} />);
  return { onClose, server };
}

/** Chooses files through the drop area's file input, as the picker would. */
async function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}

let alertSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  saveSession({ access: fakeToken({ user_id: 'me' }), refresh: 'r' });
  vi.mocked(notify).mockClear();
  alertSpy = vi.fn();
  vi.stubGlobal('alert', alertSpy);
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the photo modals (spec §2, §5)', () => {
  it('has the exact titles, a keyboard-reachable drop area, Annuler and Soumettre', async () => {
    openModal('cover');
    expect(
      await screen.findByRole('dialog', { name: 'Modifier votre photo de couverture' }),
    ).toBeTruthy();
    const zone = screen.getByRole('button', { name: 'Choisir une image' });
    expect(zone.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeTruthy();
  });

  it('shows each chosen file with its preview, name and size, and removes it', async () => {
    openModal();
    await choose(image('eglise.png', 1536));
    expect(await screen.findByText('eglise.png')).toBeTruthy();
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Aperçu de eglise.png' }).getAttribute('src')).toBe(
      'blob:eglise.png',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retirer eglise.png' }));
    expect(screen.queryByText('eglise.png')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:eglise.png');
  });

  it('alerts when more than 15 files are chosen at once', async () => {
    openModal();
    await choose(...Array.from({ length: 16 }, (_, index) => image(`p${index}.png`)));
    expect(alertSpy).toHaveBeenCalledWith('Vous ne pouvez sélectionner que 15 fichier(s) de plus.');
    expect(screen.queryByText('p0.png')).toBeNull();
  });

  it('counts the files already chosen: 10 then 6 is one too many', async () => {
    openModal();
    await choose(...Array.from({ length: 10 }, (_, index) => image(`a${index}.png`)));
    expect(await screen.findByText('a9.png')).toBeTruthy();
    expect(alertSpy).not.toHaveBeenCalled();
    await choose(...Array.from({ length: 6 }, (_, index) => image(`b${index}.png`)));
    expect(alertSpy).toHaveBeenCalledWith('Vous ne pouvez sélectionner que 5 fichier(s) de plus.');
    expect(screen.queryByText('b0.png')).toBeNull();
    await choose(...Array.from({ length: 5 }, (_, index) => image(`c${index}.png`)));
    expect(await screen.findByText('c4.png')).toBeTruthy();
  });

  it('alerts that only the accepted types are taken', async () => {
    openModal();
    await choose(new File(['%PDF'], 'bulletin.pdf', { type: 'application/pdf' }));
    expect(alertSpy).toHaveBeenCalledWith(
      'Seuls les fichiers de type image/jpeg, image/png, image/webp, image/gif, image/avif sont acceptés.',
    );
    expect(screen.queryByText('bulletin.pdf')).toBeNull();
  });

  it("shows 'File is larger than N bytes' for a file over the limit", async () => {
    openModal();
    await choose(image('huge.png', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('huge.png : File is larger than 10485760 bytes')).toBeTruthy();
  });

  it('keeps Soumettre disabled until a file is chosen, and again once it is removed', async () => {
    const { server, onClose } = openModal();
    const submit = await screen.findByRole('button', { name: 'Soumettre' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(submit);
    await act(async () => undefined);
    expect(server).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await choose(image('photo.png'));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: /Retirer/ }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
  });
});

describe('the photo update (spec §4)', () => {
  function server(uploadAnswer: () => Response, pictureAnswer: () => Response) {
    return vi.fn(
      fakeApi([
        ['POST /api/media/upload/', uploadAnswer],
        ['POST /api/users/upload_picture/', pictureAnswer],
        ['GET /api/users/profil/', () => json(profile)],
        ['GET /api/users/user_files/', () => json({ profil: [], cover: [] })],
      ]),
    );
  }
  const uploaded = () =>
    json({ secure_url: '/media/new.webp', public_id: 'new', resource_type: 'image' });

  it.each([
    ['profil', 'Votre photo profile a été mise à jours avec succès.'],
    ['cover', 'Votre photo de couverture a été mise à jours avec succès.'],
  ] as const)(
    '%s: uploads the first image, sends its URL, toasts for 5 s, closes after 500 ms',
    async (category, toast) => {
      const fetchMock = server(uploaded, () => json(profile));
      const { onClose } = openModal(category, fetchMock);
      await choose(image('first.png'), image('second.png'));
      await screen.findByText('second.png');

      vi.useFakeTimers();
      fireEvent.click(screen.getByRole('button', { name: 'Soumettre' }));
      for (let i = 0; i < 20 && vi.mocked(notify).mock.calls.length === 0; i += 1) {
        await vi.advanceTimersByTimeAsync(0);
      }
      expect(notify).toHaveBeenCalledWith(toast, 'success', 5000);

      const calls = fetchMock.mock.calls.map(([url, init]) => [init?.method ?? 'GET', url]);
      const uploadIndex = calls.findIndex(([, url]) => url === '/api/media/upload/');
      const pictureIndex = calls.findIndex(([, url]) => url === '/api/users/upload_picture/');
      expect(uploadIndex).toBeGreaterThanOrEqual(0);
      expect(pictureIndex).toBeGreaterThan(uploadIndex);
      const form = fetchMock.mock.calls[uploadIndex]?.[1]?.body as FormData;
      expect((form.get('file') as File).name).toBe('first.png');
      expect(JSON.parse(String(fetchMock.mock.calls[pictureIndex]?.[1]?.body))).toEqual({
        categorie: category,
        file_url: '/media/new.webp',
      });

      expect(onClose).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(499);
      expect(onClose).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onClose).toHaveBeenCalledTimes(1);
    },
  );

  it("shows 'Update failed, please try again.' when the image upload fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = server(
      () => json({ error: "Ce fichier n'est pas une image acceptée.", code: 'bad_type' }, 415),
      () => json(profile),
    );
    const { onClose } = openModal('profil', fetchMock);
    await choose(image('photo.png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Soumettre' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Update failed, please try again.');
    expect(fetchMock.mock.calls.some(([url]) => url.includes('upload_picture'))).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toHaveProperty('disabled', false);
  });

  it("shows the server's error when upload_picture refuses", async () => {
    const fetchMock = server(uploaded, () =>
      json({ error: "L'adresse du fichier n'est pas valide.", code: 'validation_error' }, 400),
    );
    openModal('cover', fetchMock);
    await choose(image('photo.png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Soumettre' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("L'adresse du fichier n'est pas valide."),
    );
    expect(notify).not.toHaveBeenCalled();
  });
});
