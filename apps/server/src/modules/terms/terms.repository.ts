/** The terms module's SQL: `terms_versions` and `member_consents`. */
import type { ConsentKind } from '@koinonia/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberConsents, termsVersions } from './terms.schema.ts';

export type TermsVersionRow = typeof termsVersions.$inferSelect;

export function createTermsRepository(db: Db) {
  return {
    /** The last published version (by time, then name), or undefined before the first. */
    async current(): Promise<TermsVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(termsVersions)
        .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.version))
        .limit(1);
      return row;
    },

    /** false when that version name is taken already. */
    async publish(version: {
      version: string;
      title: string;
      body: string;
      publishedAt?: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(termsVersions)
        .values(version)
        .onConflictDoNothing()
        .returning({ version: termsVersions.version });
      return inserted.length > 0;
    },

    async versions(): Promise<Omit<TermsVersionRow, 'body'>[]> {
      return db
        .select({
          version: termsVersions.version,
          title: termsVersions.title,
          publishedAt: termsVersions.publishedAt,
        })
        .from(termsVersions)
        .orderBy(asc(termsVersions.publishedAt));
    },

    /** Records the consents given (a consent already given for that version stays as it was). */
    async consent(userId: string, version: string, kinds: readonly ConsentKind[]): Promise<void> {
      await db
        .insert(memberConsents)
        .values(kinds.map((kind) => ({ userId, kind, version })))
        .onConflictDoNothing();
    },

    /** The kinds of consent the member gave for `version`. */
    async kindsGiven(userId: string, version: string): Promise<Set<string>> {
      const rows = await db
        .select({ kind: memberConsents.kind })
        .from(memberConsents)
        .where(and(eq(memberConsents.userId, userId), eq(memberConsents.version, version)));
      return new Set(rows.map((row) => row.kind));
    },

    /** Whether the member ever gave any consent (an earlier version accepted). */
    async hasAny(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: memberConsents.id })
        .from(memberConsents)
        .where(eq(memberConsents.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    async consentsOf(userId: string) {
      return db
        .select({
          kind: memberConsents.kind,
          version: memberConsents.version,
          givenAt: memberConsents.givenAt,
        })
        .from(memberConsents)
        .where(eq(memberConsents.userId, userId))
        .orderBy(asc(memberConsents.givenAt), asc(memberConsents.kind));
    },

    async eraseOf(userId: string): Promise<void> {
      await db.delete(memberConsents).where(eq(memberConsents.userId, userId));
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;
