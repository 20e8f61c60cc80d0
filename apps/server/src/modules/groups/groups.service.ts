/**
 * Groups and community pages (ADR 0007): the service the routes and the other modules call.
 * Here: the lists, a group's life (create, edit, archive), its members and publications as
 * pages read them, and what the other modules ask of it. The membership state machine is
 * groups.memberships.service.ts; who may do what is groups.policy.ts.
 */
import type {
  CreateGroupBody,
  Group,
  GroupKind,
  GroupListQuery,
  GroupMemberPage,
  GroupPage,
  GroupRole,
  PublicationPage,
  SearchHit,
  UpdateGroupBody,
} from '@koinonia/contracts';
import { searchHit } from '@koinonia/contracts';
import {
  byTimeKey,
  CURSOR_KEYS,
  decodeCursor,
  decodeTimeCursor,
  encodeCursor,
  type PageQuery,
  timePage,
} from '../../platform/cursor.ts';
import type { SearchPage } from '../../db/search.ts';
import { invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { GroupsServiceDeps, SeenGroup } from './groups.deps.ts';
import { groupFields } from './groups.fields.ts';
import { createGroupMemberships } from './groups.memberships.service.ts';
import { authorize, can } from './groups.policy.ts';
import { presentGroup, presentMember } from './groups.presenter.ts';
import type { MembershipStatus } from './groups.schema.ts';
import { searchable } from './groups.search.ts';
import { GROUPS_TEXTS, notFound } from './groups.texts.ts';

export type { GroupsServiceDeps } from './groups.deps.ts';

const LIST_KEYS: Record<GroupListQuery, RegExp[]> = {
  mine: [CURSOR_KEYS.timestamp, CURSOR_KEYS.uuid],
  invitations: [CURSOR_KEYS.timestamp, CURSOR_KEYS.uuid],
  discover: [CURSOR_KEYS.count, CURSOR_KEYS.timestamp, CURSOR_KEYS.uuid],
};

export function createGroupsService(deps: GroupsServiceDeps) {
  const { repository } = deps;

  const seen: SeenGroup = async (me, id) => {
    const group = isUuid(id) ? await repository.find(me, id) : undefined;
    if (!group) throw notFound();
    return group;
  };

  const view = async (me: string, id: string): Promise<Group> => presentGroup(await seen(me, id));

  return {
    ...createGroupMemberships(deps, seen),

    /** The groups' (or pages') hits of the search of everything (search.service.ts). */
    async search(
      me: string,
      question: string,
      kind: GroupKind,
      page: SearchPage,
    ): Promise<SearchHit[]> {
      const found = await repository.search(me, question, kind, page);
      return found.map((row) =>
        searchHit({
          kind: kind === 'PAGE' ? 'pages' : 'groups',
          id: row.id,
          title: row.name,
          image: row.image,
          excerpt: row.description,
          member_count: row.member_count,
        }),
      );
    },

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
      const fields = await groupFields(deps, me, kind, input);
      const name = fields.name ?? '';
      const description = fields.description ?? '';
      const id = await deps.transaction(async (inTransaction) => {
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
      authorize(group, 'edit');
      const fields = await groupFields(deps, me, group.kind, input);
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
      authorize(group, 'archive');
      await repository.archive(group.id);
    },

    /** `PATCH /api/groups/{id}/membership/`: 'Notifier les nouvelles publications'. */
    async setNotify(me: string, id: string, notifyPosts: boolean): Promise<Group> {
      const group = await seen(me, id);
      authorize(group, 'notify');
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
      authorize(group, `see:${status}`);
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

    /** `GET /api/groups/{id}/publications/`: the group's feed, to whoever reads the group. */
    async publications(me: string, id: string, page: PageQuery): Promise<PublicationPage> {
      const group = await seen(me, id);
      authorize(group, 'read');
      return deps.publicationsInGroup(me, group.id, page);
    },

    // What the publications module asks (GroupAccess in publications.service.ts).

    async assertMayPublish(me: string, groupId: string): Promise<void> {
      const group = await seen(me, groupId).catch(() => {
        throw invalid('group_id', GROUPS_TEXTS.notFound);
      });
      authorize(group, 'publish');
    },

    async assertMayTakePart(me: string, groupId: string): Promise<void> {
      const group = await seen(me, groupId);
      authorize(group, 'takePart');
    },

    async moderates(me: string, groupId: string): Promise<boolean> {
      const group = await repository.find(me, groupId);
      return group !== undefined && can(group, 'moderate');
    },

    /** true when `me` is a member of the group (the events module: an event in a group). */
    isMember: async (me: string, groupId: string): Promise<boolean> =>
      isUuid(groupId) && (await repository.membership(groupId, me))?.status === 'MEMBER',

    // For the listeners (groups.listeners.ts).
    nameOf: async (groupId: string) => (await repository.findRow(groupId))?.name,
    moderatorIds: (groupId: string) =>
      repository.memberIdsWithRole(groupId, ['OWNER', 'ADMIN', 'MODERATOR']),
    notifiedMemberIds: (groupId: string) => repository.notifiedMemberIds(groupId),
    /** The groups `userId` moderates (the moderation module: their reports' cases). */
    moderatedGroupIds: (userId: string) =>
      repository.groupIdsWithRole(userId, ['OWNER', 'ADMIN', 'MODERATOR']),

    // For the community module's mails.
    /** A page of the group's members' ids in id order (a large group is mailed in batches). */
    memberIdsAfter: (groupId: string, after: string | null, limit: number) =>
      repository.memberIdsAfter(groupId, after, limit),
    /** Groups created since `since` that `me` may discover (not secret, not joined). */
    newToDiscover: async (me: string, since: Date, limit: number): Promise<Group[]> =>
      (await repository.newToDiscover(me, since, limit)).map(presentGroup),
    touch: (groupId: string) => repository.touch(groupId),
    /** The account's life (ADR 0009): what blocks a closing, and the erasure after it. */
    soleOwnerships: (userId: string) => repository.soleOwnerships(userId),
    eraseMember: (userId: string) => repository.eraseMember(userId),
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
