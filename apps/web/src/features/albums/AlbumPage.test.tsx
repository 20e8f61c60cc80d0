import type { AlbumItem } from '@koinonia/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publication, REACTION_TYPES } from '@/features/publications/publications.test-data';
import { saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { AlbumPage } from './AlbumPage';
import { album, ALBUM_ID, item, ME, MARIE, pageOf, SIGNATURE } from './albums.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => {
  vi.mocked(notify).mockClear();
  saveSession({ access: fakeToken({ user_id: ME }), refresh: 'r' });
});
afterEach(() => vi.unstubAllGlobals());

const base = `/api/albums/${ALBUM_ID}/`;

/** The server's upload limits (GET /api/media/limits/): 10 MB photos, 40 MB videos. */
let limits = { image_max_bytes: 10_485_760, video_max_bytes: 41_943_040, video_max_seconds: 600 };

function serve(shown = album(), items: AlbumItem[] = [item(1), item(2), item(3)]) {
  const fetchMock = vi.fn(
    fakeApi([
      ['GET /api/media/limits/', () => json(limits)],
      [`GET ${base}items/`, () => json(pageOf(items))],
      [`GET ${base}`, () => json(shown)],
      ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
      [
        'GET /api/publications/post/',
        (url) => {
          const id = /post\/([^/]+)\//.exec(url)?.[1] ?? '';
          return json(
            publication({
              id,
              type: 'album',
              text: '',
              reactions: { counts: {}, total: 0, mine: null },
            }),
          );
        },
      ],
      ['GET /api/publications/post/', () => json({ results: [], next: null })],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function open() {
  return renderWithProviders(<AlbumPage />, {
    path: `/feed/albums/${ALBUM_ID}`,
    routePath: '/feed/albums/:albumId',
  });
}

describe("an album's page", () => {
  it('shows a lazy grid of responsive photos, and a friend neither adds nor reorders', async () => {
    serve();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pèlerinage à Lourdes' }),
    ).toBeTruthy();
    expect(screen.getByText('3 photos')).toBeTruthy();
    expect(screen.getByText('Amis')).toBeTruthy();
    const first = await screen.findByRole('img', { name: 'Description 1' });
    expect(first.getAttribute('loading')).toBe('lazy');
    expect(first.getAttribute('width')).toBe('1600');
    expect(first.getAttribute('srcset')).toContain(`-640w.webp${SIGNATURE} 640w`);
    expect(first.getAttribute('sizes')).toBe('(min-width: 992px) 240px, 50vw');
    expect(screen.queryByRole('button', { name: 'Ajouter des photos' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Déplacer la photo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer l’album' })).toBeNull();
  });

  it('opens the viewer: arrows, caption and alt text, the original, reactions and comments', async () => {
    const fetchMock = serve();
    open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ouvrir la photo 2 sur 3 : Description 2' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Photo 2 sur 3' });
    expect(within(viewer).getByRole('img', { name: 'Description 2' }).getAttribute('loading')).toBe(
      'eager',
    );
    expect(within(viewer).getByText('Légende 2')).toBeTruthy();
    expect(within(viewer).getByText('Texte alternatif : Description 2')).toBeTruthy();
    expect(within(viewer).getByText(/Ajoutée par Paul Martin/)).toBeTruthy();
    const download = within(viewer).getByRole('link', { name: 'Télécharger l’original' });
    expect(download.getAttribute('href')).toBe(item(2).url);
    expect(download.hasAttribute('download')).toBe(true);
    // The item's thread is its publication's: its reactions and its comment form.
    await within(viewer).findByRole('group', { name: 'Réactions' });
    expect(within(viewer).getByLabelText('Écrire un commentaire')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).includes(`/api/publications/post/${item(2).publication_id}/`),
      ),
    ).toBe(true);

    // → and ← move (the last leads to the first); typing in the comment does not.
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    await screen.findByRole('dialog', { name: 'Photo 3 sur 3' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    await screen.findByRole('dialog', { name: 'Photo 1 sur 3' });
    fireEvent.keyDown(
      await within(screen.getByRole('dialog')).findByLabelText('Écrire un commentaire'),
      { key: 'ArrowLeft' },
    );
    expect(screen.getByRole('dialog', { name: 'Photo 1 sur 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Photo précédente' }));
    await screen.findByRole('dialog', { name: 'Photo 3 sur 3' });

    // A swipe to the left goes on; zoom doubles the photo and swipes then pan it.
    const stage = within(screen.getByRole('dialog')).getByRole('img', { name: 'Description 3' })
      .parentElement as HTMLElement;
    fireEvent.touchStart(stage, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 100 }] });
    await screen.findByRole('dialog', { name: 'Photo 1 sur 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir' }));
    expect(screen.getByRole('button', { name: 'Réduire', pressed: true })).toBeTruthy();
    expect(stage.className).toContain('is-zoomed');

    // (Escape closes it too: the browser test presses it.)
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is a history entry: Back closes the viewer and shows the grid', async () => {
    serve();
    const { router } = open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ouvrir la photo 2 sur 3 : Description 2' }),
    );
    await screen.findByRole('dialog', { name: 'Photo 2 sur 3' });
    expect(router.state.location.search).toBe(`?photo=${item(2).id}`);
    // Moving replaces the entry: one Back still leads to the grid.
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    await screen.findByRole('dialog', { name: 'Photo 3 sur 3' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/feed/albums/${ALBUM_ID}`);
    expect(router.state.location.search).toBe('');
    expect(
      screen.getByRole('button', { name: 'Ouvrir la photo 2 sur 3 : Description 2' }),
    ).toBeTruthy();

    // Closed by its button, the viewer goes back over its entry: Forward reopens it.
    fireEvent.click(
      screen.getByRole('button', { name: 'Ouvrir la photo 1 sur 3 : Description 1' }),
    );
    await screen.findByRole('dialog', { name: 'Photo 1 sur 3' });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await act(() => router.navigate(1));
    await screen.findByRole('dialog', { name: 'Photo 1 sur 3' });
  });

  it('puts the grid under a link that arrives on a photo: Back shows the grid', async () => {
    serve();
    const { router } = renderWithProviders(<AlbumPage />, {
      path: `/feed/albums/${ALBUM_ID}?photo=${item(2).id}`,
      routePath: '/feed/albums/:albumId',
    });
    await screen.findByRole('dialog', { name: 'Photo 2 sur 3' });
    await waitFor(() => expect(router.state.location.state).toEqual({ albumViewer: true }));
    expect(router.state.location.search).toBe(`?photo=${item(2).id}`);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(
      screen.getByRole('button', { name: 'Ouvrir la photo 2 sur 3 : Description 2' }),
    ).toBeTruthy();
  });

  it('shows a video item with a <video> element', async () => {
    serve(album({ count: 1 }), [
      item(1, { kind: 'video', url: '/media/film.mp4?e=1&s=x', alt: '' }),
    ]);
    open();
    // Named a video, with no alt text: its place in the album's title.
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Ouvrir la vidéo 1 sur 1 : Vidéo 1 sur 1 de l’album « Pèlerinage à Lourdes »',
      }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Vidéo 1 sur 1' });
    const video = viewer.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/film.mp4?e=1&s=x');
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it('shows a ready video by its poster with a play sign, and plays it with its poster', async () => {
    serve(album({ count: 1 }), [
      item(1, {
        kind: 'video',
        url: '/media/film.mp4?e=1&s=x',
        poster_url: '/media/film-320x240.webp?e=1&s=p',
        status: 'ready',
        progress: 100,
        alt: 'La procession',
      }),
    ]);
    open();
    const tile = await screen.findByRole('button', {
      name: 'Ouvrir la vidéo 1 sur 1 : La procession',
    });
    expect(tile.querySelector('img')?.getAttribute('src')).toContain('/media/film-320x240.webp');
    expect(tile.querySelector('.album-tile-video svg')).not.toBeNull();
    fireEvent.click(tile);
    const viewer = await screen.findByRole('dialog', { name: 'Vidéo 1 sur 1' });
    const video = viewer.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/media/film-320x240.webp?e=1&s=p');
    expect(video?.getAttribute('aria-label')).toBe('La procession');
  });

  it('shows a processing video with its progress, in the grid and the viewer', async () => {
    serve(album({ count: 1 }), [
      item(1, {
        kind: 'video',
        url: '/media/film.mp4?e=1&s=x',
        poster_url: null,
        status: 'processing',
        progress: 40,
      }),
    ]);
    open();
    const tile = await screen.findByRole('button', { name: /^Ouvrir la vidéo 1 sur 1 : / });
    expect(within(tile).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    fireEvent.click(tile);
    const viewer = await screen.findByRole('dialog', { name: 'Vidéo 1 sur 1' });
    expect(viewer.querySelector('video')).toBeNull();
    expect(within(viewer).getByText('Vidéo en cours de traitement…')).toBeTruthy();
    // Its file exists once transcoded: nothing to download before.
    expect(within(viewer).queryByRole('link', { name: 'Télécharger l’original' })).toBeNull();
  });

  it('reports another’s photo from the viewer, never one’s own; one’s own hidden photo says so', async () => {
    serve(album(), [item(1), item(2, { added_by: MARIE, moderation_hidden: true })]);
    saveSession({ access: fakeToken({ user_id: MARIE.id }), refresh: 'r' });
    open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ouvrir la photo 1 sur 2 : Description 1' }),
    );
    let viewer = await screen.findByRole('dialog', { name: 'Photo 1 sur 2' });
    expect(within(viewer).queryByText('Masqué par la modération')).toBeNull();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Signaler' }));
    expect(await screen.findByRole('dialog', { name: 'Signaler ce contenu' })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Signaler ce contenu' })).getByRole('button', {
        name: 'Fermer',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Signaler ce contenu' })).toBeNull(),
    );

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    viewer = await screen.findByRole('dialog', { name: 'Photo 2 sur 2' });
    expect(within(viewer).getByText('Masqué par la modération')).toBeTruthy();
    expect(within(viewer).queryByRole('button', { name: 'Signaler' })).toBeNull();
  });

  it('gives the owner the handles that move a photo, and who added one its removal', async () => {
    serve(album({ is_owner: true, can_add: true, owner: MARIE }), [
      item(1, { added_by: MARIE }),
      item(2),
    ]);
    open();
    expect(await screen.findByRole('button', { name: 'Déplacer la photo 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Déplacer la photo 2' })).toBeTruthy();
    expect(screen.getByText(/faites glisser une photo par sa poignée/)).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Ouvrir la photo 2 sur 2 : Description 2' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Photo 2 sur 2' });
    // The owner removes anything, and chooses the cover.
    expect(within(viewer).getByRole('button', { name: 'Retirer de l’album' })).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Choisir comme couverture' })).toBeTruthy();
  });
});

/** A stand-in for XMLHttpRequest: each file answers as `answer` says, with upload progress. */
class FakeXhr {
  static sent: { url: string; body: FormData; auth: string | null }[] = [];
  static answer: (file: File) => { status: number; body: unknown } = () => ({
    status: 201,
    body: [],
  });
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, body, auth: this.headers.Authorization ?? null });
    const file = body.get('files') as File;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      setTimeout(() => {
        const answer = FakeXhr.answer(file);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 20);
    }, 5);
  }
}

describe('adding photos', () => {
  it('sends each file with its caption and alt text, with its progress; a refused one says why', async () => {
    const fetchMock = serve(album({ can_add: true, count: 0 }), []);
    FakeXhr.sent = [];
    FakeXhr.answer = (file) =>
      file.name === 'notes.png'
        ? {
            status: 415,
            body: {
              error: 'Ce format de fichier n’est pas accepté.',
              code: 'unsupported_media_type',
              details: { upload_error: 'file-invalid-type' },
            },
          }
        : { status: 201, body: [item(1)] };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    open();
    await screen.findByText('Cet album est vide.');
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Ajouter des photos' })[0] as HTMLElement,
    );
    const section = await screen.findByRole('region', { name: 'Ajouter des photos' });
    const input = section.querySelector('input[type=file]') as HTMLInputElement;
    const files = [
      new File(['a'], 'procession.png', { type: 'image/png' }),
      new File(['b'], 'notes.png', { type: 'image/png' }),
    ];
    await act(async () => {
      fireEvent.change(input, { target: { files } });
    });
    fireEvent.change(await within(section).findByLabelText('Légende de procession.png'), {
      target: { value: 'La procession' },
    });
    fireEvent.change(within(section).getByLabelText('Texte alternatif de procession.png'), {
      target: { value: 'Des fidèles avec des cierges' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Envoyer les photos' }));

    const bar = await within(section).findByRole('progressbar', {
      name: 'Envoi de procession.png',
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    await within(section).findByText(
      'Échec : File type must be image/jpeg, image/png, image/webp, image/gif, image/avif, video/mp4, video/webm, video/quicktime',
    );
    expect(FakeXhr.sent).toHaveLength(2);
    const sent = FakeXhr.sent.find(
      (one) => (one.body.get('files') as File).name === 'procession.png',
    );
    expect(sent?.url).toBe(`${base}items/`);
    expect(sent?.auth).toMatch(/^Bearer /);
    expect(sent?.body.get('caption')).toBe('La procession');
    expect(sent?.body.get('alt')).toBe('Des fidèles avec des cierges');
    expect(notify).toHaveBeenCalledWith(
      'Certaines photos n’ont pas été ajoutées : rien n’a été gardé d’elles.',
      'error',
    );
    // The added photo is asked for again with the album.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).includes(`${base}items/`)).length,
      ).toBeGreaterThan(1),
    );
  });

  it('holds files to the limit the server publishes, and says it', async () => {
    limits = { image_max_bytes: 1_048_576, video_max_bytes: 2_097_152, video_max_seconds: 60 };
    try {
      const fetchMock = serve(album({ can_add: true, count: 0 }), []);
      open();
      await screen.findByText('Cet album est vide.');
      fireEvent.click(
        screen.getAllByRole('button', { name: 'Ajouter des photos' })[0] as HTMLElement,
      );
      const section = await screen.findByRole('region', { name: 'Ajouter des photos' });
      // The larger of the two limits, as the drop area's hint says.
      expect(within(section).getByText(/, 2 MB au plus\.$/)).toBeTruthy();
      const input = section.querySelector('input[type=file]') as HTMLInputElement;
      const big = new File([new Uint8Array(2_097_153)], 'longue.mp4', { type: 'video/mp4' });
      await act(async () => {
        fireEvent.change(input, { target: { files: [big] } });
      });
      expect((await within(section).findByRole('alert')).textContent).toBe(
        'longue.mp4 : File is larger than 2097152 bytes',
      );
      expect(within(section).queryByLabelText('Légende de longue.mp4')).toBeNull();
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/media/limits/')),
      ).toHaveLength(1);
    } finally {
      limits = { image_max_bytes: 10_485_760, video_max_bytes: 41_943_040, video_max_seconds: 600 };
    }
  });
});
