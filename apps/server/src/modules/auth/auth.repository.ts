/**
 * The only file that touches refresh_tokens, one_time_tokens, sign_in_failures and
 * session_cutoffs.
 */
import { randomUUID } from 'node:crypto';
import {
  and,
  count,
  eq,
  gt,
  isNull,
  lt,
  max,
  ne,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import {
  oneTimeTokens,
  type OneTimeTokenPurpose,
  refreshTokens,
  sessionCutoffs,
  signInFailures,
} from './auth.schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** A live session: a refresh-token family whose newest token is still usable. */
export interface SessionRow {
  family_id: string;
  user_agent: string;
  created_at: string;
  last_used_at: string;
}

export function createAuthRepository(db: Db) {
  return {
    async insertOneTimeToken(input: {
      userId: string;
      purpose: OneTimeTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      /** change_email: the new address. */
      email?: string;
    }): Promise<void> {
      await db.insert(oneTimeTokens).values(input);
    },

    /** An unused, unexpired token (nothing spent): what it was issued for. */
    async findLiveOneTimeToken(
      purpose: OneTimeTokenPurpose,
      tokenHash: string,
    ): Promise<{ userId: string; email: string | null } | undefined> {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId, email: oneTimeTokens.email })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, new Date()),
          ),
        );
      return row;
    },

    /**
     * Spends a one-time token in one statement, so two concurrent uses cannot both succeed.
     * Returns the member id, or undefined when unknown, used or expired.
     */
    async consumeOneTimeToken(
      purpose: OneTimeTokenPurpose,
      tokenHash: string,
    ): Promise<{ userId: string; createdAt: Date } | undefined> {
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
        .returning({ userId: oneTimeTokens.userId, createdAt: oneTimeTokens.createdAt });
      return row;
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
      userAgent?: string;
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
     * Rotation: marks the old token replaced (only if nobody did meanwhile), then inserts the
     * successor, in one transaction. Returns false when the old token was spent meanwhile (a
     * concurrent refresh); the row lock makes a concurrent rotation wait, then find it spent.
     */
    async rotateRefreshToken(
      old: RefreshTokenRow,
      next: { tokenHash: string; expiresAt: Date; replacedAt: Date },
    ): Promise<boolean> {
      const successorId = randomUUID();
      return db
        .transaction(async (tx) => {
          const updated = await tx
            .update(refreshTokens)
            .set({ replacedBy: successorId, replacedAt: next.replacedAt })
            .where(
              and(
                eq(refreshTokens.id, old.id),
                isNull(refreshTokens.replacedBy),
                isNull(refreshTokens.revokedAt),
              ),
            )
            .returning({ id: refreshTokens.id });
          if (updated.length === 0) tx.rollback();
          await tx.insert(refreshTokens).values({
            id: successorId,
            userId: old.userId,
            familyId: old.familyId,
            tokenHash: next.tokenHash,
            expiresAt: next.expiresAt,
            userAgent: old.userAgent,
          });
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return false;
          throw error;
        });
    },

    async findRefreshTokenById(id: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
      return row;
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * The member's live sessions, the last used first: a family counts while its newest token
     * is neither spent, revoked nor expired. Each rotation adds a row, so the newest row's
     * time is the session's last use.
     */
    listSessions(userId: string): Promise<SessionRow[]> {
      return rows<SessionRow>(
        db,
        sql`select family_id, max(user_agent) as user_agent,
            ${iso(sql`min(created_at)`)} as created_at, ${iso(sql`max(created_at)`)} as last_used_at
          from refresh_tokens
          where user_id = ${userId}::uuid
          group by family_id
          having bool_or(revoked_at is null and replaced_by is null and expires_at > now())
          order by max(created_at) desc, family_id`,
      );
    },

    /** Revokes one live session of the member; false when it is not theirs or already over. */
    async revokeSession(userId: string, familyId: string): Promise<boolean> {
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            isNull(refreshTokens.replacedBy),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning({ id: refreshTokens.id });
      if (revoked.length === 0) return false;
      // Its spent tokens too, so none replays within the refresh grace window.
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      return true;
    },

    /** Revokes every session of the member but `keep` (every one when `keep` is null). */
    async revokeOtherSessions(userId: string, keep: string | null): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            ...(keep ? [ne(refreshTokens.familyId, keep)] : []),
          ),
        );
    },

    /**
     * Members who signed in or refreshed a session since `since` (each creates a refresh
     * token): the admin console's 'active this week'.
     */
    async countActiveSince(since: Date): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(distinct user_id)::int as n from refresh_tokens
          where created_at >= ${since.toISOString()}::timestamptz`,
      );
      return row?.n ?? 0;
    },

    /** Access tokens of `userId` issued before `at` are refused from now on. */
    async cutSessions(userId: string, at: Date): Promise<void> {
      await db
        .insert(sessionCutoffs)
        .values({ userId, validAfter: at })
        .onConflictDoUpdate({ target: sessionCutoffs.userId, set: { validAfter: at } });
    },

    /** The cutoffs set after `since` (seconds since the epoch, rounded down), by member. */
    async cutoffsSince(since: Date): Promise<Map<string, number>> {
      const found = await rows<{ user_id: string; at: number }>(
        db,
        sql`select user_id, floor(extract(epoch from valid_after))::float8 as at
          from session_cutoffs where valid_after > ${since.toISOString()}::timestamptz`,
      );
      return new Map(found.map((row) => [row.user_id, Number(row.at)]));
    },

    async revokeAllRefreshTokens(userId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async recordSignInFailure(input: {
      email: string;
      ip: string;
      userId: string | undefined;
      at: Date;
    }): Promise<void> {
      await db.insert(signInFailures).values({
        email: input.email,
        ip: input.ip,
        userId: input.userId ?? null,
        createdAt: input.at,
      });
    },

    /** Failures of this (address, IP) pair since `since`, and the latest of them. */
    async recentSignInFailures(
      email: string,
      ip: string,
      since: Date,
    ): Promise<{ count: number; latest: Date | null }> {
      const [row] = await db
        .select({ count: count(), latest: max(signInFailures.createdAt) })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.email, email),
            eq(signInFailures.ip, ip),
            gt(signInFailures.createdAt, since),
          ),
        );
      return { count: row?.count ?? 0, latest: row?.latest ?? null };
    },

    /** Forgets this pair's failures (after a success), and every failure older than the window. */
    async clearSignInFailures(email: string, ip: string, olderThan: Date): Promise<void> {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.email, email), eq(signInFailures.ip, ip)));
      await db.delete(signInFailures).where(lt(signInFailures.createdAt, olderThan));
    },

    /** Forgets every failure of a member's address (the owner opened 'Débloquer mon compte'). */
    async clearAllSignInFailures(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },

    /** true when an unused token of this purpose was issued to the member since `since`. */
    async hasLiveOneTimeToken(
      userId: string,
      purpose: OneTimeTokenPurpose,
      since: Date,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: oneTimeTokens.id })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.createdAt, since),
            gt(oneTimeTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
