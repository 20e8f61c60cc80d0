import type {
  RotaAwayList,
  RotaCall,
  RotaCandidates,
  RotaFeed,
  RotaMine,
  RotaService,
  RotaServiceList,
  RotaSlot,
  RotaUncovered,
} from '@koinonia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { notify } from '@/shared/toast/notify';

/** The rotas API (docs/adr/0028-volunteer-rotas.md); only this feature's lazy chunks call it. */
const SERVICES = '/api/services';
const groupUrl = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}/services`;
const slotUrl = (slotId: string, tail: string) =>
  `${SERVICES}/slots/${encodeURIComponent(slotId)}/${tail}`;

export const rotasKeys = {
  root: ['rotas'] as const,
  group: (groupId: string) => ['rotas', 'group', groupId] as const,
  uncovered: (groupId: string) => ['rotas', 'uncovered', groupId] as const,
  mine: ['rotas', 'mine'] as const,
  away: ['rotas', 'away'] as const,
  candidates: (slotId: string) => ['rotas', 'candidates', slotId] as const,
};

export const groupServicesOptions = (groupId: string) =>
  queryOptions({
    queryKey: rotasKeys.group(groupId),
    queryFn: ({ signal }) => apiRequest<RotaServiceList>(`${groupUrl(groupId)}/`, { signal }),
  });

export const uncoveredOptions = (groupId: string) =>
  queryOptions({
    queryKey: rotasKeys.uncovered(groupId),
    queryFn: ({ signal }) =>
      apiRequest<RotaUncovered>(`${groupUrl(groupId)}/uncovered/`, { signal }),
  });

export const mineOptions = () =>
  queryOptions({
    queryKey: rotasKeys.mine,
    queryFn: ({ signal }) => apiRequest<RotaMine>(`${SERVICES}/mine/`, { signal }),
  });

export const awayOptions = () =>
  queryOptions({
    queryKey: rotasKeys.away,
    queryFn: ({ signal }) => apiRequest<RotaAwayList>(`${SERVICES}/away/`, { signal }),
  });

export const candidatesOptions = (slotId: string) =>
  queryOptions({
    queryKey: rotasKeys.candidates(slotId),
    queryFn: ({ signal }) => apiRequest<RotaCandidates>(slotUrl(slotId, 'candidates/'), { signal }),
  });

/** The French sentence of a refusal: a field's own sentence when the server names one. */
export function rotasError(error: unknown): string {
  if (error instanceof ApiError) {
    const details = Object.values(error.details);
    if (details.length > 0) return details.join(' ');
  }
  return errorMessage(error);
}

/** A write of the rotas: every rotas list is read again after it; a refusal is a toast. */
function useRotaMutation<Input, Output>(
  send: (input: Input) => Promise<Output>,
  done?: string | ((output: Output) => string),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (output) => {
      void queryClient.invalidateQueries({ queryKey: rotasKeys.root });
      if (done) void notify(typeof done === 'string' ? done : done(output), 'success');
    },
    onError: (error) => void notify(rotasError(error), 'error'),
  });
}

export const useAnswer = (done: string) =>
  useRotaMutation(
    ({ slotId, answer }: { slotId: string; answer: 'accept' | 'decline' }) =>
      apiRequest<RotaSlot>(slotUrl(slotId, 'answer/'), { method: 'POST', body: { answer } }),
    done,
  );

export const useReplacement = (done: string) =>
  useRotaMutation(
    (slotId: string) => apiRequest<RotaSlot>(slotUrl(slotId, 'replacement/'), { method: 'POST' }),
    done,
  );

export const useOpenSlot = () =>
  useRotaMutation(({ slotId, open }: { slotId: string; open: boolean }) =>
    apiRequest<RotaSlot>(slotUrl(slotId, ''), { method: 'PATCH', body: { open } }),
  );

export const useAssign = (done: string) =>
  useRotaMutation(
    ({ slotId, userId }: { slotId: string; userId: string }) =>
      apiRequest<RotaSlot>(slotUrl(slotId, 'assign/'), {
        method: 'POST',
        body: { user_id: userId },
      }),
    done,
  );

export const useCreateService = (groupId: string, done: string) =>
  useRotaMutation(
    (body: { name: string; places: number; weekday: number; time: string }) =>
      apiRequest<RotaService>(`${groupUrl(groupId)}/`, { method: 'POST', body }),
    done,
  );

export const useCall = (groupId: string, done: (count: number) => string) =>
  useRotaMutation(
    (text: string) =>
      apiRequest<RotaCall>(`${groupUrl(groupId)}/uncovered/message/`, {
        method: 'POST',
        body: { text },
      }),
    (answer) => done(answer.recipients),
  );

export const useAddAway = () =>
  useRotaMutation((body: { from: string; to: string }) =>
    apiRequest<RotaAwayList>(`${SERVICES}/away/`, { method: 'POST', body }),
  );

export const useRemoveAway = () =>
  useRotaMutation((id: string) =>
    apiRequest<RotaAwayList>(`${SERVICES}/away/${encodeURIComponent(id)}/`, { method: 'DELETE' }),
  );

export const fetchFeed = () => apiRequest<RotaFeed>(`${SERVICES}/calendar/`);
