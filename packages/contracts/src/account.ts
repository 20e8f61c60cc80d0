/**
 * Closing the account (ADR 0009): `POST /api/users/close-account/` with the password and an
 * optional reason; the account is hidden at once and deleted after ACCOUNT_GRACE_DAYS, unless
 * its member signs in again through `POST /api/users/reactivate/` (the sign-in body).
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { lineText, multilineText } from './text.ts';

/** Days between closing an account and its deletion, during which it can be reactivated. */
export const ACCOUNT_GRACE_DAYS = 30;
export const CLOSE_REASON_MAX_LENGTH = 1000;

export const closeAccountBodySchema = z.object({
  password: lineText({ error: 'Le mot de passe est obligatoire.' })
    .min(1, { error: 'Le mot de passe est obligatoire.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Mot de passe incorrect.' }),
  reason: multilineText()
    .max(CLOSE_REASON_MAX_LENGTH, {
      error: `La raison ne peut pas dépasser ${CLOSE_REASON_MAX_LENGTH} caractères.`,
    })
    .optional(),
});
export type CloseAccountBody = z.input<typeof closeAccountBodySchema>;

/**
 * `GET /api/users/close-account/`: what stands in the way of closing, asked before the password:
 * the groups and pages the member alone owns while others belong to them.
 */
export const closingCheckSchema = z.object({
  sole_owner_of: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ClosingCheck = z.infer<typeof closingCheckSchema>;

/** The answer to a closing: when the account will be deleted. */
export const closeAccountResponseSchema = z.object({
  detail: z.string(),
  deletion_due_at: z.string(),
});
export type CloseAccountResponse = z.infer<typeof closeAccountResponseSchema>;
