import type { AlbumPhoto } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import { AlbumImage } from './AlbumImage';
import { albumPath } from './album-paths';
import { albumTaggedQueryOptions } from './albums.queries';
import '@/features/albums/albums.texts';

/** Tiles as an album's: two to a row on a phone, more on a wider column. */
const TILE_SIZES = '(min-width: 992px) 240px, 50vw';

/** An item's address: its album's page, the viewer open on it. */
export const photoPath = (photo: Pick<AlbumPhoto, 'id' | 'album'>) =>
  `${albumPath(photo.album.id)}?photo=${encodeURIComponent(photo.id)}`;

/**
 * 'Où je suis identifié' (ours: docs/spec-deviations.md): the photos the member is tagged on
 * (`GET /api/albums/tagged/`), newest tag first, each opening its album's viewer on it.
 */
export function TaggedPhotos({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(albumTaggedQueryOptions());
  if (!query.data) {
    return (
      <LoadingCard
        failed={query.isError}
        loadingText={t('albums.loading')}
        errorText={t('albums.loadError')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const photos = query.data.pages.flatMap((page) => page.results);
  if (photos.length === 0) return <>{empty}</>;
  return (
    <section aria-label={t('albums.tagged.label')}>
      <ul className="list-unstyled album-items mb-3">
        {photos.map((photo) => {
          const asked = photo.tags?.some((tag) => tag.removal === 'requested');
          return (
            <li key={photo.id} className="album-tile">
              <Link to={photoPath(photo)} className="album-tile-open">
                <AlbumImage
                  src={photo.url}
                  alt={photo.alt || t('albums.tagged.photoAlt', { title: photo.album.title })}
                  sizes={TILE_SIZES}
                />
                <span className="badge album-tile-cover album-tile-title">{photo.album.title}</span>
                {asked && (
                  <span className="badge text-bg-warning album-tile-asked">
                    {t('albums.tagged.asked')}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <div className="text-center mb-3">
          <LoadMoreButton pages={query} className="btn btn-outline-primary">
            {t('albums.tagged.more')}
          </LoadMoreButton>
        </div>
      )}
    </section>
  );
}
