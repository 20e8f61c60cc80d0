import type { AlbumItemPage } from '@koinonia/contracts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { handleAlbumVideoProgress } from './album-video';
import { albumsKeys } from './albums.queries';
import { ALBUM_ID, item, pageOf } from './albums.test-data';

const frame = (status: string, progress: number) => ({
  type: 'video_progress',
  url: '/media/film.mp4',
  status,
  progress,
  poster_url: status === 'ready' ? '/media/film-320x240.webp' : null,
  duration: null,
  width: null,
  height: null,
  failure: null,
});

function cached() {
  const client = new QueryClient();
  const video = item(2, {
    kind: 'video',
    url: '/media/film.mp4?e=1&s=x',
    status: 'processing',
    progress: 0,
  });
  client.setQueryData<InfiniteData<AlbumItemPage>>(albumsKeys.items(ALBUM_ID), {
    pages: [pageOf([item(1), video])],
    pageParams: [''],
  });
  const read = () =>
    client.getQueryData<InfiniteData<AlbumItemPage>>(albumsKeys.items(ALBUM_ID))?.pages[0]
      ?.results[1];
  return { client, read };
}

describe('a video item’s live progress', () => {
  it('moves its progress in the cached album, by its unsigned path', () => {
    const { client, read } = cached();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    handleAlbumVideoProgress(frame('processing', 60), client);
    expect(read()).toMatchObject({ status: 'processing', progress: 60 });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('reads the albums again once ready, for the signed poster', () => {
    const { client } = cached();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    handleAlbumVideoProgress(frame('ready', 100), client);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: albumsKeys.root });
  });

  it('leaves the albums alone for another video', () => {
    const { client, read } = cached();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    handleAlbumVideoProgress({ ...frame('ready', 100), url: '/media/other.mp4' }, client);
    expect(read()).toMatchObject({ progress: 0 });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
