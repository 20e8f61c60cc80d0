import { useInfiniteQuery } from '@tanstack/react-query';
import { type VideosBase, feedQueryOptions } from '@/features/publications/publications.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { VideoTile } from './VideoTile';
import '@/features/videos/videoPages.texts';
import './videos.css';

interface VideoGridProps {
  /** Whose videos: nobody named is the member's feed (own and friends'). */
  author?: string;
  emptyText?: string;
  /** The list the player pages go back to. */
  base?: VideosBase;
  /** The tiles' heading level under the page's or the section's heading. */
  heading?: 'h2' | 'h3';
}

/** The video publications the member may see, as a grid of posters, 'Voir plus' for older ones. */
export function VideoGrid({
  author,
  emptyText,
  base = '/feed/videos',
  heading = 'h2',
}: VideoGridProps) {
  const { t } = useTranslation();
  const videos = useInfiniteQuery(
    feedQueryOptions(author ? { author, has: 'video' } : { has: 'video' }),
  );

  if (videos.isPending) {
    return (
      <div role="status" aria-label={t('videoPages.loading')}>
        <ul className="list-unstyled video-grid" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="card border-0 placeholder-glow">
              <span className="placeholder video-poster w-100" />
              <span className="card-body d-block">
                <span className="placeholder col-10 mb-2" />
                <span className="placeholder col-6" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (videos.isError) {
    return (
      <div className="card border-0">
        <div className="card-body">
          <p role="alert">{t('videoPages.error')}</p>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => void videos.refetch()}
          >
            {t('videoPages.retry')}
          </button>
        </div>
      </div>
    );
  }
  const items = videos.data.pages.flatMap((page) => page.results);
  if (items.length === 0) {
    return (
      <div className="card border-0">
        <p className="card-body mb-0 text-body-secondary">{emptyText ?? t('videoPages.empty')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="list-unstyled video-grid">
        {items.map((publication) => (
          <VideoTile key={publication.id} publication={publication} base={base} heading={heading} />
        ))}
      </ul>
      {videos.hasNextPage && (
        <div className="text-center mt-3">
          <SpinnerButton
            className="btn btn-outline-primary"
            busy={videos.isFetchingNextPage}
            disabled={videos.isFetchingNextPage}
            onClick={() => void videos.fetchNextPage()}
          >
            {t('videoPages.more')}
          </SpinnerButton>
        </div>
      )}
    </>
  );
}
