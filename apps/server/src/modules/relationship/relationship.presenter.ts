/** Relation row → the relation of contracts relationship.ts (spec §3), field by field. */
import type { Relation } from '@koinonia/contracts';
import type { RelationRow } from './relationship.repository.ts';

export const NO_RELATION: Relation = {
  status: null,
  sender: null,
  blocked: false,
  blocked_by: null,
};

export function presentRelation(row: RelationRow | undefined): Relation {
  if (!row) return NO_RELATION;
  return {
    status: row.status,
    // A block ends any invitation (spec §4): there is no sender to show then.
    sender: row.status === null ? null : row.senderId,
    blocked: row.blocked,
    blocked_by: row.blockedBy,
  };
}
