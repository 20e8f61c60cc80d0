/** Direct database changes that only tests make (the clock cannot be moved through the API). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeTokens, type OneTimeTokenPurpose } from '../modules/auth/auth.schema.ts';
import { users } from '../modules/users/users.schema.ts';

/** The one-time tokens of this purpose that the member with this address holds. */
function tokensOf(database: Database, email: string, purpose: OneTimeTokenPurpose) {
  const owner = database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return and(eq(oneTimeTokens.purpose, purpose), inArray(oneTimeTokens.userId, owner));
}

/** Moves the member's tokens of `purpose` `ms` milliseconds into the past, as if sent then. */
export async function ageOneTimeTokens(
  database: Database,
  email: string,
  purpose: OneTimeTokenPurpose,
  ms: number,
): Promise<void> {
  await database.db
    .update(oneTimeTokens)
    .set({ createdAt: sql`${oneTimeTokens.createdAt} - ${`${ms} milliseconds`}::interval` })
    .where(tokensOf(database, email, purpose));
}

/** Moves every one-time token of this purpose and member one second into the past. */
export async function expireOneTimeTokens(
  database: Database,
  email: string,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  await database.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(tokensOf(database, email, purpose));
}
