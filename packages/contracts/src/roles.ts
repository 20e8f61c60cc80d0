import { z } from 'zod';

/**
 * The community's roles, granted by the operator (`npm run admin`, see the README): an editor
 * writes the news (/blogs) and the weekly sheet; a moderator and an admin answer reports. A
 * member holds none, one or several.
 */
export const COMMUNITY_ROLES = ['editor', 'moderator', 'admin'] as const;
export type CommunityRole = (typeof COMMUNITY_ROLES)[number];

export const communityRoleSchema = z.enum(COMMUNITY_ROLES);

/** `GET /api/roles/me/`: the signed-in member's roles (the web shows the editor's controls). */
export const myRolesSchema = z.object({ roles: z.array(communityRoleSchema) });
export type MyRoles = z.infer<typeof myRolesSchema>;
