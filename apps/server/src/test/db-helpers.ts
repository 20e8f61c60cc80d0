/** Direct database changes that only tests make (the clock cannot be moved through the API). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeTokens, type OneTimeTokenPurpose } from '../modules/auth/auth.schema.ts';
import { users } from '../modules/users/users.schema.ts';

/** Moves every one-time token of this purpose and member one second into the past. */
export async function expireOneTimeTokens(
  database: Database,
  email: string,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  const owner = database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  await database.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(oneTimeTokens.purpose, purpose), inArray(oneTimeTokens.userId, owner)));
}
