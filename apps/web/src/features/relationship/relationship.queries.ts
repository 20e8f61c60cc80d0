import type { Relation, RelationAction } from '@koinonia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FIRST_STEP } from '@/shared/api/first-steps';
import { apiRequest } from '@/shared/api/client';
import { relationShipUrl, userUrl } from '@/shared/api/endpoints';
import { usersKeys } from '@/features/users/users.public';
import { errorMessage } from '@/shared/api/api-error';
import { SEND_TOAST_MS } from '@/shared/constants';
import { t } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import type { RelationMove } from './relation-moves';
import { RELATION_MOVES } from './relation-moves';
import '@/features/relationship/relation.texts';

/** Query keys of the relationship feature: one root. */
export const relationshipKeys = {
  root: ['relationship'] as const,
  relation: (userId: string) => [...relationshipKeys.root, 'relation', userId] as const,
};

/** GET {userUrl}/get_user_relation/{userId}/ (spec §7). */
export const relationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: relationshipKeys.relation(userId),
    queryFn: ({ signal }) =>
      apiRequest<Relation>(`${userUrl}/get_user_relation/${userId}/`, { signal }),
  });

/** Sends one move: an invitation, or one of the four actions of lock-update-relation. */
export function sendRelationMove(receiver: string, move: RelationMove): Promise<Relation> {
  const action: RelationAction | null = RELATION_MOVES[move].action;
  return action
    ? apiRequest<Relation>(`${relationShipUrl}/lock-update-relation/`, {
        body: { receiver, action },
      })
    : apiRequest<Relation>(`${relationShipUrl}/relationships/`, { body: { receiver } });
}

/**
 * A relation move, with its toast: the success sentence of spec §8, or the
 * server's `error` for 3 s (spec §8). Afterwards the relation is reloaded (spec
 * §4) and so are the profile (its counts), the member and every member list.
 * The callbacks belong to the mutation, so they run even when the row that
 * started it has left the screen.
 */
export function useRelationMoveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: FIRST_STEP,
    mutationFn: ({ receiver, move }: { receiver: string; move: RelationMove }) =>
      sendRelationMove(receiver, move),
    onSuccess: (_data, { move }) => {
      void notify(t(RELATION_MOVES[move].toast), 'success', SEND_TOAST_MS);
    },
    onError: (error) => {
      void notify(errorMessage(error), 'error', SEND_TOAST_MS);
    },
    onSettled: async (_data, _error, { receiver }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: relationshipKeys.relation(receiver) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.member(receiver) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.searches() }),
      ]);
    },
  });
}

/** A move and which one runs (for its spinner); every button waits while one runs. */
export function useRelationMove() {
  const mutation = useRelationMoveMutation();
  return {
    run: (receiver: string, move: RelationMove) => mutation.mutate({ receiver, move }),
    running: mutation.isPending ? (mutation.variables?.move ?? null) : null,
    busy: mutation.isPending,
    /** The last move that succeeded. */
    done: mutation.isSuccess ? mutation.variables.move : null,
  };
}
