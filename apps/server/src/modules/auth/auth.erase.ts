/**
 * Deletion erases the member's sessions (and their cutoff), mailed links and failed sign-ins
 * (ADR 0009); the failures are also keyed by the address, which the users module then replaces.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function eraseAuthOf(
  db: Db,
  userId: string,
  email: string | undefined,
): Promise<void> {
  const me = sql`${userId}::uuid`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from refresh_tokens where user_id = ${me}`);
    await tx.execute(sql`delete from session_cutoffs where user_id = ${me}`);
    await tx.execute(sql`delete from one_time_tokens where user_id = ${me}`);
    await tx.execute(sql`delete from sign_in_failures
      where user_id = ${me} or lower(email) = lower(${email ?? ''})`);
  });
}
