/** The only file that touches refresh_tokens, one_time_tokens and sign_in_failures. */
import { and, count, eq, gt, isNull, lt, min, ne, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  oneTimeTokens,
  type OneTimeTokenPurpose,
  refreshTokens,
  signInFailures,
} from './auth.schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createAuthRepository(db: Db) {
  return {
    async insertOneTimeToken(input: {
      userId: string;
      purpose: OneTimeTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(oneTimeTokens).values(input);
    },

    /**
     * Spends a one-time token in one statement, so two concurrent uses cannot both succeed.
     * Returns the member id, or undefined when unknown, used or expired.
     */
    async consumeOneTimeToken(
      purpose: OneTimeTokenPurpose,
      tokenHash: string,
    ): Promise<string | undefined> {
      const now = new Date();
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      return row?.userId;
    },

    /** Marks every unused token of this purpose as used (after a password reset). */
    async spendAllOneTimeTokens(userId: string, purpose: OneTimeTokenPurpose): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        );
    },

    async insertRefreshToken(input: {
      userId: string;
      tokenHash: string;
      familyId: string;
      expiresAt: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(refreshTokens)
        .values(input)
        .returning({ id: refreshTokens.id });
      if (!row) throw new Error('refresh token insert returned nothing');
      return row.id;
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Rotation: inserts the successor and marks the old token replaced, in one transaction.
     * Returns false when the old token was spent meanwhile (a concurrent reuse).
     */
    async rotateRefreshToken(
      old: RefreshTokenRow,
      next: { tokenHash: string; expiresAt: Date },
    ): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          const [inserted] = await tx
            .insert(refreshTokens)
            .values({ userId: old.userId, familyId: old.familyId, ...next })
            .returning({ id: refreshTokens.id });
          if (!inserted) throw new Error('refresh token insert returned nothing');
          const updated = await tx
            .update(refreshTokens)
            .set({ replacedBy: inserted.id })
            .where(
              and(
                eq(refreshTokens.id, old.id),
                isNull(refreshTokens.replacedBy),
                isNull(refreshTokens.revokedAt),
              ),
            )
            .returning({ id: refreshTokens.id });
          if (updated.length === 0) {
            tx.rollback();
          }
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return false;
          throw error;
        });
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllRefreshTokens(userId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async recordSignInFailure(email: string, userId: string | undefined): Promise<void> {
      await db
        .insert(signInFailures)
        .values({ email, userId: userId ?? null, createdAt: new Date() });
    },

    /** Failures for this address since `since`, and the oldest of them. */
    async recentSignInFailures(
      email: string,
      since: Date,
    ): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(signInFailures.createdAt) })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    /** Forgets the failures of this address (after a success), and old ones of every address. */
    async clearSignInFailures(email: string, olderThan: Date): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
      await db
        .delete(signInFailures)
        .where(and(lt(signInFailures.createdAt, olderThan), ne(signInFailures.email, email)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
