import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { relationQueryOptions } from '@/features/relationship/relationship.public';
import { memberQueryOptions } from '@/features/users/users.public';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { SEND_TOAST_MS } from '@/shared/constants';
import { getUserId } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';

/** The relation's loading state as spec §4 names it. */
export type RelationLoadState = 'init' | 'pending' | 'success' | 'error';

/** The member of the page (from the URL), our relation with them, and me. */
export function usePeopleProfile() {
  const userId = useParams().userId ?? '';
  const member = useQuery(memberQueryOptions(userId));
  const relation = useQuery({ ...relationQueryOptions(userId), enabled: userId !== '' });
  const me = getUserId() ?? '';

  const relationState: RelationLoadState = !userId
    ? 'init'
    : relation.isFetching || relation.isPending
      ? 'pending'
      : relation.isError
        ? 'error'
        : 'success';

  // Spec §8: a relation load failure shows an error toast. An unknown member
  // already reads 'Membre introuvable' on the page, so no toast for a 404.
  const failure = relation.isError ? relation.error : null;
  useEffect(() => {
    if (failure && !(failure instanceof ApiError && failure.status === 404)) {
      void notify(errorMessage(failure), 'error', SEND_TOAST_MS);
    }
  }, [failure]);

  const notFound =
    member.isError && member.error instanceof ApiError && member.error.status === 404;
  const blockedByMe = relation.data?.blocked === true && relation.data.blocked_by === me;

  return { userId, me, member, relation, relationState, notFound, blockedByMe };
}
