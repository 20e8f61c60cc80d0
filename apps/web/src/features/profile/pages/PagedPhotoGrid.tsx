import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { PhotoGrid } from '@/shared/photo/PhotoGrid';
import type { ViewedPhoto } from '@/shared/photo/PhotoViewer';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';

interface PagedPhotoGridProps {
  /** The paged list the photos come from: its loading, error and next-page states. */
  query: Pick<
    UseInfiniteQueryResult,
    'isPending' | 'isError' | 'refetch' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
  >;
  /** The photos of the pages loaded so far (read once the query has data). */
  photos: () => ViewedPhoto[];
  /** Skeleton tiles while the first page loads. */
  tiles: number;
  texts: { title: string; loading: string; error: string; more: string };
  emptyText: string;
  onOpen: (photo: ViewedPhoto) => void;
}

/** A profile's grid of photos from a paged list: its skeleton, its error with a retry, and 'more'. */
export function PagedPhotoGrid({
  query,
  photos,
  tiles,
  texts,
  emptyText,
  onOpen,
}: PagedPhotoGridProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div role="status" aria-label={texts.loading} className="mb-4">
        <div className="media-grid" aria-hidden="true">
          {Array.from({ length: tiles }, (_, index) => (
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
          {texts.error}
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
  return (
    <>
      <PhotoGrid title={texts.title} photos={photos()} emptyText={emptyText} onOpen={onOpen} />
      {query.hasNextPage && (
        <div className="text-center mb-4">
          <SpinnerButton
            className="btn btn-outline-primary btn-sm"
            busy={query.isFetchingNextPage}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {texts.more}
          </SpinnerButton>
        </div>
      )}
    </>
  );
}
