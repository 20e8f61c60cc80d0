/** What other modules may ask about relations, until the relationship module lands. */
import type { RelationshipStatus } from '../../db/schema.ts';
import type { RelationshipRepository } from './relationship.repository.ts';

export function createRelationshipService(repository: RelationshipRepository) {
  return {
    /** Friends: ACCEPTED and not blocked, in either direction. */
    countFriends: (userId: string) => repository.countFriends(userId),
    /** Invitations received and still PENDING. */
    countReceivedInvitations: (userId: string) => repository.countReceivedInvitations(userId),
    /** Used by the demo seed. */
    create: (senderId: string, receiverId: string, status: RelationshipStatus) =>
      repository.insert(senderId, receiverId, status),
  };
}

export type RelationshipService = ReturnType<typeof createRelationshipService>;
