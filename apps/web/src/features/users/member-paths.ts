/** The tabs of a profile (spec §2), in the order of the tab bar. */
export const PROFILE_TABS = [
  'feed',
  'about',
  'connections',
  'media',
  'videos',
  'events',
  'activity',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Another member's profile (spec §2): /feed/people-profile/{userId}/{tab}. */
export function memberProfilePath(userId: string, tab: ProfileTab = 'feed'): string {
  return `/feed/people-profile/${encodeURIComponent(userId)}/${tab}`;
}

/** The signed-in member's own profile: /profile/{tab}. */
export function ownProfilePath(tab: ProfileTab = 'feed'): string {
  return `/profile/${tab}`;
}
