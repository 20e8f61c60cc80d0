import type {
  CreateParishRequestBody,
  ParishExceptionBody,
  ParishProfileBody,
  ParishRequest,
  ParishRequestList,
  ParishRequestStatus,
  ParishSchedule,
  ParishTimeBody,
} from '@koinonia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { groupsUrl } from '@/shared/api/endpoints';

/** The parish's API lives under the groups' (`/api/groups/{id}/schedule/`, `/requests/`). */
const page = (groupId: string) => `${groupsUrl}/${encodeURIComponent(groupId)}`;

/** The schedule's address: the service worker keeps its answers for offline reading. */
export const scheduleUrl = (groupId: string) => `${page(groupId)}/schedule/`;
export const scheduleIcsUrl = (groupId: string) => `${page(groupId)}/schedule.ics`;

export const parishKeys = {
  schedule: (groupId: string) => ['parish', groupId, 'schedule'] as const,
  requests: (groupId: string) => ['parish', groupId, 'requests'] as const,
  request: (groupId: string, id: string) => ['parish', groupId, 'requests', id] as const,
};

/** The schedule for the coming `weeks` (the server's 4 when not said). */
export const scheduleQueryOptions = (groupId: string, weeks?: number) =>
  queryOptions({
    queryKey: [...parishKeys.schedule(groupId), weeks ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<ParishSchedule>(
        weeks === undefined ? scheduleUrl(groupId) : `${scheduleUrl(groupId)}?weeks=${weeks}`,
        { signal },
      ),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const requestsQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: parishKeys.requests(groupId),
    queryFn: ({ signal }) =>
      apiRequest<ParishRequestList>(`${page(groupId)}/requests/`, { signal }),
  });

export const requestQueryOptions = (groupId: string, id: string) =>
  queryOptions({
    queryKey: parishKeys.request(groupId, id),
    queryFn: ({ signal }) =>
      apiRequest<ParishRequest>(`${page(groupId)}/requests/${encodeURIComponent(id)}/`, {
        signal,
      }),
  });

/** The French sentence of a refusal: a field's own sentence when the server names one. */
export function parishError(error: unknown): string {
  if (error instanceof ApiError) {
    const details = Object.values(error.details);
    if (details.length > 0) return details.join(' ');
  }
  return errorMessage(error);
}

/** A write of the schedule (admins): the server answers the schedule, put in its place. */
function useScheduleWrite<Input>(
  request: (input: Input) => Promise<ParishSchedule>,
  groupId: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parishKeys.schedule(groupId) }),
  });
}

export const useSaveProfile = (groupId: string) =>
  useScheduleWrite(
    (body: ParishProfileBody) =>
      apiRequest<ParishSchedule>(`${page(groupId)}/parish/`, { method: 'PUT', body }),
    groupId,
  );

export const useAddTime = (groupId: string) =>
  useScheduleWrite(
    (body: ParishTimeBody) =>
      apiRequest<ParishSchedule>(`${page(groupId)}/schedule/times/`, { method: 'POST', body }),
    groupId,
  );

export const useDeleteTime = (groupId: string) =>
  useScheduleWrite(
    (id: string) =>
      apiRequest<ParishSchedule>(`${page(groupId)}/schedule/times/${encodeURIComponent(id)}/`, {
        method: 'DELETE',
      }),
    groupId,
  );

export const useAddException = (groupId: string) =>
  useScheduleWrite(
    (body: ParishExceptionBody) =>
      apiRequest<ParishSchedule>(`${page(groupId)}/schedule/exceptions/`, {
        method: 'POST',
        body,
      }),
    groupId,
  );

export const useDeleteException = (groupId: string) =>
  useScheduleWrite(
    (id: string) =>
      apiRequest<ParishSchedule>(
        `${page(groupId)}/schedule/exceptions/${encodeURIComponent(id)}/`,
        { method: 'DELETE' },
      ),
    groupId,
  );

/** 'Envoyer la demande': the lists reload. */
export function useCreateRequest(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateParishRequestBody) =>
      apiRequest<ParishRequest>(`${page(groupId)}/requests/`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parishKeys.requests(groupId) }),
  });
}

/** A request's status change (admins) or a message: the request and the lists reload. */
export function useRequestWrite(groupId: string, id: string) {
  const queryClient = useQueryClient();
  const onSuccess = async (request: ParishRequest) => {
    queryClient.setQueryData(parishKeys.request(groupId, id), request);
    await queryClient.invalidateQueries({ queryKey: parishKeys.requests(groupId), exact: true });
  };
  const url = `${page(groupId)}/requests/${encodeURIComponent(id)}/`;
  return {
    status: useMutation({
      mutationFn: (status: ParishRequestStatus) =>
        apiRequest<ParishRequest>(url, { method: 'PATCH', body: { status } }),
      onSuccess,
    }),
    message: useMutation({
      mutationFn: (body: string) =>
        apiRequest<ParishRequest>(`${url}messages/`, { method: 'POST', body: { body } }),
      onSuccess,
    }),
  };
}
