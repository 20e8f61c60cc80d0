/** Deletion erases every relation of the member: friendships, invitations and blocks (ADR 0009). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function eraseRelationsOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`delete from relationships
    where sender_id = ${userId}::uuid or receiver_id = ${userId}::uuid`);
}
