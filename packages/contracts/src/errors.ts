import { z } from 'zod';

/** Every error answer of the API (ARCHITECTURE.md, "The API"). */
export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Machine codes carried by `code` in error answers. */
export const ERROR_CODES = [
  'validation_error',
  'unauthorized',
  'invalid_credentials',
  'invalid_token',
  'token_expired',
  'forbidden',
  'email_not_verified',
  'account_closed',
  'account_suspended',
  'terms_pending',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'overloaded',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
