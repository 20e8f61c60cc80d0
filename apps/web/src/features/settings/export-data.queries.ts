/**
 * 'Télécharger mes données': the member's archives (`GET {userUrl}/export/`), asking
 * for one (`POST`), and downloading one with the bearer token (`GET {userUrl}/export/{id}/`).
 */
import type { DataExportList, DataExportRequested } from '@koinonia/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { downloadFile } from '@/shared/api/download-file';
import { userUrl } from '@/shared/api/endpoints';
import { settingsKeys } from '@/shared/settings/member-settings';

export const exportKeys = {
  list: () => [...settingsKeys.root, 'exports'] as const,
};

const exportUrl = `${userUrl}/export/`;

/** While an archive is being built, asked again every few seconds until it is ready. */
const PREPARING_POLL_MS = 5000;

export const exportsQueryOptions = () =>
  queryOptions({
    queryKey: exportKeys.list(),
    queryFn: ({ signal }) => apiRequest<DataExportList>(exportUrl, { signal }),
    refetchInterval: (query) =>
      query.state.data?.results.some((archive) => archive.ready_at === null)
        ? PREPARING_POLL_MS
        : false,
  });

export function useDataExports() {
  return useQuery(exportsQueryOptions());
}

/** POST {userUrl}/export/: the archive is built on the server and announced by mail. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExportRequested>(exportUrl, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportKeys.list() }),
  });
}

/** `koinonia-mes-donnees-2026-11-24.zip`, as the server names it too. */
export const archiveFileName = (createdAt: string) =>
  `koinonia-mes-donnees-${createdAt.slice(0, 10)}.zip`;

/** Saves the archive: fetched with the member's token, never a public link. */
export function useDownloadDataExport() {
  return useMutation({
    mutationFn: ({ id, createdAt }: { id: string; createdAt: string }) =>
      downloadFile(`${exportUrl}${id}/`, archiveFileName(createdAt)),
  });
}
