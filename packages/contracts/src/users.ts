import { z } from 'zod';

/** The member as `GET /api/users/profil/` presents them (spec §3, User / profile). */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  titre: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  bio: z.string(),
  birthday: z.string().nullable(),
  profile_picture: z.string().nullable(),
  cover_picture: z.string().nullable(),
  status: z.enum(['online', 'offline']),
  date_joined: z.string(),
  counts: z.object({
    publications: z.number().int(),
    friends: z.number().int(),
    invitations: z.number().int(),
  }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
