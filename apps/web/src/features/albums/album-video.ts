import { videoProgressEventSchema, type AlbumItem, type AlbumItemPage } from '@koinonia/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { albumsKeys } from './albums.queries';

/** A stored file's path, without its signature (`/media/<key>`). */
export const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * `video_progress` (to the uploader, docs/adr/0017-video-pipeline.md): the progress of a
 * video item moves in every cached album page that shows it; once it is ready or failed the
 * albums are read again, for the signed poster (the frame's poster address is unsigned, and
 * an album's files are served only signed: docs/adr/0018-albums.md).
 */
export function handleAlbumVideoProgress(
  frame: Record<string, unknown>,
  queryClient: QueryClient,
): void {
  const parsed = videoProgressEventSchema.safeParse(frame);
  if (!parsed.success) return;
  const { url, status, progress } = parsed.data;
  let shown = false;
  const update = (item: AlbumItem): AlbumItem => {
    if (item.kind !== 'video' || pathOf(item.url) !== url) return item;
    shown = true;
    return { ...item, progress, status: status === 'processing' ? status : item.status };
  };
  queryClient.setQueriesData<InfiniteData<AlbumItemPage>>(
    { queryKey: albumsKeys.root, predicate: (query) => query.queryKey.at(-1) === 'items' },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, results: page.results.map(update) })),
      },
  );
  if (shown && status !== 'processing') {
    void queryClient.invalidateQueries({ queryKey: albumsKeys.root });
  }
}
