import { z } from 'zod';

/**
 * The card of a member wherever another member sees them (one schema for what
 * was written six times): an author, a message's sender, a notification's actor, a
 * conversation's participant and the lists of members all start from it.
 */
export const memberCardSchema = z.object({
  id: z.string(),
  titre: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** Online or not, as friends see it. */
export const presenceStatusSchema = z.enum(['online', 'offline']);
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;
