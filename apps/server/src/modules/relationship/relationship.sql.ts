/** The relationship module's own SQL, for its repository and its public fragments. */
import { type SQL, sql } from 'drizzle-orm';

/**
 * The relationships row aliased `alias` is the pair {a, b}, in either direction: the one
 * definition of the pair match (it follows the unique index on least/greatest).
 */
export function samePair(alias: string, a: SQL, b: SQL): SQL {
  const r = sql.raw(alias);
  return sql`least(${r}.sender_id, ${r}.receiver_id) = least(${a}, ${b})
    and greatest(${r}.sender_id, ${r}.receiver_id) = greatest(${a}, ${b})`;
}
