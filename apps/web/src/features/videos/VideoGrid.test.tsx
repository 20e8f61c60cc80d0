import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publication } from '@/features/publications/publications.test-data';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { VideoGrid } from './VideoGrid';
import { excerpt } from './VideoTile';

const youtube = publication({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  type: 'video',
  text: 'La chorale de dimanche, pour ceux qui n’étaient pas là',
  video: { kind: 'youtube', url: 'https://www.youtube-nocookie.com/embed/abc' },
});
const upload = publication({
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  type: 'video',
  text: '',
  video: { kind: 'upload', url: '/media/videos/v.mp4' },
});

function serve(results: unknown[], next: string | null = null) {
  const fetchMock = vi.fn(fakeApi([['/api/publications/', () => json({ results, next })]]));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the video grid', () => {
  it('asks for the video publications and links each poster to its player page', async () => {
    const fetchMock = serve([youtube, upload]);
    renderWithProviders(<VideoGrid />);
    const first = await screen.findByRole('link', { name: youtube.text });
    expect(first.getAttribute('href')).toBe(`/feed/videos/details?id=${youtube.id}`);
    // Without text, the tile is named after its author.
    const second = screen.getByRole('link', { name: 'Vidéo de Paul Martin' });
    expect(second.getAttribute('href')).toBe(`/feed/videos/details?id=${upload.id}`);
    expect(screen.getAllByText('Paul Martin')).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/publications/?has=video');
    // No third-party thumbnail: neutral posters only.
    expect(document.querySelector('img[src*="ytimg"], img[src*="vimeocdn"]')).toBeNull();
  });

  it("filters one member's videos and links under the list it belongs to", async () => {
    const fetchMock = serve([youtube]);
    renderWithProviders(<VideoGrid author="u-2" base="/feed/post-videos" />);
    const link = await screen.findByRole('link', { name: youtube.text });
    expect(link.getAttribute('href')).toBe(`/feed/post-videos/details?id=${youtube.id}`);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('?author=u-2&has=video');
  });

  it('says what to do when there is no video yet', async () => {
    serve([]);
    renderWithProviders(<VideoGrid />);
    expect(
      await screen.findByText(
        'Aucune vidéo pour le moment. Publiez une vidéo ou un lien YouTube ou Vimeo pour partager la première.',
      ),
    ).toBeTruthy();
  });

  it("offers 'Voir plus' while older videos remain", async () => {
    serve([youtube], 'cursor-2');
    renderWithProviders(<VideoGrid />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Voir plus' })).toBeTruthy());
  });
});

describe('excerpt', () => {
  it('keeps a short text and cuts a long one at a word', () => {
    expect(excerpt('  Bonjour   à tous ')).toBe('Bonjour à tous');
    const long = 'mot '.repeat(60);
    const cut = excerpt(long, 20);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(21);
    expect(cut).not.toContain('mo…');
  });
});
