/**
 * Seed generator for benchmarks: N verified members sharing one password, each with a few
 * friends. One argon2id hash is computed and reused, so seeding 10 000 members takes seconds.
 * Usage as a script: `npm run seed -w bench -- 5000` (into the database of the environment).
 */
import { sql } from 'drizzle-orm';
import { createPasswordHasher } from '../apps/server/src/platform/passwords.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { bundledTerms } from '../apps/server/src/modules/terms/terms.document.ts';
import { createTermsRepository } from '../apps/server/src/modules/terms/terms.repository.ts';

export const BENCH_PASSWORD = 'Banc-d-essai-2026';
/** Shared by every node of a benchmark, so tokens minted by the bench are valid on each. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
/** The web push key pair of every node of a benchmark (required with DATABASE_URL, as the secret). */
export const BENCH_VAPID = {
  VAPID_PUBLIC_KEY:
    'BHc9yLhBPJa5XuXBoTEOM8LEbVc8e2tNuvjAXsFHGtTnZfuYwQaLdXG0OLcJJuPOJ6qumbnHaNe7JT4yUhArNFE',
  VAPID_PRIVATE_KEY: 'N76-3pnRoF9Xquf4KTU_ablsaA4RDT01TFVkEFjUh7I',
};

export interface SeedOptions {
  members: number;
  friendsPerMember: number;
}

export interface SeededMember {
  id: string;
  email: string;
}

// 32 × 32 names, accents included, so that search meets realistic spreads of similar names.
const FIRST_NAMES = [
  'Marie',
  'Jean',
  'Hélène',
  'Luc',
  'Anne',
  'Paul',
  'Claire',
  'Pierre',
  'Élise',
  'Thomas',
  'Agnès',
  'Matthieu',
  'Cécile',
  'Joseph',
  'Bénédicte',
  'François',
  'Sophie',
  'Étienne',
  'Thérèse',
  'André',
  'Lucie',
  'Benoît',
  'Marthe',
  'Jérôme',
  'Noémie',
  'Grégoire',
  'Aurélie',
  'Théo',
  'Inès',
  'Raphaël',
  'Zoé',
  'Gaël',
];
const LAST_NAMES = [
  'Dupont',
  'Martin',
  'Lefèvre',
  'Moreau',
  'Girard',
  'Roux',
  'Fournier',
  'Bernard',
  'Petit',
  'Durand',
  'Leroy',
  'Morel',
  'Simon',
  'Laurent',
  'Michel',
  'Garcia',
  'Bonnet',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Gauthier',
  'Perrin',
  'Roussel',
  'Lemaître',
  'Faure',
  'André',
  'Brunet',
  'Rolland',
];

export async function seedMembers(db: Db, options: SeedOptions): Promise<SeededMember[]> {
  const passwordHash = await createPasswordHasher(1).hash(BENCH_PASSWORD);
  const members: SeededMember[] = [];
  const batch = 500;
  for (let start = 0; start < options.members; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(start + batch, options.members); i += 1) {
      const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Marie';
      const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Dupont';
      rows.push(
        sql`(${`membre.${i}@banc.koinonia.local`}, ${passwordHash}, ${first}, ${last}, now())`,
      );
    }
    const result = await db.execute<{ id: string; email: string }>(sql`
      insert into users (email, password_hash, first_name, last_name, email_verified_at)
      values ${sql.join(rows, sql`, `)}
      returning id, email`);
    members.push(...rowsOf<SeededMember>(result));
  }
  // Every member accepted the current terms, as at sign-up: else the server's terms gate would
  // refuse their writes (docs/help-and-terms.md).
  const terms = createTermsRepository(db);
  if ((await terms.current()) === undefined) await terms.publish(bundledTerms());
  const current = await terms.current();
  if (current) {
    await db.execute(sql`
      insert into member_consents (user_id, kind, version)
      select u.id, k.kind, ${current.version} from users u
        cross join (values ('terms'), ('religious_data')) as k(kind)
      on conflict do nothing`);
  }
  // Member i befriends the next `friendsPerMember` members: a ring, so every pair is unique.
  const pairs = [];
  for (let i = 0; i < members.length; i += 1) {
    for (let k = 1; k <= options.friendsPerMember && k < members.length; k += 1) {
      const a = members[i];
      const b = members[(i + k) % members.length];
      if (a && b && (i + k) % members.length > i) {
        pairs.push(sql`(${a.id}::uuid, ${b.id}::uuid, 'ACCEPTED')`);
      }
    }
  }
  for (let start = 0; start < pairs.length; start += batch) {
    await db.execute(sql`
      insert into relationships (sender_id, receiver_id, status)
      values ${sql.join(pairs.slice(start, start + batch), sql`, `)}`);
  }
  // A live database has been vacuumed and analysed by autovacuum; a fresh bulk load has not
  // (its GIN pending list is unmerged and the planner has no statistics). Measure steady state.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze relationships`);
  return members;
}

/** PGlite answers `{rows}`, node-postgres a result with `rows` too. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
