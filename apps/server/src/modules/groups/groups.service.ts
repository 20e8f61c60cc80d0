/**
 * Groups and community pages (issue 11). Who may do what:
 * - A secret group is unknown (404) to anyone but its members and the invited.
 * - A public group or a page is read by every member; a private or secret one by its members.
 * - Joining follows the join rule (OPEN at once, REQUEST asks a moderator, INVITE refuses);
 *   an invitation is accepted by joining whatever the rule; a banned member cannot ask again.
 * - Moderators accept and refuse requests, remove and ban members ranked below them, remove
 *   publications and comments; owners and admins edit the group and change roles; only
 *   owners archive it. The last owner can neither leave nor be demoted.
 * Every change of membership is one conditional write (decided from the row as read); a
 * concurrent change makes it refuse with a 409 rather than write twice.
 */
import {
  type CreateGroupBody,
  GROUP_NOTIFY_DEFAULT_BELOW,
  GROUP_ROLES,
  type Group,
  type GroupKind,
  type GroupListQuery,
  type GroupMember,
  type GroupMemberAction,
  type GroupMemberPage,
  type GroupPage,
  type GroupRole,
  type PublicationPage,
  type UpdateGroupBody,
} from '@koinonia/contracts';
import { AppError, invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Transactional } from '../../platform/outbox.ts';
import {
  byTimeKey,
  CURSOR_KEYS,
  decodeCursor,
  decodeTimeCursor,
  encodeCursor,
  type PageQuery,
  timePage,
} from '../../platform/cursor.ts';
import { presentGroup, presentMember } from './groups.presenter.ts';
import type { GroupRow, GroupsRepository, GroupValues } from './groups.repository.ts';
import type { MembershipStatus } from './groups.schema.ts';
import { searchable } from './groups.search.ts';

export const GROUPS_TEXTS = {
  notFound: 'Groupe introuvable.',
  memberNotFound: 'Membre introuvable.',
  notMember: "Vous n'êtes pas membre de ce groupe.",
  archived: 'Ce groupe est archivé : il est en lecture seule.',
  alreadyMember: 'Vous faites déjà partie de ce groupe.',
  alreadyRequested: 'Votre demande est déjà envoyée.',
  inviteOnly: 'Ce groupe accueille seulement les membres invités.',
  banned: 'Vous ne pouvez plus rejoindre ce groupe.',
  notInGroup: 'Vous ne faites pas partie de ce groupe.',
  lastOwner:
    'Vous êtes le dernier propriétaire : nommez un autre propriétaire avant de quitter le groupe.',
  lastOwnerDemoted: 'Le groupe doit garder au moins un propriétaire.',
  notModerator: 'Seuls les modérateurs du groupe peuvent faire cela.',
  notAdmin: 'Seuls les administrateurs du groupe peuvent faire cela.',
  notOwner: 'Seuls les propriétaires du groupe peuvent faire cela.',
  pageAdminsOnly: 'Seuls les administrateurs de la page peuvent y publier.',
  outranked: 'Vous ne pouvez pas agir sur un membre de rang égal ou supérieur au vôtre.',
  onSelf: 'Vous ne pouvez pas faire cette action sur vous-même.',
  noRequest: 'Aucune demande en attente de ce membre.',
  notAMember: 'Ce membre ne fait pas partie du groupe.',
  alreadyInGroup: 'Ce membre fait déjà partie du groupe.',
  alreadyInvited: 'Ce membre est déjà invité.',
  requestedAlready: 'Ce membre a déjà demandé à rejoindre le groupe : acceptez sa demande.',
  memberBanned: 'Ce membre est exclu de ce groupe.',
  alreadyBanned: 'Ce membre est déjà exclu.',
  inviteFriendsOnly: 'Vous ne pouvez inviter que vos amis.',
  inviteModeratorsOnly: 'Dans ce groupe, seuls les modérateurs invitent.',
  roleRequired: 'Choisissez un rôle.',
  pageRoles: "Une page n'a que des propriétaires, des administrateurs et des abonnés.",
  notYourPicture: "Cette image n'a pas été envoyée par vous.",
  busy: "L'adhésion vient de changer. Réessayez.",
} as const;

