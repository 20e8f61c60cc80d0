import { useInfiniteQuery } from '@tanstack/react-query';
import { feedQueryOptions } from '@/features/publications/publications.public';
import { formatDay } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { PhotoGrid } from '@/shared/photo/PhotoGrid';
import type { ViewedPhoto } from '@/shared/photo/PhotoViewer';
import '@/features/profile/pages/profilePages.texts';
import { firstAndLastName } from '@/shared/people/person-name';

interface PublicationPhotosProps {
  author: { id: string; first_name: string; last_name: string };
  emptyText: string;
  onOpen: (photo: ViewedPhoto) => void;
}

/** The photos of a member's publications that the viewer may see, newest first; each opens the viewer. */
export function PublicationPhotos({ author, emptyText, onOpen }: PublicationPhotosProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(feedQueryOptions({ author: author.id, has: 'photos' }));
  const name = firstAndLastName(author);

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('profilePages.photos.loading')} className="mb-4">
        <div className="media-grid" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
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
          {t('profilePages.photos.error')}
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

  const seen = new Set<string>();
  const photos: ViewedPhoto[] = [];
  for (const publication of query.data.pages.flatMap((page) => page.results)) {
    const date = formatDay(publication.created_at);
    for (const url of publication.photos) {
      if (seen.has(url)) continue;
      seen.add(url);
      photos.push({
        url,
        alt: t('profilePages.photos.alt', { name, date }),
        title: t('profilePages.photos.viewerTitle', { date }),
      });
    }
  }
  return (
    <>
      <PhotoGrid
        title={t('profilePages.photos.title')}
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
            {t('profilePages.photos.more')}
          </SpinnerButton>
        </div>
      )}
    </>
  );
}
