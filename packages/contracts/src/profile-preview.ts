import { z } from 'zod';
import { publicationSchema } from './publications.ts';
import { memberProfileSchema } from './users.ts';

/**
 * 'Voir mon profil comme…' (/settings/privacy): the viewers a member may take the place of. A
 * friend and a member are no one in particular (in none of the member's groups or events, no
 * friend in common); a visitor is not signed in.
 */
export const PREVIEW_VIEWERS = ['friend', 'member', 'guest'] as const;
export type PreviewViewer = (typeof PREVIEW_VIEWERS)[number];

export const profilePreviewQuerySchema = z.object({
  as: z.enum(PREVIEW_VIEWERS, { error: 'Choisissez un ami, un membre ou un visiteur.' }),
});

/** The number of the member's newest publications a preview shows. */
export const PREVIEW_PUBLICATIONS = 10;

/**
 * `GET /api/users/me/preview/?as=`: the member's own profile as that viewer reads it, through the
 * same rules as `GET /api/users/{id}/` and `GET /api/publications/?author=`. `profile` is null
 * when the viewer sees no profile at all (a visitor: profiles are for members).
 */
export const profilePreviewSchema = z.object({
  as: z.enum(PREVIEW_VIEWERS),
  profile: memberProfileSchema.nullable(),
  /** Their newest publications that the viewer may read (PREVIEW_PUBLICATIONS at most). */
  publications: z.array(publicationSchema),
});
export type ProfilePreview = z.infer<typeof profilePreviewSchema>;
