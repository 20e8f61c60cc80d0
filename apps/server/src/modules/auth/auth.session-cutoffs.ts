/**
 * Whether a well-signed access token still holds (docs/adr/0021-moderation.md): one issued before
 * its member's sessions were ended (a suspension, a ban) is refused at once, on every request and
 * socket connection, not when its 15 minutes run out.
 *
 * Asked on every authenticated request, so it must cost nothing: each node keeps the cutoffs of
 * the last access-token lifetime (an older cutoff can only refuse tokens that have expired
 * anyway) and reads them again at most once every `refreshMs`, one small query whatever the
 * traffic. The node that ends the sessions knows at once; the others within `refreshMs`.
 */
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/access-token.ts';
import type { Transactional } from '../../platform/outbox.ts';
import type { AuthRepository } from './auth.repository.ts';

/**
 * Ends every session of a member, in one transaction: refresh tokens revoked, access tokens
 * issued until now refused (the cutoff), `auth.signed_out` recorded (its listener closes the
 * member's sockets on every node). Returns the cutoff. The auth service's `endAllSessions`, and
 * the operator's `npm run admin -- suspend`, which has no service built.
 */
export async function endSessionsOf(
  transaction: Transactional<AuthRepository>,
  userId: string,
): Promise<Date> {
  // Real time, as the tokens' `iat`.
  const at = new Date();
  await transaction(async (inTransaction, record) => {
    await inTransaction.revokeAllRefreshTokens(userId);
    await inTransaction.cutSessions(userId, at);
    await record('auth.signed_out', { userId });
  });
  return at;
}

export interface SessionCutoffsDeps {
  /** The cutoffs set after `since`, in seconds since the epoch (rounded down), by member. */
  cutoffsSince(since: Date): Promise<Map<string, number>>;
  /** How stale the node's copy may be, in milliseconds (one second by default). */
  refreshMs?: number;
  /** Real time, as the tokens' `iat` (not the tests' shifted clock). */
  clock?: () => number;
  /** A failed read of the cutoffs (logged; the previous copy is kept). */
  onError?: (error: unknown) => void;
}

export function createSessionCutoffs(deps: SessionCutoffsDeps) {
  const refreshMs = deps.refreshMs ?? 1000;
  const clock = deps.clock ?? Date.now;
  let cutoffs = new Map<string, number>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  function refresh(): Promise<void> {
    reading ??= (async () => {
      const started = clock();
      // A minute more than a token's life: clocks of nodes differ a little.
      const since = new Date(started - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
      let found: Map<string, number>;
      try {
        found = await deps.cutoffsSince(since);
      } catch (error) {
        // A database that does not answer this second: the copy read before holds until the
        // next try, rather than every member's request failing with it.
        readAt = started;
        deps.onError?.(error);
        return;
      }
      // What this node noted while reading stays (a later cutoff wins).
      for (const [userId, at] of cutoffs) {
        if (at > (found.get(userId) ?? Number.NEGATIVE_INFINITY)) found.set(userId, at);
      }
      cutoffs = found;
      readAt = started;
    })().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  return {
    /**
     * false when the member's sessions were ended after the token was issued (`issuedAt`, in
     * seconds). A token of the very second of the cutoff holds: `iat` is rounded down, and a
     * member signing in again after an unsuspension must not be refused.
     */
    async stillValid(userId: string, issuedAt: number): Promise<boolean> {
      if (clock() - readAt >= refreshMs) await refresh();
      const cutoff = cutoffs.get(userId);
      return cutoff === undefined || issuedAt >= cutoff;
    },
    /** This node ended the member's sessions at `at`: known here at once. */
    noted(userId: string, at: Date): void {
      const seconds = Math.floor(at.getTime() / 1000);
      if (seconds > (cutoffs.get(userId) ?? Number.NEGATIVE_INFINITY)) cutoffs.set(userId, seconds);
    },
  };
}

export type SessionCutoffs = ReturnType<typeof createSessionCutoffs>;
