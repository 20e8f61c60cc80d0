import type {
  Group,
  GroupKind,
  GroupListQuery,
  GroupMemberPage,
  GroupPage,
} from '@koinonia/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { groupsUrl } from '@/shared/api/endpoints';

/** Groups per page of a list. */
export const GROUP_PAGE_SIZE = 12;

/** Which of a group's member lists: its members, or the pending requests. */
export type MemberListStatus = 'MEMBER' | 'REQUESTED' | 'INVITED' | 'BANNED';

/** What a list of groups shows: a tab, the search text, and groups or pages only. */
export interface GroupListFilter {
  query: GroupListQuery;
  search?: string;
  kind?: GroupKind;
}

/** Query keys of the groups feature: one root. */
export const groupsKeys = {
  root: ['groups'] as const,
  lists: () => [...groupsKeys.root, 'list'] as const,
  list: (filter: GroupListFilter) => [...groupsKeys.lists(), filter] as const,
  invitationsCount: () => [...groupsKeys.root, 'invitations-count'] as const,
  detail: (id: string) => [...groupsKeys.root, 'group', id] as const,
  members: (id: string) => [...groupsKeys.detail(id), 'members'] as const,
  memberList: (id: string, status: MemberListStatus) =>
    [...groupsKeys.members(id), status] as const,
};

/** The URL of one group; its members, join and leave hang under it. */
export const groupUrl = (id: string) => `${groupsUrl}/${encodeURIComponent(id)}/`;

function listUrl(filter: GroupListFilter, cursor: string): string {
  const params = new URLSearchParams({ query: filter.query, limit: String(GROUP_PAGE_SIZE) });
  if (filter.search) params.set('search', filter.search);
  if (filter.kind) params.set('kind', filter.kind);
  if (cursor) params.set('cursor', cursor);
  return `${groupsUrl}/?${params.toString()}`;
}

/** GET /api/groups/?query=&search=&kind=&cursor=: one tab of /feed/groups, page by page. */
export const groupListQueryOptions = (filter: GroupListFilter) =>
  infiniteQueryOptions({
    queryKey: groupsKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<GroupPage>(listUrl(filter, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** GET /api/groups/invitations/count/: the badge of the 'Invitations' tab. */
export const invitationsCountQueryOptions = () =>
  queryOptions({
    queryKey: groupsKeys.invitationsCount(),
    queryFn: ({ signal }) =>
      apiRequest<{ count: number }>(`${groupsUrl}/invitations/count/`, { signal }),
  });

/** GET /api/groups/{id}/: one group (404 for a secret group to a non-member). */
export const groupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: groupsKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Group>(groupUrl(id), { signal }),
  });

/** GET /api/groups/{id}/members/?status=&cursor=: members or requests, page by page. */
export const groupMembersQueryOptions = (id: string, status: MemberListStatus) =>
  infiniteQueryOptions({
    queryKey: groupsKeys.memberList(id, status),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<GroupMemberPage>(`${groupUrl(id)}members/?${params.toString()}`, {
        signal,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
