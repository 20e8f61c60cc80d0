import { z } from 'zod';
import { communityRoleSchema } from './roles.ts';
import { lineText, multilineText } from './text.ts';

/**
 * The admin console's API (`/api/admin/…`, admins only) and the community's public profile
 * (`GET /api/instance/`, read by the landing and the sign-up page).
 */

/** How newcomers join: anyone, with an invitation mailed by an admin, or nobody for now. */
export const SIGN_UP_MODES = ['open', 'invitation', 'closed'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];
export const signUpModeSchema = z.enum(SIGN_UP_MODES, {
  error: 'Choisissez un mode d’inscription : ouvert, sur invitation ou fermé.',
});

/** A member's state as the console shows it (`suspended` only when moderation says so). */
export const ADMIN_MEMBER_STATUSES = ['active', 'suspended', 'closing', 'deleted'] as const;
export type AdminMemberStatus = (typeof ADMIN_MEMBER_STATUSES)[number];

export const COMMUNITY_NAME_MAX_LENGTH = 80;
export const COMMUNITY_DESCRIPTION_MAX_LENGTH = 500;

/** `GET /api/admin/members/?search=&status=&cursor=&limit=` (30 a page by default). */
export const adminMemberListQuerySchema = z.object({
  search: lineText().trim().max(100, { error: 'La recherche est trop longue.' }).optional(),
  status: z.enum(ADMIN_MEMBER_STATUSES, { error: 'Ce statut n’existe pas.' }).optional(),
  cursor: lineText().max(200).optional(),
  limit: z.coerce
    .number({ error: 'La taille de page doit être un nombre entier entre 1 et 100.' })
    .int({ error: 'La taille de page doit être un nombre entier entre 1 et 100.' })
    .min(1, { error: 'La taille de page doit être un nombre entier entre 1 et 100.' })
    .max(100, { error: 'La taille de page doit être un nombre entier entre 1 et 100.' })
    .default(30),
});
export type AdminMemberListQuery = z.input<typeof adminMemberListQuerySchema>;

export const adminMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  titre: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(ADMIN_MEMBER_STATUSES),
  roles: z.array(communityRoleSchema),
  joined_at: z.string(),
  email_verified: z.boolean(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberPageSchema = z.object({
  results: z.array(adminMemberSchema),
  next: z.string().nullable(),
});
export type AdminMemberPage = z.infer<typeof adminMemberPageSchema>;

/** `PATCH /api/admin/members/{id}/`: grants (`held: true`) or revokes one role. */
export const adminRoleChangeSchema = z.object({
  role: communityRoleSchema,
  held: z.boolean({ error: 'Indiquez si le rôle est donné ou retiré.' }),
});
export type AdminRoleChange = z.infer<typeof adminRoleChangeSchema>;

/** `GET /api/admin/stats/`: the community at a glance. */
export const adminStatsSchema = z.object({
  members: z.number().int(),
  new_members_this_week: z.number().int(),
  active_this_week: z.number().int(),
  publications: z.number().int(),
  open_cases: z.number().int(),
  jobs_waiting: z.number().int(),
  jobs_failed: z.number().int(),
  storage_bytes: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The community's profile: `GET /api/instance/` (public) and `/api/admin/community/`. */
export const communityProfileSchema = z.object({
  name: z.string(),
  description: z.string(),
  logo_url: z.string().nullable(),
  sign_up_mode: signUpModeSchema,
});
export type CommunityProfile = z.infer<typeof communityProfileSchema>;

/** `PATCH /api/admin/community/`: only the fields sent change. */
export const communityProfilePatchSchema = z
  .object({
    name: lineText()
      .trim()
      .min(1, { error: 'Le nom de la communauté est obligatoire.' })
      .max(COMMUNITY_NAME_MAX_LENGTH, {
        error: `Le nom ne peut pas dépasser ${COMMUNITY_NAME_MAX_LENGTH} caractères.`,
      }),
    description: multilineText()
      .trim()
      .max(COMMUNITY_DESCRIPTION_MAX_LENGTH, {
        error: `La description ne peut pas dépasser ${COMMUNITY_DESCRIPTION_MAX_LENGTH} caractères.`,
      }),
    logo_url: lineText().max(500).nullable(),
    sign_up_mode: signUpModeSchema,
  })
  .partial();
export type CommunityProfilePatch = z.input<typeof communityProfilePatchSchema>;

/** `POST /api/admin/invitations/`: an invitation link mailed to `email`. */
export const adminInvitationBodySchema = z.object({
  email: lineText({ error: "L'adresse e-mail est obligatoire." })
    .trim()
    .min(1, { error: "L'adresse e-mail est obligatoire." })
    .max(254, { error: "L'adresse e-mail est trop longue." })
    .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." }))
    .transform((value) => value.toLowerCase()),
});
export type AdminInvitationBody = z.input<typeof adminInvitationBodySchema>;
