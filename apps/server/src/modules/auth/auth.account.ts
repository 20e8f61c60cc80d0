/**
 * The account of the signed-in member: change of password and of e-mail address,
 * and the sessions (refresh-token families) with their devices. A session is named by its
 * family id, carried as `sid` by the access tokens issued to it.
 *
 * Changing the password keeps the session that asks (its access and refresh tokens stay
 * valid) and revokes every other one; a token issued before `sid` existed names no session,
 * so then every session is revoked and the member signs in again.
 */
import type { DetailResponse, SessionList } from '@koinonia/contracts';
import { AppError, invalid, unauthorized } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { MailMessage } from '../../platform/mailer.ts';
import { deviceName } from './auth.device.ts';
import { emailChangeMail, emailChangeWarningMail, passwordChangedMail } from './auth.mails.ts';
import { presentDetail } from './auth.presenter.ts';
import type { OneTimeTokenPurpose } from './auth.schema.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { Transactional } from '../../platform/outbox.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { UsersService } from '../users/users.service.ts';
import { hashToken } from './auth.tokens.ts';

export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 3_600_000;

export const ACCOUNT_TEXTS = {
  wrongCurrentPassword: 'Mot de passe actuel incorrect.',
  wrongPassword: 'Mot de passe incorrect.',
  passwordChanged: 'Votre mot de passe est modifié. Vos autres sessions sont déconnectées.',
  sameEmail: 'C’est déjà l’adresse de votre compte.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  emailChangeSent:
    'Un lien de confirmation vient d’être envoyé à la nouvelle adresse : le changement prendra effet quand vous l’ouvrirez.',
  emailChanged: 'Votre nouvelle adresse e-mail est confirmée.',
  invalidEmailToken: 'Ce lien de confirmation est invalide ou a expiré.',
  sessionNotFound: 'Session introuvable.',
  otherSessionsEnded: 'Vos autres sessions sont déconnectées.',
} as const;

/** The part of the auth service's dependencies that the account uses. */
export interface AccountDeps {
  repository: AuthRepository;
  users: UsersService;
  hasher: PasswordHasher;
  transaction: Transactional<AuthRepository>;
}

/** What the account functions borrow from the auth service. */
export interface AccountTools {
  send(message: MailMessage): Promise<void>;
  issueOneTimeToken(
    userId: string,
    purpose: OneTimeTokenPurpose,
    ttlMs: number,
    email?: string,
  ): Promise<string>;
  link(pathname: string, token?: string): string;
  refuseCommonPassword(password: string, field: string): void;
}

