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
} from '@koinonia/contracts';
import type { Config } from '../../config.ts';
import type { OneTimeTokenPurpose } from './auth.schema.ts';
import type { AccessTokens } from '../../platform/access-token.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import { AppError, rateLimited } from '../../platform/errors.ts';
import type { Transactional } from '../../platform/outbox.ts';
import type { Mailer, MailMessage } from '../../platform/mailer.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { UsersService } from '../users/users.service.ts';
import { resetPasswordMail, signUpAttemptMail, verificationMail } from './auth.mails.ts';
import { presentDetail, presentSignIn, presentTokenPair } from './auth.presenter.ts';
import type { AuthRepository } from './auth.repository.ts';
import { hashToken, newOpaqueToken } from './auth.tokens.ts';

const HOUR = 3_600_000;
export const VERIFY_TOKEN_TTL_MS = 24 * HOUR;
export const RESET_TOKEN_TTL_MS = HOUR;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * HOUR;

export const AUTH_TEXTS = {
  signedUp: 'Compte créé. Consultez votre boîte mail pour confirmer votre adresse.',
  verified: 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.',
  verificationResent:
    'Si un compte non confirmé existe pour cette adresse, un nouveau lien de confirmation vient d’être envoyé.',
  resetMailSent:
    "Si un compte existe pour cette adresse, un e-mail de réinitialisation vient d'être envoyé.",
  passwordReset: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  invalidVerifyToken: 'Ce lien de confirmation est invalide ou a expiré.',
  invalidResetToken: 'Ce lien de réinitialisation est invalide ou a expiré.',
  invalidRefresh: 'Votre session n’est plus valide. Reconnectez-vous.',
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  emailNotVerified:
    "Votre adresse e-mail n'est pas encore confirmée. Consultez le mail de confirmation ou demandez-en un nouveau.",
  commonPassword: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
} as const;

export interface AuthServiceDeps {
  repository: AuthRepository;
  users: UsersService;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'rateLimits'>;
  /** Where a failed mail delivery is reported (it never fails the request). */
  onMailError: (error: unknown) => void;
  /** Sign-outs and resets are announced: the realtime module closes the member's sockets. */
  /** A write and the events it announces, in one transaction (platform/outbox.ts). */
  transaction: Transactional<AuthRepository>;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, users, hasher, accessTokens, mailer, config } = deps;
  const link = (pathname: string, token?: string) =>
    `${config.publicUrl}${pathname}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  async function send(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      deps.onMailError(error);
    }
  }

  function refuseCommonPassword(password: string): void {
    if (isCommonPassword(password)) {
      throw new AppError(400, 'validation_error', 'Certaines informations sont invalides.', {
        password: AUTH_TEXTS.commonPassword,
      });
    }
  }

  async function issueOneTimeToken(userId: string, purpose: OneTimeTokenPurpose, ttlMs: number) {
    const token = newOpaqueToken();
    await repository.insertOneTimeToken({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  async function issueSession(userId: string, familyId = randomUUID()): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    await repository.insertRefreshToken({
      userId,
      familyId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return presentTokenPair(await accessTokens.sign(userId), refresh);
  }

  async function sendVerification(userId: string, email: string, firstName: string) {
    const token = await issueOneTimeToken(userId, 'verify_email', VERIFY_TOKEN_TTL_MS);
    await send(verificationMail(email, firstName, link('/auth/verify', token)));
  }

  const invalidRefresh = () => new AppError(401, 'invalid_token', AUTH_TEXTS.invalidRefresh);

  return {
    /** Same answer whether or not the address already has an account. */
    async signUp(input: SignUpBody & { email: string }): Promise<DetailResponse> {
      refuseCommonPassword(input.password);
      // Hash first, in both branches, so the answer time does not tell the branches apart.
      const passwordHash = await hasher.hash(input.password);
      const created = await users.create({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        titre: input.titre ?? '',
      });
      if (created) {
        await sendVerification(created.id, created.email, created.firstName);
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

    async verify(token: string): Promise<DetailResponse> {
      const userId = await repository.consumeOneTimeToken('verify_email', hashToken(token));
      if (!userId) throw new AppError(400, 'invalid_token', AUTH_TEXTS.invalidVerifyToken);
      await users.markEmailVerified(userId);
      return presentDetail(AUTH_TEXTS.verified);
    },

    async resendVerification(email: string): Promise<DetailResponse> {
      const user = await users.findByEmail(email);
      if (user && !user.emailVerifiedAt)
        await sendVerification(user.id, user.email, user.firstName);
      return presentDetail(AUTH_TEXTS.verificationResent);
    },

    async signIn({ email, password }: SignInBody & { email: string }): Promise<SignInResponse> {
      const { max, windowSeconds } = config.rateLimits.signInAccount;
      const windowStart = new Date(Date.now() - windowSeconds * 1000);
      const failures = await repository.recentSignInFailures(email, windowStart);
      if (failures.count >= max) {
        // Even the right password waits: the window must pass (per-account limit).
        const oldest = failures.oldest ? new Date(failures.oldest).getTime() : Date.now();
        throw rateLimited((oldest + windowSeconds * 1000 - Date.now()) / 1000);
      }

      const user = await users.findByEmail(email);
      const valid = user
        ? await hasher.verify(user.passwordHash, password)
        : // No account: spend the same argon2 work so time tells nothing.
          await hasher.verifyDummy(password).then(() => false);
      if (!user || !valid) {
        await repository.recordSignInFailure(email, user?.id);
        throw new AppError(401, 'invalid_credentials', AUTH_TEXTS.invalidCredentials);
      }
      if (!user.emailVerifiedAt) {
        throw new AppError(403, 'email_not_verified', AUTH_TEXTS.emailNotVerified);
      }
      await repository.clearSignInFailures(email, windowStart);
      const session = await issueSession(user.id);
      return presentSignIn(
        session.access,
        session.refresh,
        await users.getProfile(user.id, user.id),
      );
    },

    /** Rotation with reuse detection: a spent token revokes its whole family. */
    async refresh(refresh: string): Promise<TokenPair> {
      const row = await repository.findRefreshToken(hashToken(refresh));
      if (!row) throw invalidRefresh();
      if (row.revokedAt || row.replacedBy) {
        await repository.revokeFamily(row.familyId);
        throw invalidRefresh();
      }
      if (row.expiresAt.getTime() <= Date.now()) throw invalidRefresh();

      const next = newOpaqueToken();
      const rotated = await repository.rotateRefreshToken(row, {
        tokenHash: hashToken(next),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      });
      if (!rotated) {
        await repository.revokeFamily(row.familyId);
        throw invalidRefresh();
      }
      return presentTokenPair(await accessTokens.sign(row.userId), next);
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
      const userId = await repository.consumeOneTimeToken('reset_password', hashToken(token));
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
