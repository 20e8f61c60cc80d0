/** The only file that touches the relationships table (the full module comes later). */
import { and, count, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { relationships, type RelationshipStatus } from '../../db/schema.ts';

export function createRelationshipRepository(db: Db) {
  return {
    async countFriends(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(relationships)
        .where(
          and(
            or(eq(relationships.senderId, userId), eq(relationships.receiverId, userId)),
            eq(relationships.status, 'ACCEPTED'),
            eq(relationships.blocked, false),
          ),
        );
      return row?.value ?? 0;
    },

    async countReceivedInvitations(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(relationships)
        .where(
          and(
            eq(relationships.receiverId, userId),
            eq(relationships.status, 'PENDING'),
            eq(relationships.blocked, false),
          ),
        );
      return row?.value ?? 0;
    },

    async insert(senderId: string, receiverId: string, status: RelationshipStatus): Promise<void> {
      await db.insert(relationships).values({ senderId, receiverId, status });
    },
  };
}

export type RelationshipRepository = ReturnType<typeof createRelationshipRepository>;
