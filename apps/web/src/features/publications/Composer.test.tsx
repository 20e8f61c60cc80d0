import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { Composer, PUBLISHED_SHOWN_WAIT_MS } from './Composer';
import { PublicationFeed } from './PublicationFeed';
import { publicationTitleId } from './publication-title-id';
import { ME, MY_PROFILE, publication, REACTION_TYPES } from './publications.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

let alertSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.mocked(notify).mockClear();
  alertSpy = vi.fn();
  vi.stubGlobal('alert', alertSpy);
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

function posted(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        String(url).endsWith('/api/publications/') && (init as RequestInit)?.method === 'POST',
    )
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}

function uploads(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/api/media/upload/'))
    .map(([, init]) => (init as RequestInit).body as FormData);
}

/** The media host: each file comes back at /media/<its name>. */
const uploadRoute: [string, (url: string, init: RequestInit) => Response] = [
  'POST /api/media/upload/',
  (_url, init) => {
    const form = init.body as FormData;
    const file = form.get('file') as File;
    const kind = String(form.get('resource_type'));
    return json({
      secure_url: `http://localhost/media/${file.name}`,
      public_id: file.name,
      resource_type: kind,
      format: file.name.split('.').pop(),
      width: 0,
      height: 0,
      bytes: file.size,
    });
  },
];

