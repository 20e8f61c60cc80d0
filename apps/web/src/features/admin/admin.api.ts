/** The admin console's calls (`/api/admin/…`) and the community's public profile. */
import type {
  AdminMember,
  AdminMemberPage,
  AdminRoleChange,
  AdminStats,
  CommunityProfile,
  CommunityProfilePatch,
  DetailResponse,
} from '@koinonia/contracts';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { base } from '@/shared/api/endpoints';
import { rememberCommunityProfile } from '@/shared/community/community-profile';

const adminUrl = base(import.meta.env.VITE_ADMIN_URL as string | undefined, '/api/admin');

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  members: (search: string, status: string) => ['admin', 'members', search, status] as const,
  community: ['admin', 'community'] as const,
};

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => apiRequest<AdminStats>(`${adminUrl}/stats/`),
  });
}

export function useAdminMembers(search: string, status: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.members(search, status),
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (search) params.set('search', search);
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiRequest<AdminMemberPage>(`${adminUrl}/members/${query ? `?${query}` : ''}`);
    },
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminRoleChange & { id: string }) =>
      apiRequest<AdminMember>(`${adminUrl}/members/${id}/`, { method: 'PATCH', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'members'] }),
        // The admin may have changed their own roles.
        queryClient.invalidateQueries({ queryKey: ['roles', 'me'] }),
      ]),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<DetailResponse>(`${adminUrl}/members/${id}/verification-mail/`, {
        method: 'POST',
      }),
  });
}

export const adminCommunityQuery = () =>
  queryOptions({
    queryKey: adminKeys.community,
    queryFn: () => apiRequest<CommunityProfile>(`${adminUrl}/community/`),
  });

export function useUpdateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommunityProfilePatch) =>
      apiRequest<CommunityProfile>(`${adminUrl}/community/`, { method: 'PATCH', body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(adminKeys.community, profile);
      rememberCommunityProfile(profile);
    },
  });
}

export function useInvite() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<DetailResponse>(`${adminUrl}/invitations/`, { method: 'POST', body: { email } }),
  });
}
