import type { Relation, RelationAction } from '@koinonia/contracts';
import '@/features/relationship/relation.texts';

/**
 * What a member can do about another one. Each move is one call: `invite` posts
 * to relationships/, the others send their action to lock-update-relation/.
 * cancel, decline and remove all send `reject`; they differ in their toast.
 */
export const RELATION_MOVES = {
  invite: { action: null, toast: 'relation.toasts.invite' },
  cancel: { action: 'reject', toast: 'relation.toasts.cancel' },
  accept: { action: 'accept', toast: 'relation.toasts.accept' },
  decline: { action: 'reject', toast: 'relation.toasts.decline' },
  remove: { action: 'reject', toast: 'relation.toasts.remove' },
  block: { action: 'block', toast: 'relation.toasts.block' },
  unblock: { action: 'unblock', toast: 'relation.toasts.unblock' },
} as const satisfies Record<string, { action: RelationAction | null; toast: string }>;

export type RelationMove = keyof typeof RELATION_MOVES;

/** What the profile offers: the moves plus the 'Message' link. */
export type RelationOffer = RelationMove | 'message';

/**
 * The relation table of spec §4, row by row, for the member `me` looking at
 * another member. The order is the order of the buttons.
 */
export function offeredMoves(relation: Relation, me: string): RelationOffer[] {
  if (relation.blocked) return relation.blocked_by === me ? ['unblock'] : [];
  if (relation.status === 'PENDING') {
    // An outgoing pending invitation offers only its cancellation (no block).
    if (relation.sender === me) return ['cancel'];
    return ['accept', 'decline', 'block'];
  }
  if (relation.status === 'ACCEPTED') return ['message', 'remove', 'block'];
  return ['invite', 'block'];
}
