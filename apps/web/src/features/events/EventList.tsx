import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { PagedGrid } from '@/shared/ui/PagedGrid';
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
  return (
    <PagedGrid
      pages={list}
      label={t('events.list.label')}
      errorText={t('events.list.error')}
      moreText={t('events.list.more')}
      loading={<Skeletons columns={columns} />}
      empty={empty}
      columns={COLUMNS[columns]}
      renderItem={(event) => <EventCard event={event} />}
    />
  );
}
