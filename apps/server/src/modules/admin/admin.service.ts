/**
 * The admin console's rules: the member list with roles and states, role changes through the
 * roles module, the verification mail through the auth module, the community at a glance
 * (each figure from the module that owns it), the community's profile and sign-up mode, and
 * invitations. Every staff action is written in the moderation module's audit log when there
 * is one (admin.moderation.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type {
  AdminMember,
  AdminMemberPage,
  AdminMemberStatus,
  AdminStats,
  CommunityProfile,
  CommunityProfilePatch,
  CommunityRole,
  DetailResponse,
  SignUpMode,
} from '@koinonia/contracts';
import type { adminMemberListQuerySchema } from '@koinonia/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { setCommunityName, DEFAULT_COMMUNITY_NAME } from '../../platform/community-name.ts';
import { CURSOR_KEYS, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { mailHtml, mailText } from '../../platform/mail-layout.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { PublicationsService } from '../publications/publications.service.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ModerationLookups } from './admin.moderation.ts';
import { roleRevocationRefusal } from './admin.policy.ts';
import { type AdminRepository, createAdminRepository } from './admin.repository.ts';
import { ADMIN_TEXTS } from './admin.texts.ts';

type StaffListRow = Awaited<ReturnType<UsersService['staffList']>>[number];

const DAY = 86_400_000;
export const INVITATION_TTL_MS = 14 * DAY;
const CURSOR_FORMATS = [CURSOR_KEYS.timestamp, CURSOR_KEYS.uuid];

export interface AdminServiceDeps {
  repository: AdminRepository;
  users: Pick<UsersService, 'staffList' | 'findById' | 'countOpen' | 'countJoinedSince'>;
  roles: Pick<RolesService, 'rolesOf' | 'grant' | 'revoke' | 'list'>;
  auth: Pick<AuthService, 'resendVerification' | 'countActiveSince'>;
  publications: Pick<PublicationsService, 'countAll'>;
  media: Pick<MediaService, 'storageUsed' | 'ownedPath'>;
  jobs: { status(): Promise<{ queued: number; dead: number }> };
  mailer: Mailer;
  moderation: ModerationLookups;
  publicUrl: string;
  now: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const notFound = () => new AppError(404, 'not_found', ADMIN_TEXTS.memberNotFound);

export function createAdminService(deps: AdminServiceDeps) {
  const { repository, users, roles, moderation } = deps;

  function statusOf(row: StaffListRow, suspended: ReadonlySet<string>): AdminMemberStatus {
    if (row.deleted) return 'deleted';
    if (row.closed) return 'closing';
    return suspended.has(row.id) ? 'suspended' : 'active';
  }

  async function present(
    row: StaffListRow,
    suspended: ReadonlySet<string>,
    held: ReadonlyMap<string, CommunityRole[]>,
  ): Promise<AdminMember> {
    return {
      id: row.id,
      email: row.email,
      titre: row.titre,
      first_name: row.first_name,
      last_name: row.last_name,
      status: statusOf(row, suspended),
      roles: held.get(row.id) ?? [],
      joined_at: row.joined_at,
      email_verified: row.email_verified,
    };
  }

  async function rolesByMember(): Promise<Map<string, CommunityRole[]>> {
    const byMember = new Map<string, CommunityRole[]>();
    for (const grant of await roles.list()) {
      byMember.set(grant.userId, [...(byMember.get(grant.userId) ?? []), grant.role]);
    }
    for (const held of byMember.values()) held.sort();
    return byMember;
  }

  async function memberById(id: string): Promise<AdminMember> {
    if (!isUuid(id)) throw notFound();
    const [row] = await users.staffList({ ids: [id], limit: 1 });
    if (!row) throw notFound();
    return present(row, await moderation.suspendedAmong([row.id]), await rolesByMember());
  }

  async function profile(): Promise<CommunityProfile> {
    const row = await repository.profile();
    return {
      name: row?.name ?? DEFAULT_COMMUNITY_NAME,
      description: row?.description ?? '',
      logo_url: row?.logoUrl ?? null,
      sign_up_mode: (row?.signUpMode ?? 'open') as SignUpMode,
    };
  }

  return {
    /** `GET /api/admin/members/`: newest first, by name or address, in a state. */
    async members(query: z.output<typeof adminMemberListQuerySchema>): Promise<AdminMemberPage> {
      const { limit } = query;
      const keys = decodeCursor('admin-members', query.cursor, CURSOR_FORMATS);
      // The suspended, listed by the moderation module (filtered in SQL).
      const listed = await moderation.suspended();
      const status = query.status;
      const found = await users.staffList({
        ...(query.search ? { search: query.search } : {}),
        ...(status === 'active' || status === 'suspended' ? { state: 'open' as const } : {}),
        ...(status === 'closing' || status === 'deleted' ? { state: status } : {}),
        ...(status === 'suspended' ? { ids: listed } : {}),
        ...(status === 'active' ? { excludeIds: listed } : {}),
        ...(keys ? { after: { createdAt: keys[0] as string, id: keys[1] as string } } : {}),
        limit: limit + 1,
      });
      const page = found.slice(0, limit);
      const suspended = await moderation.suspendedAmong(page.map((row) => row.id));
      const shown = page.filter(
        (row) =>
          listed ||
          (status !== 'active' && status !== 'suspended') ||
          (status === 'suspended') === suspended.has(row.id),
      );
      const held = await rolesByMember();
      const last = page.at(-1);
      return {
        results: await Promise.all(shown.map((row) => present(row, suspended, held))),
        next:
          found.length > limit && last
            ? encodeCursor('admin-members', [last.created_key, last.id])
            : null,
      };
    },

    /** `PATCH /api/admin/members/{id}/`: grants or revokes one role, audited. */
    async changeRole(
      actorId: string,
      id: string,
      change: { role: CommunityRole; held: boolean },
    ): Promise<AdminMember> {
      const member = await memberById(id);
      if (change.held) {
        if (await roles.grant(member.id, change.role)) {
          await moderation.record({
            actorId,
            action: 'role.granted',
            target: `user:${member.id}`,
            reason: change.role,
          });
        }
      } else {
        if (change.role === 'admin' && member.roles.includes('admin')) {
          const admins = (await roles.list()).filter((grant) => grant.role === 'admin').length;
          const refused = roleRevocationRefusal(admins);
          if (refused) throw refused;
        }
        if (await roles.revoke(member.id, change.role)) {
          await moderation.record({
            actorId,
            action: 'role.revoked',
            target: `user:${member.id}`,
            reason: change.role,
          });
        }
      }
      return memberById(id);
    },

    /** `POST /api/admin/members/{id}/verification-mail/`: a new link, by the job queue. */
    async resendVerification(actorId: string, id: string): Promise<DetailResponse> {
      if (!isUuid(id)) throw notFound();
      const user = await users.findById(id);
      if (!user) throw notFound();
      if (user.closedAt || user.deletedAt) {
        throw new AppError(409, 'conflict', ADMIN_TEXTS.accountGone);
      }
      if (user.emailVerifiedAt) throw new AppError(409, 'conflict', ADMIN_TEXTS.alreadyVerified);
      await deps.auth.resendVerification(user.email);
      await moderation.record({
        actorId,
        action: 'member.verification_mail',
        target: `user:${id}`,
      });
      return { detail: ADMIN_TEXTS.verificationSent(user.email) };
    },

    /** `GET /api/admin/stats/`: each figure from the module that owns it. */
    async stats(): Promise<AdminStats> {
      const weekAgo = new Date(deps.now().getTime() - 7 * DAY);
      const [members, fresh, active, publications, openCases, jobs, storage] = await Promise.all([
        users.countOpen(),
        users.countJoinedSince(weekAgo),
        deps.auth.countActiveSince(weekAgo),
        deps.publications.countAll(),
        moderation.openCases(),
        deps.jobs.status(),
        deps.media.storageUsed(),
      ]);
      return {
        members,
        new_members_this_week: fresh,
        active_this_week: active,
        publications,
        open_cases: openCases,
        jobs_waiting: jobs.queued,
        jobs_failed: jobs.dead,
        storage_bytes: storage,
      };
    },

    /** `GET /api/instance/` and `GET /api/admin/community/`. */
    profile,

    /** `PATCH /api/admin/community/`: the fields sent; the logo must be the admin's upload. */
    async updateProfile(actorId: string, patch: CommunityProfilePatch): Promise<CommunityProfile> {
      const change: Parameters<AdminRepository['saveProfile']>[0] = {};
      if (patch.name !== undefined) change.name = patch.name;
      if (patch.description !== undefined) change.description = patch.description;
      if (patch.sign_up_mode !== undefined) change.signUpMode = patch.sign_up_mode;
      if (patch.logo_url !== undefined) {
        if (patch.logo_url === null) change.logoUrl = null;
        else {
          const path = await deps.media.ownedPath(actorId, patch.logo_url);
          if (!path) throw invalid('logo_url', ADMIN_TEXTS.notYourLogo);
          change.logoUrl = path;
        }
      }
      if (Object.keys(change).length > 0) {
        const saved = await repository.saveProfile(change);
        setCommunityName(saved.name);
        await moderation.record({
          actorId,
          action: 'community.updated',
          target: 'community',
          reason: Object.keys(patch).join(', '),
        });
      }
      return profile();
    },

    /** `POST /api/admin/invitations/`: a single-use sign-up link mailed by the job queue. */
    async invite(actorId: string, email: string): Promise<DetailResponse> {
      const token = randomBytes(32).toString('base64url');
      await repository.insertInvitation({
        email,
        tokenHash: hashToken(token),
        invitedBy: actorId,
        expiresAt: new Date(deps.now().getTime() + INVITATION_TTL_MS),
      });
      const { name } = await profile();
      const link = `${deps.publicUrl}/auth/sign-up?invitation=${encodeURIComponent(token)}`;
      const paragraphs = ['Bonjour,', ADMIN_TEXTS.invitationMailBody(name)];
      await deps.mailer.send({
        to: email,
        subject: ADMIN_TEXTS.invitationMailSubject(name),
        text: mailText(paragraphs, link),
        html: mailHtml(paragraphs, { label: ADMIN_TEXTS.invitationMailAction, link }),
        link,
      });
      await moderation.record({ actorId, action: 'invitation.sent', target: `email:${email}` });
      return { detail: ADMIN_TEXTS.invitationSent(email) };
    },

    /**
     * Sign-up's admission (the auth module asks before writing anything): refused while closed,
     * and while by invitation without a live invitation.
     */
    async checkSignUp(invitation: string | undefined): Promise<void> {
      const { sign_up_mode: mode } = await profile();
      if (mode === 'closed') throw new AppError(403, 'forbidden', ADMIN_TEXTS.signUpClosed);
      if (mode === 'invitation') {
        if (!invitation) throw new AppError(403, 'forbidden', ADMIN_TEXTS.invitationRequired);
        if (!(await repository.invitationIsLive(hashToken(invitation), deps.now()))) {
          throw new AppError(400, 'invalid_token', ADMIN_TEXTS.invitationInvalid);
        }
      }
    },

    /**
     * Spends the invitation in sign-up's transaction `tx`, once the member is written: two
     * sign-ups racing with one link, the second finds it spent and its member is not written.
     */
    async admitIn(tx: Db, invitation: string | undefined): Promise<void> {
      // Through `tx`: the embedded database has one connection, which the transaction holds.
      const inTransaction = createAdminRepository(tx);
      if ((await inTransaction.profile())?.signUpMode !== 'invitation') return;
      const spent = invitation
        ? await inTransaction.spendInvitation(hashToken(invitation), deps.now())
        : false;
      if (!spent) throw new AppError(400, 'invalid_token', ADMIN_TEXTS.invitationInvalid);
    },

    /** Loads the stored name for the mails' signature (platform/community-name.ts). */
    async loadName(): Promise<void> {
      setCommunityName((await repository.profile())?.name);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
