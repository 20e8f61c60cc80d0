import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { handleVideoProgress } from './publications.notifications';
import { PublicationFeed } from './PublicationFeed';
import { MARIE, ME, MY_PROFILE, publication, REACTION_TYPES } from './publications.test-data';

const URL = '/media/AAAAAAAAAAAAAAAAAAAAAA.mp4';
const POSTER = '/media/BBBBBBBBBBBBBBBBBBBBBB-320x240.webp';

function feedWith(video: NonNullable<ReturnType<typeof publication>['video']>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi([
        ['GET /api/users/profil/', () => json(MY_PROFILE)],
        ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
        [
          'GET /api/publications/',
          () => json({ results: [publication({ author: MARIE, video })], next: null }),
        ],
      ]),
    ),
  );
  return renderWithProviders(<PublicationFeed meId={ME} />);
}

const processing = {
  kind: 'upload' as const,
  url: URL,
  status: 'processing' as const,
  progress: 30,
  poster_url: null,
  duration: 4,
  width: 1280,
  height: 720,
  failure: null,
};

describe('an uploaded video on its card', () => {
  it('says it is processed with its progress, then plays once a ready frame arrives', async () => {
    const { queryClient, container } = feedWith(processing);
    expect(await screen.findByText('Vidéo en cours de traitement…')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Traitement de la vidéo : 30 %' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(container.querySelector('video')).toBeNull();

    act(() =>
      handleVideoProgress({ type: 'video_progress', ...processing, progress: 70 }, queryClient),
    );
    expect(
      await screen.findByRole('progressbar', { name: 'Traitement de la vidéo : 70 %' }),
    ).toBeTruthy();

    act(() =>
      handleVideoProgress(
        {
          type: 'video_progress',
          ...processing,
          status: 'ready',
          progress: 100,
          poster_url: POSTER,
        },
        queryClient,
      ),
    );
    const video = await screen.findByLabelText('Vidéo de Marie Dupont');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(URL);
    expect(video.getAttribute('poster')).toBe(POSTER);
    expect(screen.queryByText('Vidéo en cours de traitement…')).toBeNull();
  });

  it('tells why a video could not be processed, in French', async () => {
    const { container } = feedWith({
      ...processing,
      status: 'failed',
      failure: 'Cette vidéo est illisible ou endommagée.',
    });
    expect(await screen.findByText('Cette vidéo est illisible ou endommagée.')).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
  });

  it('ignores a frame that is not a video state', async () => {
    const { queryClient } = feedWith(processing);
    await screen.findByText('Vidéo en cours de traitement…');
    act(() => handleVideoProgress({ type: 'video_progress', url: URL }, queryClient));
    expect(screen.getByRole('progressbar', { name: 'Traitement de la vidéo : 30 %' })).toBeTruthy();
  });
});
