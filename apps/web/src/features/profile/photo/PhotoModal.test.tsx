import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { cropImage } from './crop-image';
import PhotoModal from './PhotoModal';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

/** The framing the stand-in cropper reports, in the image's pixels, as react-easy-crop does. */
const FRAMED = { x: 40, y: 10, width: 300, height: 300 };

// happy-dom lays nothing out and decodes no image: the cropper stands in with its props shown,
// reporting FRAMED once the image is "loaded"; the real one runs in e2e/photo-crop.e2e.ts.
vi.mock('react-easy-crop', async () => {
  const { useEffect, useRef } = await import('react');
  function FakeCropper(props: {
    image: string;
    aspect: number;
    cropShape: string;
    zoom: number;
    crop: { x: number; y: number };
    onCropChange: (point: { x: number; y: number }) => void;
    onCropComplete: (area: unknown, pixels: typeof FRAMED) => void;
    cropperProps: Record<string, string>;
  }) {
    const reported = useRef(props.onCropComplete);
    // Once, as the real one does when its image has loaded.
    useEffect(() => reported.current(FRAMED, FRAMED), []);
    return (
      <div
        tabIndex={0}
        {...props.cropperProps}
        data-image={props.image}
        data-aspect={props.aspect}
        data-shape={props.cropShape}
        data-zoom={props.zoom}
        data-crop={`${props.crop.x},${props.crop.y}`}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight')
            props.onCropChange({ ...props.crop, x: props.crop.x + 10 });
        }}
      />
    );
  }
  return { default: FakeCropper };
});
vi.mock('./crop-image', async (original) => ({
  ...(await original<object>()),
  cropImage: vi.fn(
    async (_src: string, _area: unknown, _max: number, name: string) =>
      new File([new Uint8Array(8)], `${name.replace(/\.[^.]*$/, '')}.webp`, { type: 'image/webp' }),
  ),
}));

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
  vi.mocked(cropImage).mockClear();
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

describe('the crop step', () => {
  it.each([
    ['profil', '1', 'round'],
    ['cover', '4', 'rect'],
  ] as const)(
    '%s: frames the first chosen image (aspect %s, %s)',
    async (category, aspect, shape) => {
      openModal(category);
      await screen.findByRole('dialog');
      expect(screen.queryByRole('group', { name: 'Cadrage de la photo' })).toBeNull();
      await choose(image('first.png'), image('second.png'));
      const frame = await screen.findByRole('group', { name: 'Cadrage de la photo' });
      expect(frame.dataset.image).toBe('blob:first.png');
      expect(frame.dataset.aspect).toBe(aspect);
      expect(frame.dataset.shape).toBe(shape);
      expect(frame.getAttribute('tabindex')).toBe('0');
      // Removing the first image frames the next one.
      fireEvent.click(screen.getByRole('button', { name: 'Retirer first.png' }));
      await waitFor(() =>
        expect(screen.getByRole('group', { name: 'Cadrage de la photo' }).dataset.image).toBe(
          'blob:second.png',
        ),
      );
    },
  );

  it("zooms with the slider labelled 'Zoom' and 'Réinitialiser' recentres and unzooms", async () => {
    openModal();
    await choose(image('photo.png'));
    const frame = await screen.findByRole('group', { name: 'Cadrage de la photo' });
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    expect(slider.getAttribute('aria-valuetext')).toBe('100 %');
    fireEvent.change(slider, { target: { value: '2.5' } });
    expect(frame.dataset.zoom).toBe('2.5');
    expect(slider.getAttribute('aria-valuetext')).toBe('250 %');
    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    expect(frame.dataset.crop).toBe('10,0');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(frame.dataset.zoom).toBe('1');
    expect(frame.dataset.crop).toBe('0,0');
  });

  it('says so and sends nothing when the browser cannot cut the image', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(cropImage).mockRejectedValueOnce(new Error('canvas not encoded'));
    const { server, onClose } = openModal();
    await choose(image('photo.png'));
    await screen.findByRole('group', { name: 'Cadrage de la photo' });
    fireEvent.click(screen.getByRole('button', { name: 'Soumettre' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le recadrage de cette image est impossible dans votre navigateur.',
    );
    expect(server).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
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
      // The first image, cut to the framing: the crop is the upload.
      expect(cropImage).toHaveBeenCalledWith(
        'blob:first.png',
        FRAMED,
        category === 'profil' ? 1024 : 2400,
        'first.png',
      );
      const form = fetchMock.mock.calls[uploadIndex]?.[1]?.body as FormData;
      const sent = form.get('file') as File;
      expect(sent.name).toBe('first.webp');
      expect(sent.type).toBe('image/webp');
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
