/**
 * The account's life (ADR 0009): closing it, the 30-day grace period, and the deletion that
 * follows. Reactivation is a sign-in (auth's `signIn` with `reactivate`), so it keeps the
 * sign-in's delays and checks. The data export lives beside it (account.export.ts).
 *
 * Closing hides the member at once: `closedIds` (users.public.ts) makes them, for everyone else,
 * as if they had blocked them, on every read path that honours blocks. Every session ends and
 * the sockets close (auth.signed_out). After the grace period, an hourly sweep queues one
 * deletion job per account; the job runs every module's `personalData.erase` hook (the last
 * one, users, empties the row), so a failure is retried and a retry is harmless.
 */
import {
  ACCOUNT_GRACE_DAYS,
  type CloseAccountBody,
  type CloseAccountResponse,
  type ClosingCheck,
} from '@koinonia/contracts';
import { AppError, invalid, unauthorized } from '../../platform/errors.ts';
import { frenchDay } from '../../platform/french-dates.ts';
import { jobId } from '../../platform/jobs.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { accountClosedMail } from './account.mails.ts';

export const ACCOUNT_TEXTS = {
  wrongPassword: 'Mot de passe incorrect.',
  soleOwner: (names: string) =>
    `Vous êtes le seul propriétaire de ${names} : nommez un autre propriétaire avant de fermer votre compte.`,
  closed: (day: string) =>
    `Votre compte est fermé. Il sera supprimé le ${day} ; d’ici là, reconnectez-vous pour le réactiver.`,
} as const;

/** The deletion job: one an account, after its grace period. */
export const DELETE_ACCOUNT_JOB = 'account.delete';
/** Accounts queued for deletion by one sweep. */
const SWEEP_BATCH = 100;
const DAY_MS = 86_400_000;

export function createAccountService(ctx: ModuleContext) {
  const { services } = ctx;

  /** Deletes one account whose grace period ended; harmless when run again. */
  async function deleteAccount(userId: string): Promise<void> {
    const user = await services.users.findById(userId);
    if (!user) return;
    const due = user.closedAt && user.deletionDueAt && user.deletionDueAt <= ctx.now();
    // Reactivated meanwhile: nothing to do. Already emptied: a retry finishes the rest.
    if (!due && !user.deletedAt) return;
    await ctx.personalData.erase(userId);
    await ctx.outbox.forgetDelivered(userId);
    ctx.log.info({ userId }, 'account deleted');
  }

  return {
    /**
     * `POST /api/users/close-account/`: with the member's password; refused while they alone
     * own a group others belong to. Hidden and signed out everywhere at once.
     */
    /** Asked before the password: the groups the member must hand over first. */
    async closingCheck(me: string): Promise<ClosingCheck> {
      return { sole_owner_of: await services.groups.soleOwnerships(me) };
    },

    async close(me: string, input: CloseAccountBody): Promise<CloseAccountResponse> {
      const user = await services.users.findById(me);
      if (!user || user.closedAt || user.deletedAt) throw unauthorized();
      if (!(await ctx.hasher.verify(user.passwordHash, input.password))) {
        throw invalid('password', ACCOUNT_TEXTS.wrongPassword);
      }
      const owned = await services.groups.soleOwnerships(me);
      if (owned.length > 0) {
        const names = owned.map((group) => `« ${group.name} »`).join(', ');
        throw new AppError(409, 'conflict', ACCOUNT_TEXTS.soleOwner(names));
      }
      const at = ctx.now();
      const dueAt = new Date(at.getTime() + ACCOUNT_GRACE_DAYS * DAY_MS);
      await services.users.close(me, at, dueAt, input.reason?.trim() || null);
      await services.auth.endOtherSessions(me, null);
      // Through the mail queue: a failed send is retried, never the closing's failure.
      await ctx.mailer.send(
        accountClosedMail(user.email, user.firstName, frenchDay(dueAt, ctx.config.timeZone), {
          signIn: `${ctx.config.publicUrl}/auth/sign-in`,
          forgotPass: `${ctx.config.publicUrl}/auth/forgot-pass`,
        }),
      );
      return {
        detail: ACCOUNT_TEXTS.closed(frenchDay(dueAt, ctx.config.timeZone)),
        deletion_due_at: dueAt.toISOString(),
      };
    },

    /** Queues the deletion of every account whose grace period has ended (hourly, and tests). */
    async sweepDeletions(): Promise<string[]> {
      const due = await services.users.dueForDeletion(ctx.now(), SWEEP_BATCH);
      for (const userId of due) {
        const user = await services.users.findById(userId);
        if (!user?.deletionDueAt) continue;
        await ctx.jobs.send(
          DELETE_ACCOUNT_JOB,
          { userId },
          {
            // One job a closing: an account reopened then closed again gets a new one.
            id: jobId(DELETE_ACCOUNT_JOB, userId, user.deletionDueAt.toISOString()),
          },
        );
      }
      return due;
    },

    deleteAccount,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
