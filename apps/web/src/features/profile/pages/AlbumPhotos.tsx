import type { AlbumPhotoPage } from '@koinonia/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { PhotoGrid } from '@/shared/photo/PhotoGrid';
import type { ViewedPhoto } from '@/shared/photo/PhotoViewer';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import '@/features/profile/pages/profilePages.texts';

/** GET /api/albums/photos/?member=: the album photos a member added that I may see. */
export const albumPhotosQueryOptions = (memberId: string) =>
  infiniteQueryOptions({
    queryKey: ['albums', 'photos', memberId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AlbumPhotoPage>(
        `/api/albums/photos/?member=${encodeURIComponent(memberId)}${
          pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

interface AlbumPhotosProps {
  member: { id: string; first_name: string; last_name: string };
  emptyText: string;
  onOpen: (photo: ViewedPhoto) => void;
}

/**
 * The photos a member added to albums, those the viewer may see (the server applies the
 * albums' audiences, blocks and removal requests), newest first; each opens the viewer.
 */
export function AlbumPhotos({ member, emptyText, onOpen }: AlbumPhotosProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(albumPhotosQueryOptions(member.id));
  const name = firstAndLastName(member);

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('profilePages.albums.loading')} className="mb-4">
        <div className="media-grid" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <span key={index} className="skeleton media-tile" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mb-4">
        <p role="alert" className="text-danger-emphasis small mb-2">
          {t('profilePages.albums.error')}
        </p>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const photos: ViewedPhoto[] = query.data.pages
    .flatMap((page) => page.results)
    .map((photo) => ({
      url: photo.url,
      // The adder's own text alternative, else who added it and to which album.
      alt: photo.alt || t('profilePages.albums.alt', { name, album: photo.album.title }),
      title: photo.caption || photo.album.title,
    }));
  return (
    <>
      <PhotoGrid
        title={t('profilePages.albums.title')}
        photos={photos}
        emptyText={emptyText}
        onOpen={onOpen}
      />
      {query.hasNextPage && (
        <div className="text-center mb-4">
          <SpinnerButton
            className="btn btn-outline-primary btn-sm"
            busy={query.isFetchingNextPage}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('profilePages.albums.more')}
          </SpinnerButton>
        </div>
      )}
    </>
  );
}
