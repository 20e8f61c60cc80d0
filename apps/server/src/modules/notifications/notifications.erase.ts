/** Deletion erases every notification to or about the member, and their push devices (ADR 0009). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function eraseNotificationsOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`delete from notifications
    where user_id = ${userId}::uuid or actor_id = ${userId}::uuid`);
  await db.execute(sql`delete from push_subscriptions where user_id = ${userId}::uuid`);
}
