/**
 * The rules of authentication (ARCHITECTURE.md, "Authentication calls"): sign-up with a
 * verification mail, sign-in, refresh rotation with reuse detection, password reset, sign-out.
 * Nothing here reveals whether an address has an account.
 */
import { randomUUID } from 'node:crypto';
import type {
  DetailResponse,
  ForgotPassBody,
  ResetPassBody,
  SignInBody,
  SignInResponse,
  SignUpBody,
  TokenPair,
  VerifyResponse,
} from '@koinonia/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OneTimeTokenPurpose } from './auth.schema.ts';
import type { AccessTokens } from '../../platform/access-token.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { Mailer, MailMessage } from '../../platform/mailer.ts';
import type { Transactional } from '../../platform/outbox.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { TermsService } from '../terms/terms.service.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  resetPasswordMail,
  signUpAttemptMail,
  unlockAccountMail,
  verificationMail,
} from './auth.mails.ts';
import { createAccount } from './auth.account.ts';
import { USER_AGENT_MAX_LENGTH } from './auth.device.ts';
import { presentDetail, presentSignIn, presentTokenPair } from './auth.presenter.ts';
import { createSessionCutoffs, endSessionsOf } from './auth.session-cutoffs.ts';
import type { AuthRepository, RefreshTokenRow } from './auth.repository.ts';
import { hashToken, newOpaqueToken, successorToken } from './auth.tokens.ts';
import { signInDelaySeconds } from './sign-in-delay.ts';
import { frenchDay, frenchDayAndTime } from '../../platform/french-dates.ts';

const HOUR = 3_600_000;
export const VERIFY_TOKEN_TTL_MS = 24 * HOUR;
/** How long after its sending a confirmation link also signs in (then it only confirms). */
export const VERIFY_SIGN_IN_WINDOW_MS = HOUR;
export const RESET_TOKEN_TTL_MS = HOUR;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * HOUR;
export const UNLOCK_TOKEN_TTL_MS = HOUR;

export const AUTH_TEXTS = {
  signedUp: 'Compte créé. Consultez votre boîte mail pour confirmer votre adresse.',
  verified: 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.',
  verifiedSignedIn: 'Votre adresse e-mail est confirmée. Bienvenue dans la communauté !',
  verificationResent:
    'Si un compte non confirmé existe pour cette adresse, un nouveau lien de confirmation vient d’être envoyé.',
  resetMailSent:
    "Si un compte existe pour cette adresse, un e-mail de réinitialisation vient d'être envoyé.",
  passwordReset: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  invalidVerifyToken: 'Ce lien de confirmation est invalide ou a expiré.',
  invalidResetToken: 'Ce lien de réinitialisation est invalide ou a expiré.',
  invalidRefresh: 'Votre session n’est plus valide. Reconnectez-vous.',
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  accountClosed: (deletionDay: string) =>
    `Votre compte est fermé et sera supprimé le ${deletionDay}. Vous pouvez encore le réactiver.`,
  emailNotVerified:
    "Votre adresse e-mail n'est pas encore confirmée. Consultez le mail de confirmation ou demandez-en un nouveau.",
  commonPassword: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  signInDelayed:
    'Trop de tentatives depuis cette connexion. Réessayez plus tard, ou ouvrez le lien « Débloquer mon compte » reçu par e-mail.',
  unlocked: 'Votre compte est débloqué. Vous pouvez vous connecter.',
  invalidUnlockToken: 'Ce lien de déblocage est invalide ou a expiré.',
  suspended: (until: string, reason: string) =>
    `Votre compte est suspendu par la modération jusqu’au ${until}. Motif : ${reason}`,
  banned: (reason: string) =>
    `Votre compte est suspendu définitivement par la modération. Motif : ${reason}`,
  bannedEmail: 'Cette adresse e-mail ne peut plus être utilisée pour s’inscrire.',
} as const;

/** What the moderation module says of a member or an address (docs/adr/0021-moderation.md). */
export interface Suspensions {
  /** The suspension running now; `until` null for a ban. */
  suspensionOf(userId: string): Promise<{ until: Date | null; reason: string } | undefined>;
  isBanned(email: string): Promise<boolean>;
}

