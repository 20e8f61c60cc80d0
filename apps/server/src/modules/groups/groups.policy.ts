/**
 * Who may do what in a group or a community page, read in one place (the shape of Outline's
 * server/policies): pure functions over the group as the service loaded it for the acting
 * member (their status and role in it), and over the member they act on.
 *
 * - A secret group is unknown (404) to anyone but its members and the invited: the repository's
 *   `knownTo` rule, asked before any of these.
 * - A public group or a page is read by every member; a private or secret one by its members.
 * - An archived group is read-only.
 * - Moderators accept and refuse requests, remove and ban members ranked below them, remove
 *   publications and comments; owners and admins edit the group and change roles (an admin up
 *   to admins, only an owner touches owners); only owners archive it.
 * - Members invite their friends; in a group where only invitations let one in, only
 *   moderators do.
 * - Members publish in a group; only admins publish on a page. Members comment and react in a
 *   group; on a page, anyone who reads it does.
 *
 * What depends on the membership's state (already a member, a pending request, the last owner)
 * is the membership service's (groups.memberships.service.ts), not a permission.
 */
import { GROUP_ROLES, type GroupMemberAction, type GroupRole } from '@koinonia/contracts';
import type { AppError } from '../../platform/errors.ts';
import type { GroupRow, MembershipRow } from './groups.repository.ts';
import type { MembershipStatus } from './groups.schema.ts';
import { forbidden, GROUPS_TEXTS } from './groups.texts.ts';

/** A group as the policy reads it, for the acting member. */
export type GroupForPolicy = Pick<
  GroupRow,
  'kind' | 'visibility' | 'join_rule' | 'archived' | 'my_status' | 'my_role'
>;

/** The member acted on, as their membership row stands. */
export type TargetForPolicy = Pick<MembershipRow, 'status' | 'role'>;

export type GroupAction =
  /** Read its publications and its members. */
  | 'read'
  /** Change anything in it: its members, its memberships (an archived group is read-only). */
  | 'write'
  /** Edit its name, description, pictures and rules. */
  | 'edit'
  | 'archive'
  /** Turn the notification of new publications on or off. */
  | 'notify'
  /** List the memberships of one status (`see:REQUESTED`). */
  | `see:${MembershipStatus}`
  /** Act on another member (`member:ban`). */
  | `member:${GroupMemberAction}`
  /** Remove publications and comments in it. */
  | 'moderate'
  | 'publish'
  /** Comment and react on its publications. */
  | 'takePart';

/** 0 for OWNER … 3 for MEMBER: a smaller rank may do more. */
export const rank = (role: GroupRole | null): number => (role ? GROUP_ROLES.indexOf(role) : 99);

/** The acting member belongs to the group with `role` or above. */
export const atLeast = (group: GroupForPolicy, role: GroupRole): boolean =>
  group.my_status === 'MEMBER' && rank(group.my_role) <= rank(role);

/** Why the acting member may not do `action` in the group; undefined when they may. */
export function refusal(group: GroupForPolicy, action: GroupAction): AppError | undefined {
  const member = group.my_status === 'MEMBER';
  const write = group.archived ? forbidden(GROUPS_TEXTS.archived) : undefined;
  const read =
    group.visibility !== 'PUBLIC' && !member ? forbidden(GROUPS_TEXTS.notMember) : undefined;
  switch (action) {
    case 'read':
      return read;
    case 'write':
      return write;
    case 'edit':
      return atLeast(group, 'ADMIN') ? write : forbidden(GROUPS_TEXTS.notAdmin);
    case 'archive':
      return atLeast(group, 'OWNER') ? undefined : forbidden(GROUPS_TEXTS.notOwner);
    case 'notify':
      return member ? undefined : forbidden(GROUPS_TEXTS.notMember);
    case 'see:MEMBER':
      return read;
    case 'see:REQUESTED':
    case 'see:INVITED':
    case 'see:BANNED':
      return read ?? refusal(group, 'moderate');
    case 'member:invite':
      if (!member) return forbidden(GROUPS_TEXTS.notMember);
      if (group.join_rule === 'INVITE' && !atLeast(group, 'MODERATOR')) {
        return forbidden(GROUPS_TEXTS.inviteModeratorsOnly);
      }
      return undefined;
    case 'member:set_role':
      return atLeast(group, 'ADMIN') ? undefined : forbidden(GROUPS_TEXTS.notAdmin);
    case 'member:accept':
    case 'member:reject':
    case 'member:remove':
    case 'member:ban':
    case 'moderate':
      return atLeast(group, 'MODERATOR') ? undefined : forbidden(GROUPS_TEXTS.notModerator);
    case 'publish':
      if (!member) return forbidden(GROUPS_TEXTS.notMember);
      if (group.kind === 'PAGE' && !atLeast(group, 'ADMIN')) {
        return forbidden(GROUPS_TEXTS.pageAdminsOnly);
      }
      return write;
    case 'takePart':
      if (write) return write;
      return group.kind === 'GROUP' && !member ? forbidden(GROUPS_TEXTS.notMember) : undefined;
  }
}

/**
 * Why the acting member may not do `action` to the member `target`, once they may act on
 * members at all: one removes or bans only a member ranked below oneself; an admin names and
 * demotes up to admins, an owner anyone (`role` is the role given).
 */
export function refusalOn(
  actor: GroupForPolicy,
  action: GroupMemberAction,
  target: TargetForPolicy,
  role?: GroupRole,
): AppError | undefined {
  const outranks = rank(actor.my_role) < rank(target.status === 'MEMBER' ? target.role : 'MEMBER');
  switch (action) {
    case 'remove':
    case 'ban':
      return outranks ? undefined : forbidden(GROUPS_TEXTS.outranked);
    case 'set_role': {
      const owner = actor.my_role === 'OWNER';
      if (!owner && (target.role === 'OWNER' || role === 'OWNER')) {
        return forbidden(GROUPS_TEXTS.notOwner);
      }
      return owner || outranks ? undefined : forbidden(GROUPS_TEXTS.outranked);
    }
    case 'accept':
    case 'reject':
    case 'invite':
      return undefined;
  }
}

export const can = (group: GroupForPolicy, action: GroupAction): boolean =>
  refusal(group, action) === undefined;

/** Throws the refusal (403, with its French sentence) unless the member may. */
export function authorize(group: GroupForPolicy, action: GroupAction): void {
  const refused = refusal(group, action);
  if (refused) throw refused;
}

export function authorizeOn(
  actor: GroupForPolicy,
  action: GroupMemberAction,
  target: TargetForPolicy,
  role?: GroupRole,
): void {
  const refused = refusalOn(actor, action, target, role);
  if (refused) throw refused;
}

/** What the acting member may do in the group, action by action (what a page shows). */
export const abilities = (group: GroupForPolicy) => ({
  read: can(group, 'read'),
  edit: can(group, 'edit'),
  archive: can(group, 'archive'),
  invite: can(group, 'write') && can(group, 'member:invite'),
  moderate: can(group, 'moderate'),
  setRoles: can(group, 'write') && can(group, 'member:set_role'),
  publish: can(group, 'publish'),
  takePart: can(group, 'takePart'),
});
