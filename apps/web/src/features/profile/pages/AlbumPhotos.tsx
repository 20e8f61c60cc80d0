import type { AlbumPhotoPage } from '@koinonia/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import type { ViewedPhoto } from '@/shared/photo/PhotoViewer';
import '@/features/profile/pages/profilePages.texts';
import { PagedPhotoGrid } from './PagedPhotoGrid';

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

  return (
    <PagedPhotoGrid
      query={query}
      tiles={3}
      texts={{
        title: t('profilePages.albums.title'),
        loading: t('profilePages.albums.loading'),
        error: t('profilePages.albums.error'),
        more: t('profilePages.albums.more'),
      }}
      emptyText={emptyText}
      onOpen={onOpen}
      photos={() =>
        (query.data?.pages ?? [])
          .flatMap((page) => page.results)
          .map((photo) => ({
            url: photo.url,
            // The adder's own text alternative, else who added it and to which album.
            alt: photo.alt || t('profilePages.albums.alt', { name, album: photo.album.title }),
            title: photo.caption || photo.album.title,
          }))
      }
    />
  );
}
