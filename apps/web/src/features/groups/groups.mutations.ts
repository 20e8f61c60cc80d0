import type {
  CreateGroupBody,
  Group,
  GroupMember,
  MemberActionBody,
  UpdateGroupBody,
} from '@koinonia/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FIRST_STEP } from '@/shared/api/first-steps';
import { errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { groupsUrl } from '@/shared/api/endpoints';
import { notify } from '@/shared/toast/notify';
import { publicationsKeys } from '@/features/publications/publications.public';
import { groupsKeys, groupUrl } from './groups.queries';

/** A group as the server answered it: in place on its page, and every list reloads. */
function settle(queryClient: QueryClient, group: Group) {
  queryClient.setQueryData(groupsKeys.detail(group.id), group);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: groupsKeys.invitationsCount() }),
  ]);
}

/** POST /api/groups/: a group or a page; the creator is its owner. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => apiRequest<Group>(`${groupsUrl}/`, { body }),
    onSuccess: (group) => settle(queryClient, group),
  });
}

/** PATCH /api/groups/{id}/: owners and admins. */
export function useUpdateGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupBody) =>
      apiRequest<Group>(groupUrl(id), { method: 'PATCH', body }),
    onSuccess: (group) => settle(queryClient, group),
  });
}

/** DELETE /api/groups/{id}/: archives (owners only). */
export function useArchiveGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(groupUrl(id), { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsKeys.root }),
        queryClient.invalidateQueries({ queryKey: publicationsKeys.feed() }),
      ]),
  });
}

/** The member's own moves: join (or ask, or follow), leave (or cancel, refuse, unfollow). */
export type OwnMove = { kind: 'join'; message?: string } | { kind: 'leave' };

/**
 * POST /api/groups/{id}/join/ and /leave/. The group comes back with its new `my_status`;
 * the feeds reload (a group's publications join or leave the home feed). A refusal (409 for
 * a request already sent) shows the server's French sentence in a toast.
 */
export function useOwnMove(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: FIRST_STEP,
    mutationFn: (move: OwnMove) =>
      apiRequest<Group>(`${groupUrl(id)}${move.kind}/`, {
        body: move.kind === 'join' && move.message ? { message: move.message } : {},
      }),
    onSuccess: (group) =>
      Promise.all([
        settle(queryClient, group),
        queryClient.invalidateQueries({ queryKey: groupsKeys.members(id) }),
        queryClient.invalidateQueries({ queryKey: publicationsKeys.feed() }),
      ]),
    onError: (error) => {
      void notify(errorMessage(error), 'error');
      return queryClient.invalidateQueries({ queryKey: groupsKeys.detail(id) });
    },
  });
}

/** PATCH /api/groups/{id}/membership/: 'Notifier les nouvelles publications'. */
export function useNotifyPosts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notifyPosts: boolean) =>
      apiRequest<Group>(`${groupUrl(id)}membership/`, {
        method: 'PATCH',
        body: { notify_posts: notifyPosts },
      }),
    onMutate: (notifyPosts) => {
      const before = queryClient.getQueryData<Group>(groupsKeys.detail(id));
      if (before) {
        queryClient.setQueryData(groupsKeys.detail(id), { ...before, notify_posts: notifyPosts });
      }
      return before;
    },
    onSuccess: (group) => queryClient.setQueryData(groupsKeys.detail(id), group),
    onError: (error, _value, before) => {
      if (before) queryClient.setQueryData(groupsKeys.detail(id), before);
      void notify(errorMessage(error), 'error');
    },
  });
}

export interface MemberAction extends MemberActionBody {
  userId: string;
}

/**
 * POST /api/groups/{id}/members/{user_id}/: accept, reject, invite, remove, ban, set_role.
 * The member lists and the group (its counts) reload; a refusal shows in a toast.
 */
export function useMemberAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: MemberAction) =>
      apiRequest<GroupMember>(`${groupUrl(id)}members/${encodeURIComponent(userId)}/`, { body }),
    onError: (error) => void notify(errorMessage(error), 'error'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: groupsKeys.lists() }),
      ]),
  });
}
