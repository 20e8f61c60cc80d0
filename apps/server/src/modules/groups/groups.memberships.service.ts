/**
 * The membership state machine of a group: joining (at once, by a request, or by accepting an
 * invitation), leaving, and what moderators and admins do to members (accept, refuse, remove,
 * ban, name to a role, invite). Who may is groups.policy.ts; what the membership's state allows
 * is here. Every change of membership is one conditional write (decided from the row as read):
 * a concurrent change makes it refuse with a 409 rather than write twice.
 *
 * A member blocked either way with one of the group's owners may not join it, be invited, or
 * have a request accepted (only owners' blocks keep one out: ADR 0007, groups.test.ts 'blocks').
 */
import {
  GROUP_NOTIFY_DEFAULT_BELOW,
  type Group,
  type GroupMember,
  type GroupMemberAction,
  type GroupRole,
} from '@koinonia/contracts';
import { invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { GroupsServiceDeps, SeenGroup } from './groups.deps.ts';
import { atLeast, authorize, authorizeOn, can } from './groups.policy.ts';
import { presentGroup, presentMember } from './groups.presenter.ts';
import type { GroupRow, GroupsRepository } from './groups.repository.ts';
import { conflict, forbidden, GROUPS_TEXTS, memberNotFound, notFound } from './groups.texts.ts';

export function createGroupMemberships(deps: GroupsServiceDeps, seen: SeenGroup) {
  const { repository } = deps;
  /** Runs a membership change that reads and writes in one transaction. */
  const change = deps.transaction;
  const view = async (me: string, id: string): Promise<Group> => presentGroup(await seen(me, id));

  /** A member invites a friend (the policy said they may: `member:invite`). */
  async function invite(me: string, group: GroupRow, userId: string): Promise<GroupMember> {
    const moderator = atLeast(group, 'MODERATOR');
    if ((await deps.isBlockedBetween(me, userId)) || !(await repository.areFriends(me, userId))) {
      throw forbidden(GROUPS_TEXTS.inviteFriendsOnly);
    }
    await change(async (inTransaction, record) => {
      const target = await inTransaction.membership(group.id, userId);
      switch (target?.status) {
        case 'MEMBER':
          throw conflict(GROUPS_TEXTS.alreadyInGroup);
        case 'INVITED':
          throw conflict(GROUPS_TEXTS.alreadyInvited);
        case 'BANNED':
          throw forbidden(GROUPS_TEXTS.memberBanned);
        case 'REQUESTED':
          if (!moderator) throw conflict(GROUPS_TEXTS.requestedAlready);
          // A moderator who invites someone who asked accepts them.
          await assertMayBeAccepted(inTransaction, group.id, userId);
          if (
            !(await inTransaction.changeMembership(group.id, userId, 'REQUESTED', {
              status: 'MEMBER',
            }))
          ) {
            throw conflict(GROUPS_TEXTS.busy);
          }
          await record('groups.request_accepted', { groupId: group.id, userId, actorId: me });
          await record('groups.membership_changed', { groupId: group.id, userId });
          return;
        case undefined: {
          // They could not accept it (join refuses them): refused here rather than there.
          if (await inTransaction.isBlockedWithOwner(group.id, userId)) {
            throw forbidden(GROUPS_TEXTS.memberBlockedWithOwner);
          }
          const row = await inTransaction.insertMembership({
            groupId: group.id,
            userId,
            status: 'INVITED',
            invitedBy: me,
            notifyPosts: true,
          });
          if (!row) throw conflict(GROUPS_TEXTS.busy);
          await record('groups.invited', { groupId: group.id, userId, actorId: me });
        }
      }
    });
    return memberView(me, group.id, userId);
  }

  /** No one accepts a request while the member and an owner blocked each other. */
  async function assertMayBeAccepted(
    inTransaction: GroupsRepository,
    groupId: string,
    userId: string,
  ): Promise<void> {
    if (await inTransaction.isBlockedWithOwner(groupId, userId)) {
      throw forbidden(GROUPS_TEXTS.memberBlockedWithOwner);
    }
  }

  /** One member's row as the members list shows it. */
  async function memberView(me: string, groupId: string, userId: string): Promise<GroupMember> {
    const row = await repository.member(me, groupId, userId);
    if (!row) throw memberNotFound();
    return presentMember(row);
  }

  return {
    /**
     * `POST /api/groups/{id}/join/`: accepts an invitation, joins an open group or a page, or
     * asks to join a group on request.
     */
    async join(me: string, id: string, message?: string): Promise<Group> {
      const group = await seen(me, id);
      authorize(group, 'write');
      await change(async (inTransaction, record) => {
        const current = await inTransaction.membership(group.id, me);
        const notifyPosts = group.member_count < GROUP_NOTIFY_DEFAULT_BELOW;
        // A block with an owner keeps one out, whatever the join rule or an invitation.
        if (
          (current === undefined || current.status === 'INVITED') &&
          (await inTransaction.isBlockedWithOwner(group.id, me))
        ) {
          throw forbidden(GROUPS_TEXTS.blockedWithOwner);
        }
        switch (current?.status) {
          case 'MEMBER':
            throw conflict(GROUPS_TEXTS.alreadyMember);
          case 'REQUESTED':
            throw conflict(GROUPS_TEXTS.alreadyRequested);
          case 'BANNED':
            throw forbidden(GROUPS_TEXTS.banned);
          case 'INVITED': {
            const row = await inTransaction.changeMembership(group.id, me, 'INVITED', {
              status: 'MEMBER',
              notifyPosts,
            });
            if (!row) throw conflict(GROUPS_TEXTS.busy);
            await record('groups.membership_changed', { groupId: group.id, userId: me });
            return;
          }
          case undefined:
            break;
        }
        if (group.join_rule === 'INVITE') throw forbidden(GROUPS_TEXTS.inviteOnly);
        const asking = group.join_rule === 'REQUEST';
        const row = await inTransaction.insertMembership({
          groupId: group.id,
          userId: me,
          status: asking ? 'REQUESTED' : 'MEMBER',
          message: asking ? message?.trim() || null : null,
          notifyPosts,
        });
        if (!row) throw conflict(GROUPS_TEXTS.busy);
        if (asking) await record('groups.requested', { groupId: group.id, userId: me });
        else await record('groups.membership_changed', { groupId: group.id, userId: me });
      });
      return view(me, group.id);
    },

    /** `POST /api/groups/{id}/leave/`: leaves, cancels a request, refuses an invitation. */
    async leave(me: string, id: string): Promise<Group> {
      const group = await seen(me, id);
      await change(async (inTransaction, record) => {
        const locked = await inTransaction.find(me, group.id, true);
        if (!locked) throw notFound();
        const status = locked.my_status;
        if (status === 'NONE' || status === 'BANNED') throw conflict(GROUPS_TEXTS.notInGroup);
        if (locked.my_role === 'OWNER' && (await inTransaction.countOwners(group.id)) <= 1) {
          throw conflict(GROUPS_TEXTS.lastOwner);
        }
        if (!(await inTransaction.deleteMembership(group.id, me, status))) {
          throw conflict(GROUPS_TEXTS.busy);
        }
        if (status === 'MEMBER') {
          await record('groups.membership_changed', { groupId: group.id, userId: me });
        }
      });
      // A secret group is gone from sight once left.
      const after = await repository.find(me, group.id);
      return presentGroup(after ?? { ...group, my_status: 'NONE', my_role: null });
    },

    /** `POST /api/groups/{id}/members/{user_id}/`. */
    async act(
      me: string,
      id: string,
      userId: string,
      action: GroupMemberAction,
      role?: GroupRole,
    ): Promise<GroupMember> {
      const group = await seen(me, id);
      authorize(group, 'write');
      if (!isUuid(userId)) throw memberNotFound();
      if (userId === me) throw forbidden(GROUPS_TEXTS.onSelf);
      authorize(group, `member:${action}`);
      if (action === 'invite') return invite(me, group, userId);
      // A request is hidden from a moderator blocked with its member either way (the members
      // list): it is theirs neither to see nor to accept. Asked before the transaction, which
      // must not wait on a query outside it (one PGlite session).
      if (action === 'accept' && (await deps.isBlockedBetween(me, userId))) {
        throw memberNotFound();
      }
      await change(async (inTransaction, record) => {
        // Roles and ownership change under the group's lock: two owners demoting each other
        // at once cannot leave it without one.
        const actor = await inTransaction.find(me, group.id, true);
        if (!actor || !can(actor, `member:${action}`)) {
          throw forbidden(GROUPS_TEXTS.notModerator);
        }
        const target = await inTransaction.membership(group.id, userId);
        if (!target) throw memberNotFound();
        switch (action) {
          case 'accept': {
            if (target.status !== 'REQUESTED') throw conflict(GROUPS_TEXTS.noRequest);
            await assertMayBeAccepted(inTransaction, group.id, userId);
            const row = await inTransaction.changeMembership(group.id, userId, 'REQUESTED', {
              status: 'MEMBER',
            });
            if (!row) throw conflict(GROUPS_TEXTS.busy);
            await record('groups.request_accepted', { groupId: group.id, userId, actorId: me });
            await record('groups.membership_changed', { groupId: group.id, userId });
            return;
          }
          case 'reject':
            // Refuses a request, withdraws an invitation, or lifts a ban.
            if (target.status === 'MEMBER') throw conflict(GROUPS_TEXTS.noRequest);
            if (!(await inTransaction.deleteMembership(group.id, userId, target.status))) {
              throw conflict(GROUPS_TEXTS.busy);
            }
            return;
          case 'remove':
            if (target.status !== 'MEMBER') throw conflict(GROUPS_TEXTS.notAMember);
            authorizeOn(actor, action, target);
            if (!(await inTransaction.deleteMembership(group.id, userId, 'MEMBER'))) {
              throw conflict(GROUPS_TEXTS.busy);
            }
            await record('groups.membership_changed', { groupId: group.id, userId });
            return;
          case 'ban':
            if (target.status === 'BANNED') throw conflict(GROUPS_TEXTS.alreadyBanned);
            authorizeOn(actor, action, target);
            if (
              !(await inTransaction.changeMembership(group.id, userId, target.status, {
                status: 'BANNED',
                role: 'MEMBER',
                message: null,
              }))
            ) {
              throw conflict(GROUPS_TEXTS.busy);
            }
            if (target.status === 'MEMBER') {
              await record('groups.membership_changed', { groupId: group.id, userId });
            }
            return;
          case 'set_role': {
            if (!role) throw invalid('role', GROUPS_TEXTS.roleRequired);
            if (group.kind === 'PAGE' && role === 'MODERATOR') {
              throw invalid('role', GROUPS_TEXTS.pageRoles);
            }
            if (target.status !== 'MEMBER') throw conflict(GROUPS_TEXTS.notAMember);
            authorizeOn(actor, action, target, role);
            if (
              target.role === 'OWNER' &&
              role !== 'OWNER' &&
              (await inTransaction.countOwners(group.id)) <= 1
            ) {
              throw conflict(GROUPS_TEXTS.lastOwnerDemoted);
            }
            if (target.role === role) return;
            await inTransaction.changeMembership(group.id, userId, 'MEMBER', { role });
            await record('groups.role_changed', { groupId: group.id, userId, actorId: me, role });
            return;
          }
        }
      });
      return memberView(me, group.id, userId);
    },
  };
}
