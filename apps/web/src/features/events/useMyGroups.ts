import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { groupListQueryOptions } from '@/features/groups/groups.public';

/** The member's groups, every page (a group's event chooses among them). */
export function useMyGroups(enabled: boolean) {
  const groups = useInfiniteQuery({ ...groupListQueryOptions({ query: 'mine' }), enabled });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = groups;
  useEffect(() => {
    if (enabled && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [enabled, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    groups: groups.data?.pages.flatMap((page) => page.results) ?? [],
    pending: enabled && groups.isPending,
  };
}
