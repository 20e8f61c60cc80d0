/**
 * The community's name as the mails sign it ('— L'équipe …'): 'Koinonia' until an admin
 * names the community (the admin module's /api/admin/community/, which sets it here when it
 * starts and when the name changes). One process holds one community.
 */
export const DEFAULT_COMMUNITY_NAME = 'Koinonia';

let current = DEFAULT_COMMUNITY_NAME;

export const communityName = (): string => current;

/** The stored name, or the default when none is stored (null or empty). */
export function setCommunityName(name: string | null | undefined): void {
  current = name?.trim() ? name.trim() : DEFAULT_COMMUNITY_NAME;
}
