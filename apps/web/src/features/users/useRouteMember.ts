import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { memberQueryOptions } from './users.queries';

/**
 * The member whose profile the page shows (the route's `:userId`): what a tab of another
 * member's profile reads; the profile's layout has asked for it already.
 */
export function useRouteMember() {
  const userId = useParams().userId ?? '';
  return useQuery(memberQueryOptions(userId)).data;
}
