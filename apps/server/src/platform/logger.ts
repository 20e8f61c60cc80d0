/**
 * Logger options: secrets never reach the log (docs/security.md). Authorization and cookie
 * headers, password/token fields and the `token=` query value are redacted; errors lose the values
 * a database error quotes (log-error.ts).
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializeError } from './log-error.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go when captured (tests). */
export interface LogStream {
  write(line: string): void;
}

export const REDACTED = '[REDACTED]';

/**
 * Replaces the value of every `token` (and `access`/`refresh`) query parameter, and the token
 * of a private calendar feed's path (`/api/events/calendar/<token>.ics`).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|access|refresh|access_token|refresh_token)=)[^&#]*/gi, `$1${REDACTED}`)
    .replace(/(\/calendar\/)[\w-]{8,}(\.ics)/g, `$1${REDACTED}$2`);
}

const SECRET_KEYS = ['password', 'token', 'refresh', 'access', 'jwtSecret', 'passwordHash'];

export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        ...SECRET_KEYS,
        ...SECRET_KEYS.map((key) => `*.${key}`),
        ...SECRET_KEYS.map((key) => `*.*.${key}`),
      ],
      censor: REDACTED,
    },
    serializers: {
      // Database errors lose their parameters here, wherever they are logged.
      err: serializeError,
      error: serializeError,
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
