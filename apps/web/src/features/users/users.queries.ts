import type {
  MemberPage,
  MemberProfile,
  OnboardingProgress,
  PictureCategory,
  ProfileUpdate,
  UserFiles,
  UserProfile,
} from '@koinonia/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FIRST_STEP } from '@/shared/api/first-steps';
import { apiRequest, arrivedEarly, arrivedEarlyPage, earlyStaleTime } from '@/shared/api/client';
import { userUrl } from '@/shared/api/endpoints';
import { listUrl, profileUrl, userFilesUrl } from './users.urls';

/**
 * GET: the member's 'Bienvenue' checklist (WelcomeChecklist). Here rather than in users.urls.ts,
 * which the entry chunk holds (the routes' loaders): nothing of the checklist goes there.
 */
const onboardingUrl = `${userUrl}/onboarding/`;

/** The lists of `GET /api/users/?query=` (spec §7; `suggestion` is ours). */
export type MemberListKind = 'friend' | 'invitation' | 'demande' | 'suggestion' | 'blocked';

/** Query keys of the users feature: one root. */
export const usersKeys = {
  root: ['users'] as const,
  profile: () => [...usersKeys.root, 'profil'] as const,
  files: () => [...usersKeys.root, 'files'] as const,
  onboarding: () => [...usersKeys.root, 'onboarding'] as const,
  member: (userId: string) => [...usersKeys.root, 'member', userId] as const,
  lists: () => [...usersKeys.root, 'list'] as const,
  list: (kind: MemberListKind) => [...usersKeys.lists(), kind] as const,
  searches: () => [...usersKeys.root, 'search'] as const,
  search: (text: string) => [...usersKeys.searches(), text] as const,
};

/** GET {userUrl}/profil/: the current member (spec §7). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.profile(),
    queryFn: ({ signal }) => apiRequest<UserProfile>(profileUrl, { signal }),
    // The profile the layout's loader asked for, if it has arrived (ADR 0010).
    initialData: () => arrivedEarly<UserProfile>(profileUrl),
    staleTime: earlyStaleTime,
  });

/** The current member; states loading, error and success (spec §4). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * GET {userUrl}/onboarding/: the 'Bienvenue' checklist's progress. Asked again each time the home
 * page mounts (no stale time), so a step done elsewhere is ticked on the way back.
 */
export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.onboarding(),
    queryFn: ({ signal }) => apiRequest<OnboardingProgress>(onboardingUrl, { signal }),
  });

/** GET {userUrl}/user_files/: the member's past profile and cover pictures. */
export const userFilesQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.files(),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<UserFiles>(userFilesUrl, { signal });
      } catch (error) {
        // Spec §8: a photo list load failure is only logged.
        console.error('Photo list load failed', error);
        throw error;
      }
    },
    initialData: () => arrivedEarly<UserFiles>(userFilesUrl),
    staleTime: earlyStaleTime,
  });

/** GET {userUrl}/{userId}/: another member's profile (404 when unknown or blocked). */
export const memberQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: usersKeys.member(userId),
    queryFn: ({ signal }) => apiRequest<MemberProfile>(`${userUrl}/${userId}/`, { signal }),
  });

/** One of the member lists, page by page through the `next` cursor. */
export const memberListQueryOptions = (kind: MemberListKind) =>
  infiniteQueryOptions({
    queryKey: usersKeys.list(kind),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<MemberPage>(listUrl({ query: kind, cursor: pageParam }), { signal }),
    initialData: () => arrivedEarlyPage<MemberPage>(listUrl({ query: kind, cursor: '' })),
    staleTime: earlyStaleTime,
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** Member search (`?search=`), page by page. */
export const memberSearchQueryOptions = (text: string) =>
  infiniteQueryOptions({
    queryKey: usersKeys.search(text),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<MemberPage>(listUrl({ search: text, cursor: pageParam }), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: text.length > 0,
  });

/** PATCH {userUrl}/profil/: the member edits their own profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: FIRST_STEP,
    mutationFn: (body: ProfileUpdate) =>
      apiRequest<UserProfile>(`${userUrl}/profil/`, { method: 'PATCH', body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(usersKeys.profile(), profile);
    },
  });
}

/** POST {userUrl}/upload_picture/ (spec §7), then the profile and photo lists reload. */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: FIRST_STEP,
    mutationFn: (body: { categorie: PictureCategory; file_url: string }) =>
      apiRequest<UserProfile>(`${userUrl}/upload_picture/`, { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.files() }),
      ]);
    },
  });
}

/**
 * The member whose profile the page shows (the route's `:userId`): what a tab of another
 * member's profile reads; the profile's layout has asked for it already.
 */
export function useRouteMember() {
  const userId = useParams().userId ?? '';
  return useQuery(memberQueryOptions(userId)).data;
}