const notFound = () => new AppError(404, 'not_found', GROUPS_TEXTS.notFound);
const forbidden = (message: string) => new AppError(403, 'forbidden', message);
const conflict = (message: string) => new AppError(409, 'conflict', message);

/** 0 for OWNER … 3 for MEMBER: a smaller rank may do more. */
const rank = (role: GroupRole | null): number => (role ? GROUP_ROLES.indexOf(role) : 99);
const atLeast = (group: GroupRow, role: GroupRole) =>
  group.my_status === 'MEMBER' && rank(group.my_role) <= rank(role);

export interface GroupsServiceDeps {
  repository: GroupsRepository;
  /** A write and the facts it announces, in one transaction (platform/outbox.ts). */
  transaction: Transactional<GroupsRepository>;
  /** The media module: the path to store when `url` is one of `ownerId`'s uploads, else null. */
  ownedPath(ownerId: string, url: string): Promise<string | null>;
  /** The publications module: a group's publications as `me` sees them. */
  publicationsInGroup(me: string, groupId: string, page: PageQuery): Promise<PublicationPage>;
  isBlockedBetween(a: string, b: string): Promise<boolean>;
}

const LIST_KEYS: Record<GroupListQuery, RegExp[]> = {
  mine: [CURSOR_KEYS.timestamp, CURSOR_KEYS.uuid],
  invitations: [CURSOR_KEYS.timestamp, CURSOR_KEYS.uuid],
  discover: [CURSOR_KEYS.count, CURSOR_KEYS.timestamp, CURSOR_KEYS.uuid],
};