export function createAccount(deps: AccountDeps, tools: AccountTools) {
  const { repository, users, hasher } = deps;

  async function memberWithPassword(me: string, password: string, field: string, text: string) {
    const user = await users.findById(me);
    // A valid token for a deleted member is no session at all.
    if (!user) throw unauthorized();
    if (!(await hasher.verify(user.passwordHash, password))) throw invalid(field, text);
    return user;
  }

  /** Every session but `keep` ends; their sockets close (auth.signed_out). */
  const endOtherSessions = (me: string, keep: string | null) =>
    deps.transaction(async (inTransaction, record) => {
      await inTransaction.revokeOtherSessions(me, keep);
      await record('auth.signed_out', { userId: me });
    });

  return {
    /** `POST /api/users/change-password/`: the session that asks stays signed in. */
    async changePassword(
      me: string,
      sessionId: string | null,
      input: { current_password: string; new_password: string },
    ): Promise<DetailResponse> {
      const user = await memberWithPassword(
        me,
        input.current_password,
        'current_password',
        ACCOUNT_TEXTS.wrongCurrentPassword,
      );
      tools.refuseCommonPassword(input.new_password, 'new_password');
      await users.setPasswordHash(me, await hasher.hash(input.new_password));
      await deps.transaction(async (inTransaction, record) => {
        await inTransaction.revokeOtherSessions(me, sessionId);
        // A reset link mailed before no longer overrides the new password.
        await inTransaction.spendAllOneTimeTokens(me, 'reset_password');
        await record('auth.signed_out', { userId: me });
      });
      await tools.send(
        passwordChangedMail(user.email, user.firstName, tools.link('/auth/forgot-pass')),
      );
      return presentDetail(ACCOUNT_TEXTS.passwordChanged);
    },

    /**
     * `POST /api/users/change-email/`: a link to the new address, a warning to the old one;
     * nothing changes until the link is opened. A newer request replaces an older one.
     */
    async changeEmail(
      me: string,
      input: { email: string; password: string },
    ): Promise<DetailResponse> {
      const user = await memberWithPassword(
        me,
        input.password,
        'password',
        ACCOUNT_TEXTS.wrongPassword,
      );
      const email = input.email.toLowerCase();
      if (email === user.email.toLowerCase()) throw invalid('email', ACCOUNT_TEXTS.sameEmail);
      if (await users.findByEmail(email)) {
        throw new AppError(409, 'conflict', ACCOUNT_TEXTS.emailTaken, {
          email: ACCOUNT_TEXTS.emailTaken,
        });
      }
      await repository.spendAllOneTimeTokens(me, 'change_email');
      const token = await tools.issueOneTimeToken(
        me,
        'change_email',
        EMAIL_CHANGE_TOKEN_TTL_MS,
        email,
      );
      await tools.send(
        emailChangeMail(email, user.firstName, tools.link('/auth/confirm-email', token)),
      );
      await tools.send(emailChangeWarningMail(user.email, user.firstName, email));
      return presentDetail(ACCOUNT_TEXTS.emailChangeSent);
    },

    /** `POST /api/users/confirm-email/`: the link proves the new mailbox; it takes effect. */
    async confirmEmail(token: string): Promise<DetailResponse> {
      const tokenHash = hashToken(token);
      const live = await repository.findLiveOneTimeToken('change_email', tokenHash);
      if (!live?.email) {
        throw new AppError(400, 'invalid_token', ACCOUNT_TEXTS.invalidEmailToken);
      }
      // Taken meanwhile by another account: refused, and the link stays unspent.
      const taken = await users.findByEmail(live.email);
      if (taken && taken.id !== live.userId) {
        throw new AppError(409, 'conflict', ACCOUNT_TEXTS.emailTaken);
      }
      const userId = (await repository.consumeOneTimeToken('change_email', tokenHash))?.userId;
      if (!userId) throw new AppError(400, 'invalid_token', ACCOUNT_TEXTS.invalidEmailToken);
      if (!(await users.changeEmail(userId, live.email))) {
        throw new AppError(409, 'conflict', ACCOUNT_TEXTS.emailTaken);
      }
      return presentDetail(ACCOUNT_TEXTS.emailChanged);
    },

    /** `GET /api/auth/sessions/`: the member's live sessions, the last used first. */
    async sessions(me: string, sessionId: string | null): Promise<SessionList> {
      const found = await repository.listSessions(me);
      return {
        results: found.map((row) => ({
          id: row.family_id,
          device: deviceName(row.user_agent),
          created_at: row.created_at,
          last_used_at: row.last_used_at,
          current: row.family_id === sessionId,
        })),
      };
    },

    /** `DELETE /api/auth/sessions/{id}/`: that device is signed out (the current one too). */
    async endSession(me: string, id: string): Promise<void> {
      const ended =
        isUuid(id) &&
        (await deps.transaction(async (inTransaction, record) => {
          const revoked = await inTransaction.revokeSession(me, id);
          if (revoked) await record('auth.signed_out', { userId: me });
          return revoked;
        }));
      if (!ended) throw new AppError(404, 'not_found', ACCOUNT_TEXTS.sessionNotFound);
    },

    /** `POST /api/auth/sessions/sign-out-others/`: every device but this one is signed out. */
    async endOtherSessions(me: string, sessionId: string | null): Promise<DetailResponse> {
      await endOtherSessions(me, sessionId);
      return presentDetail(ACCOUNT_TEXTS.otherSessionsEnded);
    },
  };
}

export type Account = ReturnType<typeof createAccount>;
