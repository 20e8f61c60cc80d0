import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { PublicationFeed } from './PublicationFeed';
import { updatePublicationInCache } from './publications.queries';
import { MARIE, ME, MY_PROFILE, publication, REACTION_TYPES } from './publications.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

type Route = Parameters<typeof fakeApi>[0][number];

const photos = [1, 2, 3, 4, 5].map((n) => `http://localhost/media/photo-${n}.webp`);

function feedWith(post: ReturnType<typeof publication>, extra: Route[] = []) {
  const fetchMock = vi.fn(
    fakeApi([
      ...extra,
      ['GET /api/users/profil/', () => json(MY_PROFILE)],
      ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
      ['GET /api/publications/', () => json({ results: [post], next: null })],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, ...renderWithProviders(<PublicationFeed meId={ME} />) };
}

describe('the photos of a publication', () => {
  it('open the viewer at the photo clicked; arrows move, Escape closes', async () => {
    feedWith(publication({ author: MARIE, photos }));
    const second = await screen.findByRole('button', {
      name: 'Photo 2 sur 5 de la publication de Marie Dupont',
    });
    // Four shown, the fourth telling how many more.
    expect(screen.getAllByRole('button', { name: /sur 5 de la publication/ })).toHaveLength(4);
    expect(
      screen.getByRole('button', { name: /Photo 4 sur 5 .* et 1 de plus/ }).textContent,
    ).toContain('+1');

    fireEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 sur 5' });
    const shown = () => within(dialog).getByRole('img');
    expect(shown().getAttribute('alt')).toBe('Photo 2 sur 5 de la publication de Marie Dupont');
    expect(shown().getAttribute('src')).toBe(photos[1]);

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shown().getAttribute('alt')).toBe('Photo 3 sur 5 de la publication de Marie Dupont');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(shown().getAttribute('src')).toBe(photos[0]);
    // From the first, back goes round to the last.
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(shown().getAttribute('alt')).toBe('Photo 5 sur 5 de la publication de Marie Dupont');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(shown().getAttribute('src')).toBe(photos[0]);

    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a single photo is named without a position and has no arrows', async () => {
    feedWith(publication({ photos: [photos[0] ?? ''] }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Photo de la publication de Paul Martin' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Photo suivante' })).toBeNull();
  });

  it("the feed's first photo loads first; the others wait, lazily, with their copies in srcset", async () => {
    const sized = (n: number) => `/media/AAAAAAAAAAAAAAAAAAAAA${n}-1200x900.webp`;
    feedWith(publication({ photos: [sized(1), sized(2)] }));
    const first = await screen.findByRole('img', {
      name: 'Photo 1 sur 2 de la publication de Paul Martin',
    });
    const second = screen.getByRole('img', {
      name: 'Photo 2 sur 2 de la publication de Paul Martin',
    });
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(second.getAttribute('fetchpriority')).toBeNull();
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(first.getAttribute('srcset')).toContain('640w');
    expect(first.getAttribute('width')).toBe('640');
  });
});

describe('the video of a publication', () => {
  it('frames YouTube lazily, 16:9, sending only the origin as referrer', async () => {
    feedWith(
      publication({
        type: 'video',
        video: { kind: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
      }),
    );
    const frame = await screen.findByTitle('Vidéo YouTube publiée par Paul Martin');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.parentElement?.className).toContain('ratio-16x9');
  });

  it('plays an uploaded video in the page, loading only its metadata', async () => {
    feedWith(publication({ type: 'video', video: { kind: 'upload', url: '/media/v.mp4' } }));
    const video = await screen.findByLabelText('Vidéo de Paul Martin');
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
  });
});

