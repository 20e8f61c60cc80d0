import type { ReactNode } from 'react';
import { LoadMoreButton, type NextPage } from './LoadMoreButton';
import { RetryAlert } from './RetryAlert';

/** What a grid needs of a paged (infinite) query whose pages hold `results`. */
export interface GridPages<T> extends NextPage {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  data: { pages: readonly { results: readonly T[] }[] } | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A paged list of cards in a grid (groups, events): `loading` while the first page comes, an
 * error card with 'Réessayer', `empty` when there is none, else one card per item and
 * 'Voir plus' while pages remain.
 */
export function PagedGrid<T extends { id: string }>({
  pages,
  label,
  errorText,
  moreText,
  loading,
  empty,
  columns,
  renderItem,
}: {
  pages: GridPages<T>;
  /** The list's accessible name. */
  label: string;
  errorText: string;
  moreText: string;
  loading: ReactNode;
  empty: ReactNode;
  /** The grid's row classes (`row row-cols-… g-3`). */
  columns: string;
  renderItem: (item: T) => ReactNode;
}) {
  if (pages.isPending) return <>{loading}</>;
  if (pages.isError) {
    return (
      <div className="card">
        <RetryAlert className="card-body" text={errorText} onRetry={() => void pages.refetch()} />
      </div>
    );
  }
  const items = pages.data?.pages.flatMap((page) => page.results) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <section aria-label={label}>
      <ul className={`list-unstyled mb-0 ${columns}`}>
        {items.map((item) => (
          <li className="col" key={item.id}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <div className="text-center mt-3">
          <LoadMoreButton pages={pages} className="btn btn-outline-primary">
            {moreText}
          </LoadMoreButton>
        </div>
      )}
    </section>
  );
}
