/** The tabs of a group's page, in the order of its tab bar (`?tab=`; publications first). */
export const GROUP_TABS = [
  'publications',
  'members',
  'albums',
  'parish',
  'services',
  'about',
  'requests',
  'settings',
] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/** A group's or a page's page: /feed/groups/{groupId}, at one of its tabs. */
export function groupPath(groupId: string, tab: GroupTab = 'publications'): string {
  const path = `/feed/groups/${encodeURIComponent(groupId)}`;
  return tab === 'publications' ? path : `${path}?tab=${tab}`;
}
