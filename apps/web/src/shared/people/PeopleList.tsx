import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadMoreButton, type NextPage } from '@/shared/ui/LoadMoreButton';

/** What a list of people needs of its paged (infinite) query. */
export interface PeoplePages extends NextPage {
  isPending: boolean;
  hasNextPage: boolean;
}

/**
 * A paged list of people (rows of `PersonRow`): skeleton rows while the first page comes,
 * `error` when the caller has one to show, `empty` when there is nobody, else the rows and
 * 'Voir plus' while pages remain.
 */
export function PeopleList<T>({
  pages,
  people,
  skeletons = 3,
  error,
  empty,
  renderRow,
}: {
  pages: PeoplePages;
  people: readonly T[];
  skeletons?: number;
  /** What to show instead of the list (an alert), or nothing while all is well. */
  error: ReactNode;
  empty: string;
  /** One `<li>` (a `PersonRow`) with its key. */
  renderRow: (person: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {pages.isPending ? (
        <div aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            <div key={index} className="skeleton skeleton-row my-2" />
          ))}
        </div>
      ) : error ? (
        error
      ) : people.length === 0 ? (
        <p className="text-body-secondary mb-0">{empty}</p>
      ) : (
        <ul className="list-unstyled mb-0 member-list">{people.map(renderRow)}</ul>
      )}
      {pages.hasNextPage && (
        <LoadMoreButton pages={pages} className="btn btn-outline-primary w-100 mt-2">
          {t('common.seeMore')}
        </LoadMoreButton>
      )}
    </>
  );
}
