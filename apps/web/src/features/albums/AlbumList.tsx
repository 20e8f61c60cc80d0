import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import type { ReactNode } from 'react';
import { AlbumCard } from './AlbumCard';
import { albumListQueryOptions, type AlbumListFilter } from './albums.queries';
import '@/features/albums/albums.texts';

/** A grid of albums, 'Voir plus' while there are more; `empty` when there are none. */
export function AlbumList({
  filter,
  empty,
  showOwner = false,
}: {
  filter: AlbumListFilter;
  empty: ReactNode;
  showOwner?: boolean;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(albumListQueryOptions(filter));
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
  const albums = query.data.pages.flatMap((page) => page.results);
  if (albums.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="list-unstyled album-grid mb-3">
        {albums.map((album) => (
          <li key={album.id}>
            <AlbumCard album={album} showOwner={showOwner} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="text-center mb-3">
          <LoadMoreButton pages={query} className="btn btn-outline-primary">
            {t('albums.more')}
          </LoadMoreButton>
        </div>
      )}
    </>
  );
}
