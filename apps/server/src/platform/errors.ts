import type { ErrorCode } from '@koinonia/contracts';

/**
 * A domain error: the error plugin turns it into `{error, code, details?}` with its status.
 * `message` is the French sentence shown to the member.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  validation: 'Certaines informations sont invalides.',
  unauthorized: 'Authentification requise.',
  tokenExpired: 'Votre session a expiré.',
  notFound: 'Ressource introuvable.',
  rateLimited: 'Trop de tentatives. Réessayez dans quelques minutes.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: "Ce type de contenu n'est pas pris en charge.",
  malformedJson: "Le corps de la requête n'est pas un JSON valide.",
  internal: 'Erreur interne du serveur',
} as const;

/**
 * Input the rules refuse, for one field (one helper, one body shape): the
 * field's French sentence is the answer's `error` (what a toast shows) and its `details`
 * entry (what a form shows beside the field).
 */
export const invalid = (field: string, message: string) =>
  new AppError(400, 'validation_error', message, { [field]: message });

export const unauthorized = () => new AppError(401, 'unauthorized', MESSAGES.unauthorized);

/** 503 while the server sheds load: the member is told to come back soon. */
export const overloaded = (retryAfterSeconds: number) =>
  new AppError(
    503,
    'overloaded',
    'Le serveur est très sollicité. Réessayez dans quelques secondes.',
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

export const rateLimited = (retryAfterSeconds: number, message: string = MESSAGES.rateLimited) =>
  new AppError(429, 'rate_limited', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
