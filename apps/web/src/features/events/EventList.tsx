import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { EventCard } from './EventCard';
import { eventListQueryOptions, type EventListFilter } from './events.queries';
import '@/features/events/events.texts';

/** Three cards a row on wide pages; two where a side column shares the room (profiles). */
const COLUMNS = {
  three: 'row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3',
  two: 'row row-cols-1 row-cols-sm-2 g-3',
} as const;
type Columns = keyof typeof COLUMNS;

function Skeletons({ columns }: { columns: Columns }) {
  const { t } = useTranslation();
  return (
    <div className={COLUMNS[columns]} role="status">
      <span className="visually-hidden">{t('events.list.loading')}</span>
      {[0, 1, 2].map((index) => (
        <div className="col" key={index} aria-hidden="true">
          <div className="card event-card">
            <div className="event-cover event-card-cover" />
            <div className="card-body">
              <span className="skeleton mb-2" style={{ height: 16, width: '35%' }} />
              <span className="skeleton mb-2" style={{ height: 20, width: '75%' }} />
              <span className="skeleton" style={{ height: 40 }} />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** A list of events as cards, page by page with 'Voir plus'; `empty` when there is none. */
export function EventList({
  filter,
  empty,
  columns = 'three',
}: {
  filter: EventListFilter;
  empty: ReactNode;
  columns?: Columns;
}) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(eventListQueryOptions(filter));

  if (list.isPending) return <Skeletons columns={columns} />;
  if (list.isError) {
    return (
      <div className="card">
        <div className="card-body d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="text-danger-emphasis">{t('events.list.error')}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => void list.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const events = list.data.pages.flatMap((page) => page.results);
  if (events.length === 0) return <>{empty}</>;
  return (
    <section aria-label={t('events.list.label')}>
      <ul className={`list-unstyled mb-0 ${COLUMNS[columns]}`}>
        {events.map((event) => (
          <li className="col" key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="text-center mt-3">
          <SpinnerButton
            className="btn btn-outline-primary"
            busy={list.isFetchingNextPage}
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('events.list.more')}
          </SpinnerButton>
        </div>
      )}
    </section>
  );
}

/** An empty list's card: what it means, and what to do next. */
export function EmptyEvents({
  icon,
  text,
  hint,
  children,
}: {
  icon: ReactNode;
  text: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <div className="card">
      <div className="card-body text-center py-5 px-4">
        <span className="empty-icon mb-3" aria-hidden="true">
          {icon}
        </span>
        <p className="fw-semibold mb-1">{text}</p>
        {hint && <p className="text-body-secondary mb-0">{hint}</p>}
        {children && (
          <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">{children}</div>
        )}
      </div>
    </div>
  );
}
