import { z } from 'zod';
import { lineText } from './text.ts';

export const RELATION_STATUSES = ['PENDING', 'ACCEPTED'] as const;
export const RELATION_ACTIONS = ['reject', 'block', 'unblock', 'accept'] as const;
export type RelationAction = (typeof RELATION_ACTIONS)[number];

/** `GET /api/users/get_user_relation/{userId}/` (spec §3 Relation). No relation: status null. */
export const relationSchema = z.object({
  status: z.enum(RELATION_STATUSES).nullable(),
  sender: z.string().nullable(),
  blocked: z.boolean(),
  blocked_by: z.string().nullable(),
});
export type Relation = z.infer<typeof relationSchema>;

const receiver = lineText({ error: 'Le membre est obligatoire.' }).uuid({
  error: 'Membre introuvable.',
});

/** `POST /api/relationship/relationships/`: sends an invitation. */
export const inviteBodySchema = z.object({ receiver });
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** `POST /api/relationship/lock-update-relation/`. */
export const relationActionBodySchema = z.object({
  receiver,
  action: z.enum(RELATION_ACTIONS, { error: 'Action inconnue.' }),
});
export type RelationActionBody = z.infer<typeof relationActionBodySchema>;
