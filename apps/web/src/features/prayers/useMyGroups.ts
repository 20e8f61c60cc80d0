import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { groupListQueryOptions } from '@/features/groups/groups.public';

/** The member's groups and pages, every page of them (an intention may be shared in one). */
export function useMyGroups() {
  const groups = useInfiniteQuery(groupListQueryOptions({ query: 'mine' }));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = groups;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return groups.data?.pages.flatMap((page) => page.results) ?? [];
}
