import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { rememberLastFeed } from '@/shared/offline/last-feed';
import { useAfterFirstScreen } from '@/shared/hooks/useAfterFirstScreen';
import { useTranslation } from '@/shared/i18n/i18n';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { PendingPublications } from './PendingWrites';
import { PublicationCard } from './PublicationCard';
import { feedQueryOptions, type FeedFilter } from './publications.queries';
import { useSentinel } from './useSentinel';
import '@/features/publications/publications.texts';

/**
 * The cards of the first screen, rendered first; the others just after that screen has painted
 * (ADR 0010): on a phone the first screen shows one or two cards, and rendering the page's
 * twenty at once delayed it.
 */
const FIRST_SCREEN_CARDS = 3;

function Skeleton() {
  return (
    <div className="card border-0 mb-3 publication-skeleton placeholder-glow" aria-hidden="true">
      <div className="card-body">
        <span className="placeholder col-4 mb-3" />
        <span className="placeholder col-12" />
        <span className="placeholder col-10" />
        <span className="placeholder col-7" />
      </div>
    </div>
  );
}

/**
 * The member's feed, or the list `filter` picks: skeletons, the empty state (`emptyText`,
 * else the feed's), cards, and older ones as the reader nears the end (an observed
 * sentinel), with 'Voir plus' kept for the keyboard and browsers without the observer.
 */
export function PublicationFeed({
  meId,
  filter,
  emptyText,
  moderator,
  renderError,
  hideGroup,
}: {
  meId: string | undefined;
  filter?: FeedFilter;
  emptyText?: string;
  /** A group's moderator may delete any of its publications. */
  moderator?: boolean;
  /** A group's own feed: the cards do not repeat its name. */
  hideGroup?: boolean;
  /** What a refusal shows instead of the retry card (a private group's 403), when not null. */
  renderError?: (error: Error) => ReactNode;
}) {
  const { t } = useTranslation();
  const feed = useInfiniteQuery(feedQueryOptions(filter));
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = feed;
  const rest = useAfterFirstScreen(feed.isSuccess);
  const firstPage = feed.data?.pages[0];
  // The home feed's first page, kept on the device for /offline (docs/adr/0019-pwa-and-offline.md).
  const home = !filter || Object.keys(filter).length === 0;
  useEffect(() => {
    if (home && meId && firstPage) void rememberLastFeed(meId, firstPage.results);
  }, [home, meId, firstPage]);
  // Where the publications written offline will appear: the feed, a group's or an event's.
  const pendingTarget = home ? null : (filter?.group ?? filter?.event);
  const pending = pendingTarget !== undefined && <PendingPublications target={pendingTarget} />;
  const sentinel = useSentinel<HTMLDivElement>(
    () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
    rest && hasNextPage && !isFetchingNextPage && !isError,
  );

  if (feed.isPending) {
    return (
      <div role="status" aria-label={t('publications.feed.loading')}>
        <Skeleton />
        <Skeleton />
      </div>
    );
  }
  if (feed.isError) {
    const own = renderError?.(feed.error);
    if (own) return own;
    return (
      <>
        {pending}
        <div className="card border-0 mb-3">
          <div className="card-body">
            <p role="alert">{t('publications.feed.error')}</p>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => void feed.refetch()}
            >
              {t('publications.feed.retry')}
            </button>
          </div>
        </div>
      </>
    );
  }
  const all = feed.data.pages.flatMap((page) => page.results);
  const publications = rest ? all : all.slice(0, FIRST_SCREEN_CARDS);
  return (
    <section aria-label={t('publications.feed.title')}>
      {pending}
      {publications.length === 0 ? (
        <div className="card border-0 mb-3">
          <p className="card-body mb-0 text-body-secondary">
            {emptyText ?? t('publications.feed.empty')}
          </p>
        </div>
      ) : (
        publications.map((publication, index) => (
          <PublicationCard
            key={publication.id}
            publication={publication}
            meId={meId}
            moderator={moderator}
            hideGroup={hideGroup}
            first={index === 0}
          />
        ))
      )}
      {rest && feed.hasNextPage && (
        <div ref={sentinel} className="text-center mb-3">
          <SpinnerButton
            className="btn btn-outline-primary"
            busy={feed.isFetchingNextPage}
            disabled={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {t('publications.feed.more')}
          </SpinnerButton>
        </div>
      )}
    </section>
  );
}
