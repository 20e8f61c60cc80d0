/** Deletion erases the member's preferences (ADR 0009). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function eraseSettingsOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`delete from user_settings where user_id = ${userId}::uuid`);
}
