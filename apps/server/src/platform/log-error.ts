/**
 * How an error reaches the log. Database errors carry what the member sent: drizzle's
 * DrizzleQueryError puts the query parameters in its message (and stack), PGlite attaches
 * `params` to its errors, and PostgreSQL's `detail` quotes the failing row ("Failing row
 * contains (…, e-mail, argon2 hash …)"). None of it may be written (docs/security.md, Input,
 * errors and logs): the log keeps the SQL text, the SQLSTATE and the constraint, and loses every
 * value.
 */

/** Fields that quote values sent by a member or stored for them. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'queryOptions']);
/** Fields of a database error that say what failed without any value. */
const KEPT_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'statusCode',
  'validationContext',
] as const;
const MAX_CAUSE_DEPTH = 5;

export interface LoggedError {
  type: string;
  message: string;
  /** The call frames only (empty when unknown): the first lines repeat the message. */
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** Cuts drizzle's `params: …` line and blanks quoted values ("…" or '…') in a message. */
export function withoutValues(message: string): string {
  const cut = message.replace(/\nparams:[\s\S]*$/, '');
  return cut.replace(/"[^"]*"/g, '"[REDACTED]"').replace(/'[^']*'/g, "'[REDACTED]'");
}

/** The call frames of a stack, without its first lines (which repeat the message). */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/** pino's `err` serializer, minus every value a database error carries. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutValues(String(error)), stack: '' };
  }
  const source = error as Error & Record<string, unknown>;
  const isQueryError = typeof source.query === 'string' || 'params' in source;
  const logged: LoggedError = {
    type: source.constructor?.name ?? source.name,
    stack: framesOf(source.stack) ?? '',
    message: isQueryError
      ? withoutValues(source.message.replace(/^Failed query: [\s\S]*$/, 'Failed query'))
      : withoutValues(source.message),
  };
  if (typeof source.query === 'string') logged.query = source.query;
  for (const field of KEPT_FIELDS) {
    if (field in source && !VALUE_FIELDS.has(field)) logged[field] = source[field];
  }
  if (source.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    logged.cause = serializeError(source.cause, depth + 1);
  }
  return logged;
}