export function createGroupsService(deps: GroupsServiceDeps) {
  const { repository } = deps;

  /** The group as `me` sees it: 404 when unknown, malformed or secret to them. */
  async function seen(me: string, id: string): Promise<GroupRow> {
    const group = isUuid(id) ? await repository.find(me, id) : undefined;
    if (!group) throw notFound();
    return group;
  }

  const view = async (me: string, id: string): Promise<Group> => presentGroup(await seen(me, id));

  /** `me` reads the group's publications and members: 403 for a private one's non-member. */
  function assertReads(group: GroupRow): void {
    if (group.visibility !== 'PUBLIC' && group.my_status !== 'MEMBER') {
      throw forbidden(GROUPS_TEXTS.notMember);
    }
  }

  function assertOpen(group: GroupRow): void {
    if (group.archived) throw forbidden(GROUPS_TEXTS.archived);
  }

  async function ownPicture(me: string, url: string | null | undefined, field: string) {
    if (url === undefined) return undefined;
    if (url === null || url === '') return null;
    const path = await deps.ownedPath(me, url);
    if (!path) throw invalid(field, GROUPS_TEXTS.notYourPicture);
    return path;
  }

  /** The stored fields of a create or an edit (a page stays public and open). */
  async function values(
    me: string,
    kind: GroupKind,
    input: UpdateGroupBody,
  ): Promise<Partial<GroupValues>> {
    const page = kind === 'PAGE';
    const fields: Partial<GroupValues> = {
      name: input.name,
      description: input.description,
      visibility: page ? undefined : input.visibility,
      joinRule: page ? undefined : input.join_rule,
      image: await ownPicture(me, input.image, 'image'),
      logo: await ownPicture(me, input.logo, 'logo'),
    };
    if (page) {
      Object.assign(fields, {
        category: input.category,
        address: input.address,
        website: input.website,
        contactEmail: input.contact_email,
        schedule: input.schedule,
      });
    }
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  }

  /** Runs a membership change that reads and writes in one transaction. */
  const change = deps.transaction;

  const service = {
    /** `GET /api/groups/?query=`: one of the member's lists, a page at a time. */
    async list(
      me: string,
      query: GroupListQuery,
      filters: { search?: string | undefined; kind?: GroupKind | undefined },
      { cursor, limit }: PageQuery,
    ): Promise<GroupPage> {
      const keys = decodeCursor(`groups-${query}`, cursor, LIST_KEYS[query]);
      const search = filters.search ? searchable(filters.search) : undefined;
      const found = await repository.list(
        me,
        query,
        { search, kind: filters.kind },
        keys && { keys },
        limit + 1,
      );
      const shown = found.slice(0, limit);
      const last = shown.at(-1);
      return {
        results: shown.map((row) => presentGroup(row.group)),
        next:
          found.length > limit && last
            ? encodeCursor(`groups-${query}`, last.keys.map(String))
            : null,
      };
    },

    countInvitations: (me: string) => repository.countInvitations(me),

    get: view,

    /** `POST /api/groups/`: the creator is its owner (a page's first admin). */
    async create(me: string, input: CreateGroupBody): Promise<Group> {
      const kind = input.kind ?? 'GROUP';
      const page = kind === 'PAGE';
      const fields = await values(me, kind, input);
      const name = fields.name ?? '';
      const description = fields.description ?? '';
      const id = await change(async (inTransaction) => {
        const groupId = await inTransaction.insert({
          kind,
          name,
          description,
          visibility: page ? 'PUBLIC' : (input.visibility ?? 'PUBLIC'),
          joinRule: page ? 'OPEN' : (input.join_rule ?? 'OPEN'),
          image: fields.image ?? null,
          logo: fields.logo ?? null,
          category: page ? (input.category ?? 'autre') : null,
          address: fields.address ?? '',
          website: fields.website ?? '',
          contactEmail: fields.contactEmail ?? '',
          schedule: fields.schedule ?? '',
          searchText: searchable(`${name} ${description}`),
          createdBy: me,
        });
        await inTransaction.insertMembership({
          groupId,
          userId: me,
          status: 'MEMBER',
          role: 'OWNER',
          notifyPosts: true,
        });
        return groupId;
      });
      return view(me, id);
    },

    /** `PATCH /api/groups/{id}/`: owners and admins. */
    async update(me: string, id: string, input: UpdateGroupBody): Promise<Group> {
      const group = await seen(me, id);
      if (!atLeast(group, 'ADMIN')) throw forbidden(GROUPS_TEXTS.notAdmin);
      assertOpen(group);
      const fields = await values(me, group.kind, input);
      if (fields.name !== undefined || fields.description !== undefined) {
        fields.searchText = searchable(
          `${fields.name ?? group.name} ${fields.description ?? group.description}`,
        );
      }
      await repository.update(group.id, fields);
      return view(me, group.id);
    },

    /** `DELETE /api/groups/{id}/`: archives it (read-only, hidden from discovery); owners. */
    async archive(me: string, id: string): Promise<void> {
      const group = await seen(me, id);
      if (!atLeast(group, 'OWNER')) throw forbidden(GROUPS_TEXTS.notOwner);
      await repository.archive(group.id);
    },

    /**
     * `POST /api/groups/{id}/join/`: accepts an invitation, joins an open group or a page, or
     * asks to join a group on request.
     */
    async join(me: string, id: string, message?: string): Promise<Group> {
      const group = await seen(me, id);
      assertOpen(group);
      await change(async (inTransaction, record) => {
        const current = await inTransaction.membership(group.id, me);
        const notifyPosts = group.member_count < GROUP_NOTIFY_DEFAULT_BELOW;
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
      });
      return view(me, group.id);
    },

    /** `POST /api/groups/{id}/leave/`: leaves, cancels a request, refuses an invitation. */
    async leave(me: string, id: string): Promise<Group> {
      const group = await seen(me, id);
      await change(async (inTransaction) => {
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
      });
      // A secret group is gone from sight once left.
      const after = await repository.find(me, group.id);
      return presentGroup(after ?? { ...group, my_status: 'NONE', my_role: null });
    },

    /** `PATCH /api/groups/{id}/membership/`: 'Notifier les nouvelles publications'. */
    async setNotify(me: string, id: string, notifyPosts: boolean): Promise<Group> {
      const group = await seen(me, id);
      if (group.my_status !== 'MEMBER') throw forbidden(GROUPS_TEXTS.notMember);
      await repository.changeMembership(group.id, me, 'MEMBER', { notifyPosts });
      return view(me, group.id);
    },

    /** `GET /api/groups/{id}/members/`: members to whoever reads the group; the rest to moderators. */
    async members(
      me: string,
      id: string,
      { status, role, cursor, limit }: PageQuery & { status: MembershipStatus; role?: GroupRole },
    ): Promise<GroupMemberPage> {
      const group = await seen(me, id);
      assertReads(group);
      if (status !== 'MEMBER' && !atLeast(group, 'MODERATOR')) {
        throw forbidden(GROUPS_TEXTS.notModerator);
      }
      const rows = await repository.members(
        me,
        group.id,
        { status, role },
        decodeTimeCursor('group-members', cursor),
        limit + 1,
      );
      const { shown, next } = timePage('group-members', rows, limit, byTimeKey);
      return { results: shown.map(presentMember), next };
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
      assertOpen(group);
      if (!isUuid(userId)) throw new AppError(404, 'not_found', GROUPS_TEXTS.memberNotFound);
      if (userId === me) throw forbidden(GROUPS_TEXTS.onSelf);
      if (action === 'invite') return invite(me, group, userId);
      if (action === 'set_role') {
        if (!atLeast(group, 'ADMIN')) throw forbidden(GROUPS_TEXTS.notAdmin);
      } else if (!atLeast(group, 'MODERATOR')) {
        throw forbidden(GROUPS_TEXTS.notModerator);
      }
      await change(async (inTransaction, record) => {
        // Roles and ownership change under the group's lock: two owners demoting each other
        // at once cannot leave it without one.
        const actor = await inTransaction.find(me, group.id, true);
        if (!actor || !atLeast(actor, action === 'set_role' ? 'ADMIN' : 'MODERATOR')) {
          throw forbidden(GROUPS_TEXTS.notModerator);
        }
        const target = await inTransaction.membership(group.id, userId);
        if (!target) throw new AppError(404, 'not_found', GROUPS_TEXTS.memberNotFound);
        const outranks =
          rank(actor.my_role) < rank(target.status === 'MEMBER' ? target.role : 'MEMBER');
        switch (action) {
          case 'accept': {
            if (target.status !== 'REQUESTED') throw conflict(GROUPS_TEXTS.noRequest);
            const row = await inTransaction.changeMembership(group.id, userId, 'REQUESTED', {
              status: 'MEMBER',
            });
            if (!row) throw conflict(GROUPS_TEXTS.busy);
            await record('groups.request_accepted', { groupId: group.id, userId, actorId: me });
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
            if (!outranks) throw forbidden(GROUPS_TEXTS.outranked);
            if (!(await inTransaction.deleteMembership(group.id, userId, 'MEMBER'))) {
              throw conflict(GROUPS_TEXTS.busy);
            }
            return;
          case 'ban':
            if (target.status === 'BANNED') throw conflict(GROUPS_TEXTS.alreadyBanned);
            if (!outranks) throw forbidden(GROUPS_TEXTS.outranked);
            if (
              !(await inTransaction.changeMembership(group.id, userId, target.status, {
                status: 'BANNED',
                role: 'MEMBER',
                message: null,
              }))
            ) {
              throw conflict(GROUPS_TEXTS.busy);
            }
            return;
          case 'set_role': {
            if (!role) throw invalid('role', GROUPS_TEXTS.roleRequired);
            if (group.kind === 'PAGE' && role === 'MODERATOR') {
              throw invalid('role', GROUPS_TEXTS.pageRoles);
            }
            if (target.status !== 'MEMBER') throw conflict(GROUPS_TEXTS.notAMember);
            // An admin names and demotes up to admins; only an owner touches owners.
            const owner = actor.my_role === 'OWNER';
            if (!owner && (target.role === 'OWNER' || role === 'OWNER')) {
              throw forbidden(GROUPS_TEXTS.notOwner);
            }
            if (!owner && !outranks) throw forbidden(GROUPS_TEXTS.outranked);
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

    /** `GET /api/groups/{id}/publications/`: the group's feed, to whoever reads the group. */
    async publications(me: string, id: string, page: PageQuery): Promise<PublicationPage> {
      const group = await seen(me, id);
      assertReads(group);
      return deps.publicationsInGroup(me, group.id, page);
    },

    // What the publications module asks (GroupAccess in publications.service.ts).

    async assertMayPublish(me: string, groupId: string): Promise<void> {
      const group = await seen(me, groupId).catch(() => {
        throw invalid('group_id', GROUPS_TEXTS.notFound);
      });
      if (group.my_status !== 'MEMBER') throw forbidden(GROUPS_TEXTS.notMember);
      if (group.kind === 'PAGE' && !atLeast(group, 'ADMIN')) {
        throw forbidden(GROUPS_TEXTS.pageAdminsOnly);
      }
      assertOpen(group);
    },

    async assertMayTakePart(me: string, groupId: string): Promise<void> {
      const group = await seen(me, groupId);
      assertOpen(group);
      if (group.kind === 'GROUP' && group.my_status !== 'MEMBER') {
        throw forbidden(GROUPS_TEXTS.notMember);
      }
    },

    async moderates(me: string, groupId: string): Promise<boolean> {
      const group = await repository.find(me, groupId);
      return group !== undefined && atLeast(group, 'MODERATOR');
    },

    /** true when `me` is a member of the group (the events module: an event in a group). */
    isMember: async (me: string, groupId: string): Promise<boolean> =>
      isUuid(groupId) && (await repository.membership(groupId, me))?.status === 'MEMBER',

    // For the listeners (groups.listeners.ts).
    nameOf: async (groupId: string) => (await repository.findRow(groupId))?.name,
    moderatorIds: (groupId: string) =>
      repository.memberIdsWithRole(groupId, ['OWNER', 'ADMIN', 'MODERATOR']),
    notifiedMemberIds: (groupId: string) => repository.notifiedMemberIds(groupId),

    // For the community module's mails.
    /** A page of the group's members' ids in id order (a large group is mailed in batches). */
    memberIdsAfter: (groupId: string, after: string | null, limit: number) =>
      repository.memberIdsAfter(groupId, after, limit),
    /** Groups created since `since` that `me` may discover (not secret, not joined). */
    newToDiscover: async (me: string, since: Date, limit: number): Promise<Group[]> =>
      (await repository.newToDiscover(me, since, limit)).map(presentGroup),
    touch: (groupId: string) => repository.touch(groupId),
    /** The account's life (issue 13): what blocks a closing, and the erasure after it. */
    soleOwnerships: (userId: string) => repository.soleOwnerships(userId),
    eraseMember: (userId: string) => repository.eraseMember(userId),
  };

  /** A member invites a friend (in an INVITE group, only moderators invite). */
  async function invite(me: string, group: GroupRow, userId: string): Promise<GroupMember> {
    if (group.my_status !== 'MEMBER') throw forbidden(GROUPS_TEXTS.notMember);
    const moderator = atLeast(group, 'MODERATOR');
    if (group.join_rule === 'INVITE' && !moderator) {
      throw forbidden(GROUPS_TEXTS.inviteModeratorsOnly);
    }
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
          if (
            !(await inTransaction.changeMembership(group.id, userId, 'REQUESTED', {
              status: 'MEMBER',
            }))
          ) {
            throw conflict(GROUPS_TEXTS.busy);
          }
          await record('groups.request_accepted', { groupId: group.id, userId, actorId: me });
          return;
        case undefined: {
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

  /** One member's row as the members list shows it. */
  async function memberView(me: string, groupId: string, userId: string): Promise<GroupMember> {
    const row = await repository.member(me, groupId, userId);
    if (!row) throw new AppError(404, 'not_found', GROUPS_TEXTS.memberNotFound);
    return presentMember(row);
  }

  return service;
}

export type GroupsService = ReturnType<typeof createGroupsService>;
