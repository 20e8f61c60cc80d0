import type {
  CloseAccountBody,
  CloseAccountResponse,
  changeEmailBodySchema,
  changePasswordBodySchema,
  DetailResponse,
  Settings,
  UpdateSettingsBody,
} from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { userUrl } from '@/shared/api/endpoints';
import { t } from '@/shared/i18n/i18n';
import { clearSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { mergeSettings } from './settings-merge';
import { sessionsUrl, settingsKeys, settingsUrl } from './settings.queries';
import '@/features/settings/settings.texts';

const UPDATE_SETTINGS = ['settings', 'update'] as const;

/**
 * PATCH {userUrl}/settings/: a choice shows at once (optimistic); a refusal puts back what was
 * there and says so in a toast. The server's whole answer replaces the cache once no other
 * change is on its way, so a quick second click is never overwritten by the first answer.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const key = settingsKeys.settings();
  return useMutation({
    mutationKey: UPDATE_SETTINGS,
    mutationFn: (patch: UpdateSettingsBody) =>
      apiRequest<Settings>(settingsUrl, { method: 'PATCH', body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Settings>(key);
      if (previous) queryClient.setQueryData<Settings>(key, mergeSettings(previous, patch));
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
      void notify(t('settings.saveFailed'), 'error');
    },
    onSuccess: (settings) => {
      if (queryClient.isMutating({ mutationKey: UPDATE_SETTINGS }) <= 1) {
        queryClient.setQueryData(key, settings);
      }
    },
  });
}

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

/** POST {userUrl}/change-password/: this session stays, every other one is signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest<DetailResponse>(`${userUrl}/change-password/`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

/** POST {userUrl}/change-email/: a link goes to the new address; nothing changes before. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody) =>
      apiRequest<DetailResponse>(`${userUrl}/change-email/`, { body }),
  });
}

/** POST {userUrl}/settings/test-mail/: a mail to the member's own address, said in a toast. */
export function useSendTestMail() {
  return useMutation({
    mutationFn: () => apiRequest<null>(`${settingsUrl}test-mail/`, { method: 'POST' }),
    onSuccess: () => void notify(t('settings.communication.testSent'), 'success'),
    onError: (error) => void notify(errorMessage(error), 'error'),
  });
}

/** DELETE {authUrl}/sessions/{id}/: that device is signed out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`${sessionsUrl}${encodeURIComponent(id)}/`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

/** POST {authUrl}/sessions/sign-out-others/: every device but this one. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<DetailResponse>(`${sessionsUrl}sign-out-others/`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

/**
 * POST {userUrl}/close-account/: the server signs every session out, this one too; the tokens
 * and every cached list of this browser go with it.
 */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseAccountBody) =>
      apiRequest<CloseAccountResponse>(`${userUrl}/close-account/`, { body }),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