export interface AuthServiceDeps {
  repository: AuthRepository;
  users: UsersService;
  /** The consents of sign-up: checked before anything is written, recorded with the member. */
  terms: Pick<TermsService, 'checkSignUp' | 'recordSignUpIn'>;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  mailer: Mailer;
  config: Pick<
    Config,
    'publicUrl' | 'rateLimits' | 'refreshGraceSeconds' | 'jwtSecret' | 'timeZone'
  >;
  /** The clock (tests move it past a delay or a grace window). */
  now?: () => Date;
  /**
   * Who may sign up (the admin module: open, by invitation, closed): `check` refuses before
   * anything is written, `admitIn` spends the invitation in sign-up's transaction. None: open.
   */
  admission?: {
    checkSignUp(invitation: string | undefined): Promise<void>;
    admitIn(tx: Db, invitation: string | undefined): Promise<void>;
  };
  /** Where a failed mail delivery is reported (it never fails the request). */
  onMailError: (error: unknown) => void;
  /** Sign-outs and resets are announced: the realtime module closes the member's sockets. */
  /** A write and the facts it announces, in one transaction (platform/outbox.ts). */
  transaction: Transactional<AuthRepository>;
  /** Suspended members cannot sign in nor refresh; banned addresses cannot sign up. */
  suspensions?: Suspensions;
  /** Where a failed read of the sessions' cutoffs is reported (auth.session-cutoffs.ts). */
  onCutoffsError?: (error: unknown) => void;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, users, hasher, accessTokens, mailer, config } = deps;
  const now = deps.now ?? (() => new Date());
  const cutoffs = createSessionCutoffs({
    cutoffsSince: (since) => repository.cutoffsSince(since),
    onError: deps.onCutoffsError,
  });
  const link = (pathname: string, token?: string) =>
    `${config.publicUrl}${pathname}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  async function send(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      deps.onMailError(error);
    }
  }

  function refuseCommonPassword(password: string, field = 'password'): void {
    if (isCommonPassword(password)) {
      throw invalid(field, AUTH_TEXTS.commonPassword);
    }
  }

  async function issueOneTimeToken(
    userId: string,
    purpose: OneTimeTokenPurpose,
    ttlMs: number,
    email?: string,
    // Another transaction's repository (sign-up's), else the module's own.
    over: AuthRepository = repository,
  ) {
    const token = newOpaqueToken();
    await over.insertOneTimeToken({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
      ...(email ? { email } : {}),
    });
    return token;
  }

  /** A new session (refresh-token family), named by its access tokens' `sid`. */
  async function issueSession(userId: string, userAgent: string): Promise<TokenPair> {
    const familyId = randomUUID();
    const refresh = newOpaqueToken();
    await repository.insertRefreshToken({
      userId,
      familyId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH),
    });
    return presentTokenPair(await accessTokens.sign(userId, undefined, familyId), refresh);
  }

  async function sendVerification(userId: string, email: string, firstName: string) {
    const token = await issueOneTimeToken(userId, 'verify_email', VERIFY_TOKEN_TTL_MS);
    await sendVerificationMail(email, firstName, token);
  }

  const sendVerificationMail = (email: string, firstName: string, token: string) =>
    send(verificationMail(email, firstName, link('/auth/verify', token)));

  const invalidRefresh = () => new AppError(401, 'invalid_token', AUTH_TEXTS.invalidRefresh);

  /** 403 with until when and why, while a moderation suspension runs. */
  async function refuseSuspended(userId: string): Promise<void> {
    const suspension = await deps.suspensions?.suspensionOf(userId);
    if (!suspension) return;
    const message = suspension.until
      ? AUTH_TEXTS.suspended(frenchDayAndTime(suspension.until, config.timeZone), suspension.reason)
      : AUTH_TEXTS.banned(suspension.reason);
    throw new AppError(403, 'account_suspended', message);
  }

  /**
   * The pair a rotation at `replacedAt` gave: the successor is derived from the spent token and
   * the access token from the same second, so every retry in the window gets the same pair.
   */
  const pairOf = async (
    spent: string,
    row: RefreshTokenRow,
    replacedAt: Date,
  ): Promise<TokenPair> =>
    presentTokenPair(
      await accessTokens.sign(row.userId, Math.floor(replacedAt.getTime() / 1000), row.familyId),
      successorToken(config.jwtSecret, spent),
    );

  /** A retry of a rotation within the grace window, whose successor is still unspent. */
  async function replayWithinGrace(spent: string, row: RefreshTokenRow): Promise<TokenPair | null> {
    if (row.revokedAt || !row.replacedBy || !row.replacedAt) return null;
    const age = now().getTime() - row.replacedAt.getTime();
    if (age < 0 || age > config.refreshGraceSeconds * 1000) return null;
    const successor = await repository.findRefreshTokenById(row.replacedBy);
    if (!successor || successor.revokedAt || successor.replacedBy) return null;
    if (successor.tokenHash !== hashToken(successorToken(config.jwtSecret, spent))) return null;
    return pairOf(spent, row, row.replacedAt);
  }

  /** Mails 'Débloquer mon compte' once per hour at most while a link is unused. */
  async function sendUnlockLink(user: { id: string; email: string; firstName: string }) {
    const since = new Date(now().getTime() - UNLOCK_TOKEN_TTL_MS);
    if (await repository.hasLiveOneTimeToken(user.id, 'unlock_account', since)) return;
    const token = await issueOneTimeToken(user.id, 'unlock_account', UNLOCK_TOKEN_TTL_MS);
    await send(unlockAccountMail(user.email, user.firstName, link('/auth/unlock', token)));
  }

  return {
    ...createAccount(deps, {
      send,
      issueOneTimeToken,
      link,
      refuseCommonPassword,
    }),

    /** Same answer whether or not the address already has an account. */
    async signUp(input: SignUpBody & { email: string }): Promise<DetailResponse> {
      refuseCommonPassword(input.password);
      // A banned member's address never opens an account again.
      if (await deps.suspensions?.isBanned(input.email)) {
        throw new AppError(403, 'forbidden', AUTH_TEXTS.bannedEmail);
      }
      // Sign-up closed, or by invitation without a live one: refused before anything else.
      await deps.admission?.checkSignUp(input.invitation);
      // Both consents, for the current version, or a 400 before any row is written.
      const termsVersion = await deps.terms.checkSignUp(input);
      // Hash first, in both branches, so the answer time does not tell the branches apart.
      const passwordHash = await hasher.hash(input.password);
      // The member, both consents and the verification token: one transaction, so a failure
      // of any leaves none of them (terms.test.ts, 'a sign-up whose consent cannot be written').
      const created = await deps.transaction(async (inTransaction, _record, tx) => {
        const member = await users.createIn(tx, {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          titre: input.titre ?? '',
        });
        if (!member) return undefined;
        await deps.admission?.admitIn(tx, input.invitation);
        await deps.terms.recordSignUpIn(tx, member.id, termsVersion);
        const token = await issueOneTimeToken(
          member.id,
          'verify_email',
          VERIFY_TOKEN_TTL_MS,
          undefined,
          inTransaction,
        );
        return { member, token };
      });
      if (created) {
        // After commit: the mail is a job of the queue (platform/mailer.ts); should this node
        // stop before queueing it, 'Renvoyer l'e-mail de confirmation' sends another.
        await sendVerificationMail(created.member.email, created.member.firstName, created.token);
      } else {
        const existing = await users.findByEmail(input.email);
        if (existing) {
          await send(
            signUpAttemptMail(existing.email, existing.firstName, {
              signIn: link('/auth/sign-in'),
              forgotPass: link('/auth/forgot-pass'),
            }),
          );
        }
      }
      return presentDetail(AUTH_TEXTS.signedUp);
    },

    /** Members who signed in or refreshed a session since `since` (the admin console). */
    countActiveSince: (since: Date): Promise<number> => repository.countActiveSince(since),

    /**
     * Confirms the address; a link opened within VERIFY_SIGN_IN_WINDOW_MS of its sending also
     * signs the member in on that device (docs/security.md, 'The confirmation link'). A closed
     * or suspended account is only confirmed.
     */
    async verify(token: string, userAgent = ''): Promise<VerifyResponse> {
      const spent = await repository.consumeOneTimeToken('verify_email', hashToken(token));
      if (!spent) throw new AppError(400, 'invalid_token', AUTH_TEXTS.invalidVerifyToken);
      await users.markEmailVerified(spent.userId);
      const user = await users.findById(spent.userId);
      const fresh = now().getTime() - spent.createdAt.getTime() < VERIFY_SIGN_IN_WINDOW_MS;
      if (!user || !fresh || user.closedAt || (await deps.suspensions?.suspensionOf(user.id))) {
        return { ...presentDetail(AUTH_TEXTS.verified), session: null };
      }
      const session = await issueSession(user.id, userAgent);
      return {
        ...presentDetail(AUTH_TEXTS.verifiedSignedIn),
        session: presentSignIn(
          session.access,
          session.refresh,
          await users.getProfile(user.id, user.id),
        ),
      };
    },

    async resendVerification(email: string): Promise<DetailResponse> {
      const user = await users.findByEmail(email);
      if (user && !user.emailVerifiedAt)
        await sendVerification(user.id, user.email, user.firstName);
      return presentDetail(AUTH_TEXTS.verificationResent);
    },

    /**
     * A growing delay per (address, IP) pair instead of a lock per account: an attacker elsewhere
     * never delays the owner, and the owner's mailed link lifts their own delay at once.
     */
    /**
     * With `reactivate` (POST /api/users/reactivate/), a closed account within its grace
     * period opens again and signs in; without it, a closed account is refused, saying until
     * when it can be reactivated (ADR 0009).
     */
    async signIn(
      {
        email,
        password,
        ip,
        userAgent = '',
      }: SignInBody & { email: string; ip: string; userAgent?: string },
      options: { reactivate?: boolean } = {},
    ): Promise<SignInResponse> {
      const limits = config.rateLimits.signInAccount;
      const at = now();
      const windowStart = new Date(at.getTime() - limits.windowSeconds * 1000);
      const failures = await repository.recentSignInFailures(email, ip, windowStart);
      const delay = signInDelaySeconds(failures.count, limits);
      if (delay > 0 && failures.latest) {
        const waitMs = failures.latest.getTime() + delay * 1000 - at.getTime();
        if (waitMs > 0) {
          throw new AppError(429, 'rate_limited', AUTH_TEXTS.signInDelayed, undefined, {
            'retry-after': String(Math.ceil(waitMs / 1000)),
          });
        }
      }

      const user = await users.findByEmail(email);
      const valid = user
        ? await hasher.verify(user.passwordHash, password)
        : // No account: spend the same argon2 work so time tells nothing.
          await hasher.verifyDummy(password).then(() => false);
      if (!user || !valid) {
        await repository.recordSignInFailure({ email, ip, userId: user?.id, at });
        // The pair's delay starts now: its owner gets the link that lifts it.
        if (user && failures.count + 1 === limits.max) await sendUnlockLink(user);
        throw new AppError(401, 'invalid_credentials', AUTH_TEXTS.invalidCredentials);
      }
      if (!user.emailVerifiedAt) {
        throw new AppError(403, 'email_not_verified', AUTH_TEXTS.emailNotVerified);
      }
      // Before a reactivation: a suspended account stays as it is.
      await refuseSuspended(user.id);
      if (user.closedAt) {
        if (!options.reactivate) {
          const day = frenchDay(user.deletionDueAt ?? now(), config.timeZone);
          throw new AppError(403, 'account_closed', AUTH_TEXTS.accountClosed(day));
        }
        await users.reopen(user.id);
      }
      await repository.clearSignInFailures(email, ip, windowStart);
      const session = await issueSession(user.id, userAgent);
      return presentSignIn(
        session.access,
        session.refresh,
        await users.getProfile(user.id, user.id),
      );
    },

    /** 'Débloquer mon compte': the owner proves the mailbox, every delay of the account ends. */
    async unlock(token: string): Promise<DetailResponse> {
      const userId = (await repository.consumeOneTimeToken('unlock_account', hashToken(token)))
        ?.userId;
      if (!userId) throw new AppError(400, 'invalid_token', AUTH_TEXTS.invalidUnlockToken);
      const user = await users.findById(userId);
      if (user) await repository.clearAllSignInFailures(user.email);
      return presentDetail(AUTH_TEXTS.unlocked);
    },

    /**
     * Rotation with reuse detection: a spent token revokes its whole family, except within the
     * grace window, where it answers the same pair again (two tabs refreshing at once).
     */
    async refresh(refresh: string): Promise<TokenPair> {
      const row = await repository.findRefreshToken(hashToken(refresh));
      if (!row) throw invalidRefresh();
      if (row.revokedAt || row.replacedBy) {
        const replay = await replayWithinGrace(refresh, row);
        if (replay) return replay;
        await repository.revokeFamily(row.familyId);
        throw invalidRefresh();
      }
      if (row.expiresAt.getTime() <= now().getTime()) throw invalidRefresh();
      await refuseSuspended(row.userId);

      const replacedAt = now();
      const rotated = await repository.rotateRefreshToken(row, {
        tokenHash: hashToken(successorToken(config.jwtSecret, refresh)),
        expiresAt: new Date(replacedAt.getTime() + REFRESH_TOKEN_TTL_MS),
        replacedAt,
      });
      if (!rotated) {
        // Another request rotated it meanwhile: answer its pair if still within the window.
        const current = await repository.findRefreshToken(hashToken(refresh));
        const replay = current ? await replayWithinGrace(refresh, current) : null;
        if (replay) return replay;
        await repository.revokeFamily(row.familyId);
        throw invalidRefresh();
      }
      return pairOf(refresh, row, replacedAt);
    },

    async forgotPass({ email }: ForgotPassBody & { email: string }): Promise<DetailResponse> {
      const user = await users.findByEmail(email);
      if (user) {
        const token = await issueOneTimeToken(user.id, 'reset_password', RESET_TOKEN_TTL_MS);
        await send(resetPasswordMail(user.email, user.firstName, link('/auth/reset-pass', token)));
      }
      return presentDetail(AUTH_TEXTS.resetMailSent);
    },

    async resetPass({ token, password }: ResetPassBody): Promise<DetailResponse> {
      refuseCommonPassword(password);
      const passwordHash = await hasher.hash(password);
      const userId = (await repository.consumeOneTimeToken('reset_password', hashToken(token)))
        ?.userId;
      if (!userId) throw new AppError(400, 'invalid_token', AUTH_TEXTS.invalidResetToken);
      await users.setPasswordHash(userId, passwordHash);
      // Every session ends: whoever held a stolen refresh token loses it.
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.revokeAllRefreshTokens(userId);
        await inTransaction.spendAllOneTimeTokens(userId, 'reset_password');
        await record('auth.password_reset', { userId });
      });
      // The link came through the mailbox, which proves the address.
      await users.markEmailVerified(userId);
      return presentDetail(AUTH_TEXTS.passwordReset);
    },

    /**
     * Ends every session of the member (a moderation suspension or ban): refresh tokens
     * revoked, access tokens already issued refused from now on (auth.session-cutoffs.ts),
     * sockets closed on every node (realtime/session-listeners.ts).
     */
    async endAllSessions(userId: string): Promise<void> {
      cutoffs.noted(userId, await endSessionsOf(deps.transaction, userId));
    },

    /**
     * Asked for every access token (`accessTokens.checkWith`): false when it was issued before
     * its member's sessions were ended.
     */
    sessionStillValid: (userId: string, issuedAt: number) => cutoffs.stillValid(userId, issuedAt),

    async signOut(refresh: string): Promise<void> {
      const row = await repository.findRefreshToken(hashToken(refresh));
      if (!row) return;
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.revokeFamily(row.familyId);
        await record('auth.signed_out', { userId: row.userId });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
