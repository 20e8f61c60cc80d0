/** The groups policy, as pure functions: who may do what in a group, and the refusal said. */
import type { GroupRole } from '@koinonia/contracts';
import { describe, expect, it } from 'vitest';
import {
  abilities,
  authorize,
  can,
  type GroupForPolicy,
  refusal,
  refusalOn,
  type TargetForPolicy,
} from './groups.policy.ts';
import { GROUPS_TEXTS } from './groups.texts.ts';

const group = (over: Partial<GroupForPolicy> = {}): GroupForPolicy => ({
  kind: 'GROUP',
  visibility: 'PUBLIC',
  join_rule: 'OPEN',
  archived: false,
  my_status: 'NONE',
  my_role: null,
  ...over,
});
const as = (role: GroupRole, over: Partial<GroupForPolicy> = {}) =>
  group({ my_status: 'MEMBER', my_role: role, ...over });
const member = (role: GroupRole): TargetForPolicy => ({ status: 'MEMBER', role });

const said = (g: GroupForPolicy, action: Parameters<typeof refusal>[1]) =>
  refusal(g, action)?.message;

describe('groups policy', () => {
  it('lets every member read a public group or a page; a private one only its members', () => {
    expect(can(group(), 'read')).toBe(true);
    expect(can(group({ kind: 'PAGE' }), 'read')).toBe(true);
    expect(said(group({ visibility: 'PRIVATE' }), 'read')).toBe(GROUPS_TEXTS.notMember);
    expect(can(as('MEMBER', { visibility: 'SECRET' }), 'read')).toBe(true);
  });

  it('ranks the roles: owners archive, admins edit, moderators moderate', () => {
    expect(can(as('OWNER'), 'archive')).toBe(true);
    expect(said(as('ADMIN'), 'archive')).toBe(GROUPS_TEXTS.notOwner);
    expect(can(as('ADMIN'), 'edit')).toBe(true);
    expect(said(as('MODERATOR'), 'edit')).toBe(GROUPS_TEXTS.notAdmin);
    expect(can(as('MODERATOR'), 'moderate')).toBe(true);
    expect(said(as('MEMBER'), 'moderate')).toBe(GROUPS_TEXTS.notModerator);
    // An owner who was invited but not yet in holds no role.
    expect(can(group({ my_status: 'INVITED', my_role: 'OWNER' }), 'moderate')).toBe(false);
  });

  it('keeps an archived group read-only, after the role check', () => {
    const archived = { archived: true };
    expect(said(as('OWNER', archived), 'edit')).toBe(GROUPS_TEXTS.archived);
    expect(said(as('MEMBER', archived), 'edit')).toBe(GROUPS_TEXTS.notAdmin);
    expect(said(as('OWNER', archived), 'write')).toBe(GROUPS_TEXTS.archived);
    expect(can(as('MEMBER', archived), 'read')).toBe(true);
    expect(said(as('MEMBER', archived), 'takePart')).toBe(GROUPS_TEXTS.archived);
  });

  it('shows the members to readers; requests, invitations and bans to moderators', () => {
    expect(can(group(), 'see:MEMBER')).toBe(true);
    expect(said(group(), 'see:REQUESTED')).toBe(GROUPS_TEXTS.notModerator);
    expect(said(group({ visibility: 'PRIVATE' }), 'see:BANNED')).toBe(GROUPS_TEXTS.notMember);
    expect(can(as('MODERATOR'), 'see:INVITED')).toBe(true);
  });

  it('lets members invite, and only moderators where joining is by invitation', () => {
    expect(said(group(), 'member:invite')).toBe(GROUPS_TEXTS.notMember);
    expect(can(as('MEMBER'), 'member:invite')).toBe(true);
    expect(said(as('MEMBER', { join_rule: 'INVITE' }), 'member:invite')).toBe(
      GROUPS_TEXTS.inviteModeratorsOnly,
    );
    expect(can(as('MODERATOR', { join_rule: 'INVITE' }), 'member:invite')).toBe(true);
    expect(said(as('MODERATOR'), 'member:set_role')).toBe(GROUPS_TEXTS.notAdmin);
    expect(can(as('MODERATOR'), 'member:ban')).toBe(true);
  });

  it("publishes members in a group and only admins on a page; a page's readers take part", () => {
    expect(said(group(), 'publish')).toBe(GROUPS_TEXTS.notMember);
    expect(can(as('MEMBER'), 'publish')).toBe(true);
    expect(said(as('MODERATOR', { kind: 'PAGE' }), 'publish')).toBe(GROUPS_TEXTS.pageAdminsOnly);
    expect(can(as('ADMIN', { kind: 'PAGE' }), 'publish')).toBe(true);
    expect(said(group(), 'takePart')).toBe(GROUPS_TEXTS.notMember);
    expect(can(group({ kind: 'PAGE' }), 'takePart')).toBe(true);
  });

  it('acts only on members ranked below; only an owner touches owners', () => {
    expect(refusalOn(as('MODERATOR'), 'remove', member('MEMBER'))).toBeUndefined();
    expect(refusalOn(as('MODERATOR'), 'ban', member('MODERATOR'))?.message).toBe(
      GROUPS_TEXTS.outranked,
    );
    // A request or an invitation ranks as a member.
    expect(refusalOn(as('MODERATOR'), 'ban', { status: 'REQUESTED', role: 'ADMIN' })).toBe(
      undefined,
    );
    expect(refusalOn(as('ADMIN'), 'set_role', member('MEMBER'), 'ADMIN')).toBeUndefined();
    expect(refusalOn(as('ADMIN'), 'set_role', member('ADMIN'), 'MEMBER')?.message).toBe(
      GROUPS_TEXTS.outranked,
    );
    expect(refusalOn(as('ADMIN'), 'set_role', member('MEMBER'), 'OWNER')?.message).toBe(
      GROUPS_TEXTS.notOwner,
    );
    expect(refusalOn(as('ADMIN'), 'set_role', member('OWNER'), 'ADMIN')?.message).toBe(
      GROUPS_TEXTS.notOwner,
    );
    expect(refusalOn(as('OWNER'), 'set_role', member('OWNER'), 'ADMIN')).toBeUndefined();
  });

  it('throws the refusal from authorize, and lists the abilities it implies', () => {
    expect(() => authorize(as('MEMBER'), 'archive')).toThrow(GROUPS_TEXTS.notOwner);
    expect(abilities(as('MODERATOR', { join_rule: 'INVITE' }))).toEqual({
      read: true,
      edit: false,
      archive: false,
      invite: true,
      moderate: true,
      setRoles: false,
      publish: true,
      takePart: true,
    });
    expect(abilities(as('OWNER', { archived: true }))).toMatchObject({
      edit: false,
      archive: true,
      invite: false,
      publish: false,
    });
  });
});
