/**
 * What deletion erases of a member in the publications module (ADR 0009): their publications
 * (with the photos, comments and reactions they carry), every reaction they gave and their
 * favourites. Their comments under others' publications stay, signed 'Membre supprimé' by the
 * emptied account.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function erasePublicationsOf(db: Db, userId: string): Promise<void> {
  const me = sql`${userId}::uuid`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from publications where author_id = ${me}`);
    await tx.execute(sql`delete from publication_reactions where user_id = ${me}`);
    await tx.execute(sql`delete from comment_reactions where user_id = ${me}`);
    await tx.execute(sql`delete from saved_publications where user_id = ${me}`);
  });
}