describe('editing my publication', () => {
  const mine = publication({
    author: MARIE,
    type: 'video',
    text: 'Sortie au lac',
    photos: photos.slice(0, 3),
    video: { kind: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
  });

  async function openEditor() {
    fireEvent.click(await screen.findByRole('button', { name: 'Options de la publication' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    return screen.findByRole('dialog', { name: 'Modifier la publication' });
  }

  it('sends only what changed, and the card changes at once', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = feedWith(mine, [
      ['PATCH /api/publications/post/', () => new Promise<Response>((r) => (answer = r))],
    ]);
    const dialog = await openEditor();
    expect((within(dialog).getByLabelText('Lien YouTube ou Vimeo') as HTMLInputElement).value).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    fireEvent.change(within(dialog).getByLabelText('Texte'), {
      target: { value: 'Sortie au lac, dimanche' },
    });
    fireEvent.change(within(dialog).getByLabelText('Audience'), { target: { value: 'public' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer la photo 2' }));
    fireEvent.change(within(dialog).getByLabelText('Lien YouTube ou Vimeo'), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Sortie au lac, dimanche')).toBeTruthy();
    expect(screen.queryByTitle(/Vidéo YouTube/)).toBeNull();
    const patch = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit)?.method === 'PATCH',
    );
    expect(String(patch?.[0])).toBe(`/api/publications/post/${mine.id}/`);
    expect(JSON.parse(String((patch?.[1] as RequestInit).body))).toEqual({
      text: 'Sortie au lac, dimanche',
      audience: 'public',
      photos: [photos[0], photos[2]],
      video_url: null,
      type: 'photo',
    });
    await act(async () => {
      answer(json({ ...mine, text: 'Sortie au lac, dimanche', audience: 'public' }));
    });
  });

  it('adds photos: uploaded first, then the kept and new addresses in order', async () => {
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
    const { fetchMock } = feedWith(mine, [
      [
        'POST /api/media/upload/',
        (_url: string, init: RequestInit) => {
          const file = (init.body as FormData).get('file') as File;
          return json({
            secure_url: `http://localhost/media/${file.name}`,
            public_id: file.name,
            resource_type: 'image',
            format: 'png',
            width: 1,
            height: 1,
            bytes: file.size,
          });
        },
      ],
      ['PATCH /api/publications/post/', () => json(mine)],
    ]);
    const dialog = await openEditor();
    // One removed and one added: the same count, still a change.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer la photo 1' }));
    const input = dialog.querySelector<HTMLInputElement>('input[accept^="image/"]');
    if (!input) throw new Error('no photo input in the editor');
    const added = new File([new Uint8Array(64)], 'lac.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [added], configurable: true });
    await act(async () => {
      fireEvent.change(input);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([, init]) => (init as RequestInit)?.method === 'PATCH'),
      ).toBe(true),
    );
    const patch = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit)?.method === 'PATCH',
    );
    expect(JSON.parse(String((patch?.[1] as RequestInit).body))).toEqual({
      photos: [photos[1], photos[2], 'http://localhost/media/lac.png'],
    });
    const uploadIndex = fetchMock.mock.calls.findIndex(([url]) =>
      String(url).includes('/api/media/upload/'),
    );
    expect(uploadIndex).toBeGreaterThanOrEqual(0);
    expect(uploadIndex).toBeLessThan(fetchMock.mock.calls.indexOf(patch!));
  });

  it('comes back as it was, with the French error in a toast, when refused', async () => {
    feedWith(mine, [
      [
        'PATCH /api/publications/post/',
        () => json({ error: 'Seuls les liens YouTube ou Vimeo sont acceptés.', code: 'x' }, 400),
      ],
    ]);
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText('Texte'), { target: { value: 'Autre' } });
    fireEvent.change(within(dialog).getByLabelText('Lien YouTube ou Vimeo'), {
      target: { value: 'https://exemple.fr/film' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Seuls les liens YouTube ou Vimeo sont acceptés.',
        'error',
      ),
    );
    expect(screen.getByText('Sortie au lac')).toBeTruthy();
    expect(screen.queryByText('Autre')).toBeNull();
  });

  it('is offered on my publications only; another’s offers only to report it', async () => {
    feedWith(publication());
    await screen.findByText('Bonne semaine à tous !');
    fireEvent.click(screen.getByRole('button', { name: 'Options de la publication' }));
    expect(screen.getByRole('button', { name: 'Signaler' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('tells me, only me, that moderation hid my publication', async () => {
    feedWith({ ...mine, moderation_hidden: true });
    await screen.findByText('Sortie au lac');
    expect(screen.getByText('Masqué par la modération')).toBeTruthy();
  });

  it('never offers to report my own publication', async () => {
    feedWith(mine);
    await screen.findByText('Sortie au lac');
    fireEvent.click(screen.getByRole('button', { name: 'Options de la publication' }));
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Signaler' })).toBeNull();
  });
});

describe("a publication from the community, in a newcomer's feed", () => {
  it('says so beside its audience; one from the network does not', async () => {
    feedWith(publication({ from_community: true }));
    const card = await screen.findByRole('article', { name: 'Paul Martin' });
    expect(within(card).getByText('À découvrir dans la communauté')).toBeTruthy();
  });

  it('is not marked when it comes from a friend', async () => {
    feedWith(publication());
    const card = await screen.findByRole('article', { name: 'Paul Martin' });
    expect(within(card).queryByText('À découvrir dans la communauté')).toBeNull();
  });
});

describe('a publication updated in place', () => {
  it('keeps its card (and so the reader’s place): the same element, new counts', async () => {
    const post = publication();
    const { queryClient } = feedWith(post);
    const card = await screen.findByRole('article', { name: 'Paul Martin' });
    act(() =>
      updatePublicationInCache(queryClient, post.id, (item) => ({ ...item, comments_count: 3 })),
    );
    await waitFor(() => expect(within(card).getByText('3 commentaires')).toBeTruthy());
    expect(screen.getByRole('article', { name: 'Paul Martin' })).toBe(card);
  });
});
