import { useQuery } from '@tanstack/react-query';
import { articleListQueryOptions } from './news.queries';

/**
 * Whether the reader may write articles (the community role `editor`): the list's answer says
 * it (`can_write`), the server deciding. Undefined while it is not known yet.
 */
export function useIsEditor(): boolean | undefined {
  const { data } = useQuery({
    ...articleListQueryOptions({}),
    select: (pages) => pages.pages[0]?.can_write ?? false,
  });
  return data;
}
