/**
 * Another member's profile (spec §2): /feed/people-profile/{userId}/{tab}, a tab's path being
 * one of those the features add to the profiles (`ProfileTabEntry`).
 */
export function memberProfilePath(userId: string, tab = 'feed'): string {
  return `/feed/people-profile/${encodeURIComponent(userId)}/${tab}`;
}

/** The signed-in member's own profile: /profile/{tab}. */
export function ownProfilePath(tab = 'feed'): string {
  return `/profile/${tab}`;
}
