import type { Group, GroupRole } from '@koinonia/contracts';
import { GROUP_ROLES } from '@koinonia/contracts';
import { firstAndLastName } from '@/shared/people/person-name';
import { t } from '@/shared/i18n/i18n';
import { counted } from '@/shared/i18n/plural';
import '@/features/groups/groups.texts';

/** '12 membres' for a group, '12 abonnés' for a page. */
export function memberCountText(group: Pick<Group, 'kind' | 'member_count'>): string {
  return group.kind === 'PAGE'
    ? counted(group.member_count, 'groups.count.followers')
    : counted(group.member_count, 'groups.count.members');
}

/**
 * 'Amis membres : Jean Martin, Paul Petit et 2 autres' (the server sends a few friends and the
 * total); first names only when `short` (a card); null when no friend is a member.
 */
export function friendsText(
  group: Pick<Group, 'kind' | 'friends' | 'friends_count'>,
  short = false,
) {
  if (group.friends.length === 0) return null;
  const names = group.friends
    .map((friend) => (short ? friend.first_name : firstAndLastName(friend)))
    .join(', ');
  const others = group.friends_count - group.friends.length;
  const listed = others > 0 ? counted(others, 'groups.friends.andOthers', { names }) : names;
  return t(group.kind === 'PAGE' ? 'groups.friends.followers' : 'groups.friends.members', {
    names: listed,
  });
}

/** A role's rank: 0 for the owner, higher for the lesser roles. */
const rank = (role: GroupRole | null) => (role ? GROUP_ROLES.indexOf(role) : GROUP_ROLES.length);

/** Moderators, admins and owners accept requests and remove or ban members. */
export const isModerator = (role: GroupRole | null) => rank(role) <= rank('MODERATOR');

/** Admins and owners edit the group and change roles. */
export const isAdmin = (role: GroupRole | null) => rank(role) <= rank('ADMIN');

/** Whether `mine` may act on a member whose role is `theirs` (only on lesser roles). */
export const outranks = (mine: GroupRole | null, theirs: GroupRole) =>
  mine === 'OWNER' || rank(mine) < rank(theirs);
