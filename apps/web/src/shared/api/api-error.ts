import type { ErrorResponse } from '@koinonia/contracts';

/** The generic French sentence shown when the server could not be reached or answered oddly. */
export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
export const UNKNOWN_ERROR_MESSAGE = 'Une erreur est survenue. Veuillez réessayer.';

/** An error answer of the API: `{error, code, details?}` plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, string>;
  readonly retryAfter: number | null;

  constructor(
    status: number,
    body: Partial<ErrorResponse> | null,
    retryAfter: number | null = null,
  ) {
    super(body?.error ?? (status === 0 ? NETWORK_ERROR_MESSAGE : UNKNOWN_ERROR_MESSAGE));
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? (status === 0 ? 'network_error' : 'unknown_error');
    this.details = body?.details ?? {};
    this.retryAfter = retryAfter;
  }
}

/** The French sentence to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return UNKNOWN_ERROR_MESSAGE;
}