function file(name: string, type = 'image/png', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Chooses files through a file input, as the picker would. */
async function choose(input: HTMLInputElement | null, ...files: File[]) {
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}

const videoInput = () => document.querySelector<HTMLInputElement>('input[accept^="video/"]');
const photoInput = () => document.querySelector<HTMLInputElement>('input[accept^="image/"]');

/** Opens the photos' drop area (its own chunk, loaded at the first click). */
async function openPhotos() {
  fireEvent.click(screen.getByRole('button', { name: 'Photos' }));
  expect(await screen.findByRole('button', { name: 'Choisir des photos' })).toBeTruthy();
}

/** Opens the video fields (the same chunk as the photos' drop area). */
async function openVideo() {
  fireEvent.click(screen.getByRole('button', { name: 'Vidéo' }));
  expect(await screen.findByLabelText('Lien YouTube ou Vimeo')).toBeTruthy();
}

describe('the composer', () => {
  it('refuses an empty publication and sends nothing', async () => {
    const fetchMock = vi.fn(fakeApi([]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    fireEvent.change(screen.getByLabelText('Quoi de neuf ?'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Écrivez quelque chose, ou ajoutez des photos ou une vidéo, avant de publier.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the text with the chosen audience, then clears the text', async () => {
    // The page shows no feed: the toast says it is published once the wait for it is over.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
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
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'texte',
      text: 'Merci !',
      audience: 'private',
      photos: [],
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Quoi de neuf ?') as HTMLTextAreaElement).value).toBe(''),
    );
    expect((screen.getByLabelText('Audience') as HTMLSelectElement).value).toBe('friends');
    await act(() => vi.advanceTimersByTimeAsync(PUBLISHED_SHOWN_WAIT_MS));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Votre publication est en ligne.', 'success'),
    );
  });

  it('publishes on Enter; Shift+Enter makes a new line (shared/form/enter-to-send.ts)', async () => {
    const fetchMock = vi.fn(fakeApi([['POST /api/publications/', () => json(publication(), 201)]]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    const box = screen.getByLabelText('Quoi de neuf ?');
    fireEvent.change(box, { target: { value: 'Bonne journée' } });
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(posted(fetchMock)).toHaveLength(0);
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({ text: 'Bonne journée' });
  });

  it('moves the focus to the new publication once the feed shows it, with no toast', async () => {
    const mine = publication({ id: '33333333-3333-4333-8333-333333333333', text: 'Ma première' });
    let published = false;
    const fetchMock = vi.fn(
      fakeApi([
        ['GET /api/users/profil/', () => json(MY_PROFILE)],
        ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
        [
          'POST /api/publications/',
          () => {
            published = true;
            return json(mine, 201);
          },
        ],
        ['GET /api/publications/', () => json({ results: published ? [mine] : [], next: null })],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <Composer />
        <PublicationFeed meId={ME} />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Quoi de neuf ?'), { target: { value: 'Ma première' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await screen.findByText('Ma première', { selector: 'p, div, span' });
    const card = document.getElementById(publicationTitleId(mine.id))?.closest('article');
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect(card?.getAttribute('tabindex')).toBe('-1');
    // Named by its author's heading (aria-labelledby), as a screen reader announces it.
    expect(card?.getAttribute('aria-labelledby')).toBe(publicationTitleId(mine.id));
    expect(document.getElementById(publicationTitleId(mine.id))?.textContent).toContain(
      'Paul Martin',
    );
    // The member sees it: 'Votre publication est en ligne.' would say it twice.
    await act(async () => undefined);
    expect(notify).not.toHaveBeenCalled();
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

describe('photos in the composer (spec §5)', () => {
  it('alerts past 15 photos, counting those already chosen', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi([])));
    renderWithProviders(<Composer />);
    await openPhotos();
    await choose(photoInput(), ...Array.from({ length: 16 }, (_, i) => file(`p${i}.png`)));
    expect(alertSpy).toHaveBeenCalledWith('Vous ne pouvez sélectionner que 15 fichier(s) de plus.');
    expect(screen.queryByText('p0.png')).toBeNull();

    await choose(photoInput(), ...Array.from({ length: 10 }, (_, i) => file(`a${i}.png`)));
    expect(screen.getByText('a9.png')).toBeTruthy();
    await choose(photoInput(), ...Array.from({ length: 6 }, (_, i) => file(`b${i}.png`)));
    expect(alertSpy).toHaveBeenLastCalledWith(
      'Vous ne pouvez sélectionner que 5 fichier(s) de plus.',
    );
    expect(screen.queryByText('b0.png')).toBeNull();
    await choose(photoInput(), ...Array.from({ length: 5 }, (_, i) => file(`c${i}.png`)));
    expect(screen.getByText('c4.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Photos/ }).textContent).toContain('15');
  });

  it('alerts when a file is not an image, and keeps only the images', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi([])));
    renderWithProviders(<Composer />);
    await openPhotos();
    await choose(photoInput(), file('notes.txt', 'text/plain'), file('culte.jpg', 'image/jpeg'));
    expect(alertSpy).toHaveBeenCalledWith(
      'Seuls les fichiers de type image/jpeg, image/png, image/webp, image/gif, image/avif sont acceptés.',
    );
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect(screen.getByRole('img', { name: 'Aperçu de culte.jpg' })).toBeTruthy();
  });

  it('uploads the photos left after a removal, then publishes their addresses', async () => {
    const fetchMock = vi.fn(
      fakeApi([uploadRoute, ['POST /api/publications/', () => json(publication(), 201)]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    fireEvent.change(screen.getByLabelText('Quoi de neuf ?'), {
      target: { value: 'Le pique-nique' },
    });
    await openPhotos();
    await choose(photoInput(), file('un.png'), file('deux.png'), file('trois.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer deux.png' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:deux.png');
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));

    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(uploads(fetchMock).map((form) => (form.get('file') as File).name)).toEqual([
      'un.png',
      'trois.png',
    ]);
    expect(uploads(fetchMock).every((form) => form.get('resource_type') === 'image')).toBe(true);
    expect(posted(fetchMock)[0]).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'photo',
      text: 'Le pique-nique',
      audience: 'friends',
      photos: ['http://localhost/media/un.png', 'http://localhost/media/trois.png'],
    });
    // Published: the composer starts afresh, previews gone.
    await waitFor(() => expect(screen.queryByText('un.png')).toBeNull());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:un.png');
  });

  it('keeps the button busy while the files go up, then publishes once', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      fakeApi([
        [
          'POST /api/media/upload/',
          (url, init) =>
            new Promise<Response>((resolve) => {
              release = () => resolve(uploadRoute[1](url, init) as Response);
            }),
        ],
        ['POST /api/publications/', () => json(publication(), 201)],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    await openPhotos();
    await choose(photoInput(), file('un.png'));
    const publish = screen.getByRole('button', { name: 'Publier' }) as HTMLButtonElement;
    fireEvent.click(publish);
    await waitFor(() => expect(publish.getAttribute('aria-busy')).toBe('true'));
    expect(publish.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Envoi des fichiers…');
    fireEvent.click(publish);
    release(new Response());
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Publier' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(posted(fetchMock)).toHaveLength(1);
  });

  it("shows the host's French refusal and publishes nothing", async () => {
    const fetchMock = vi.fn(
      fakeApi([
        [
          'POST /api/media/upload/',
          () => json({ error: "Ce fichier n'est pas une image acceptée.", code: 'invalid' }, 400),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    await openPhotos();
    await choose(photoInput(), file('faux.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Ce fichier n'est pas une image acceptée.",
    );
    expect(posted(fetchMock)).toHaveLength(0);
    expect(screen.getByText('faux.png')).toBeTruthy();
  });
});

describe('a video in the composer', () => {
  it('publishes a YouTube link as video_url, type video', async () => {
    const fetchMock = vi.fn(fakeApi([['POST /api/publications/', () => json(publication(), 201)]]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    await openVideo();
    fireEvent.change(screen.getByLabelText('Lien YouTube ou Vimeo'), {
      target: { value: ' https://youtu.be/dQw4w9WgXcQ ' },
    });
    expect(
      (screen.getByRole('button', { name: 'Choisir une vidéo' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'video',
      text: '',
      audience: 'friends',
      photos: [],
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('uploads an MP4 as a video, then publishes its address', async () => {
    const fetchMock = vi.fn(
      fakeApi([uploadRoute, ['POST /api/publications/', () => json(publication(), 201)]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Composer />);
    await openVideo();
    fireEvent.change(screen.getByLabelText('Quoi de neuf ?'), { target: { value: 'La chorale' } });
    await choose(videoInput(), file('chorale.mp4', 'video/mp4', 4096));
    expect(screen.getByText(/chorale\.mp4/)).toBeTruthy();
    expect((screen.getByLabelText('Lien YouTube ou Vimeo') as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    const [form] = uploads(fetchMock);
    expect(form?.get('resource_type')).toBe('video');
    expect(posted(fetchMock)[0]).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'video',
      text: 'La chorale',
      audience: 'friends',
      photos: [],
      video_url: 'http://localhost/media/chorale.mp4',
    });
  });

  it('alerts when the file is not an MP4, WebM or QuickTime video', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi([])));
    renderWithProviders(<Composer />);
    await openVideo();
    await choose(videoInput(), file('film.avi', 'video/x-msvideo'));
    expect(alertSpy).toHaveBeenCalledWith(
      'Seuls les fichiers de type video/mp4, video/webm, video/quicktime sont acceptés.',
    );
    expect(screen.queryByText(/film\.avi/)).toBeNull();
  });
});
