import type { ReactNode } from 'react';
import { SpinnerButton } from './SpinnerButton';

/** What 'Voir plus' needs of a paged (infinite) query. */
export interface NextPage {
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Voir plus' under a paged list: fetches the next page, with a spinner while it comes. */
export function LoadMoreButton({
  pages,
  className,
  children,
}: {
  pages: NextPage;
  className: string;
  children: ReactNode;
}) {
  return (
    <SpinnerButton
      className={className}
      busy={pages.isFetchingNextPage}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {children}
    </SpinnerButton>
  );
}
