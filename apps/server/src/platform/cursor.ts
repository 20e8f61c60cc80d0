/**
 * Opaque list cursors (ARCHITECTURE.md: `?cursor=&limit=`, `{results, next}`): base64url of the
 * list's kind and the ordering keys of the last row shown. Keys are cast in SQL, so a cursor
 * from another list, or tampered with, is refused with a French 400, never a 500.
 */
import { AppError, MESSAGES } from './errors.ts';

export const CURSOR_INVALID = 'Ce curseur de pagination est invalide.';

/** What a key may look like. Timestamps are PostgreSQL's exact text: no microsecond lost. */
export const CURSOR_KEYS = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  timestamp:
    /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::\d{2})?$/,
  number: /^-?\d+(\.\d+)?(e-?\d+)?$/i,
  count: /^\d{1,9}$/,
  /** A key the list does not use: always the empty string. */
  empty: /^$/,
} as const;

export function encodeCursor(kind: string, keys: readonly string[]): string {
  return Buffer.from(JSON.stringify([kind, ...keys])).toString('base64url');
}

/** The keys of a cursor of `kind`, each checked against its format; none when absent. */
export function decodeCursor(
  kind: string,
  cursor: string | undefined,
  formats: readonly RegExp[],
): string[] | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const invalid = () =>
    new AppError(400, 'validation_error', MESSAGES.validation, { cursor: CURSOR_INVALID });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== formats.length + 1 || value[0] !== kind) {
    throw invalid();
  }
  const keys = value.slice(1) as unknown[];
  if (!keys.every((key, i) => typeof key === 'string' && fits(formats[i], key))) {
    throw invalid();
  }
  return keys as string[];
}

/**
 * Whether the key has its format and PostgreSQL reads it as its type: a timestamp's shape
 * lets '0000-00-00 00:00:00+00' and 30 February through, and a number's '1e99' (beyond `real`,
 * the narrowest type a list casts one to); a 500 before (query-params.test.ts).
 */
function fits(format: RegExp | undefined, key: string): boolean {
  if (!format?.test(key)) return false;
  if (format === CURSOR_KEYS.timestamp) return isTimestamp(key);
  if (format === CURSOR_KEYS.number) {
    const size = Math.abs(Number(key));
    return size === 0 || (size >= 1e-37 && size <= 1e37);
  }
  return true;
}

function isTimestamp(key: string): boolean {
  const [, year, month, day, hour, minute, second, offset] = (
    CURSOR_KEYS.timestamp.exec(key) ?? []
  ).map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return (
    year >= 1 &&
    day >= 1 &&
    day <= days &&
    (hour ?? 99) <= 23 &&
    (minute ?? 99) <= 59 &&
    (second ?? 99) <= 59 &&
    (offset ?? 99) <= 15
  );
}

/** Where a page starts in a list ordered by (time, id): strictly after this row. */
export interface After {
  key: string;
  id: string;
}

export function encodeTimeCursor(kind: string, after: After): string {
  return encodeCursor(kind, [after.key, after.id]);
}

export function decodeTimeCursor(kind: string, cursor: string | undefined): After | undefined {
  const keys = decodeCursor(kind, cursor, [CURSOR_KEYS.timestamp, CURSOR_KEYS.uuid]);
  return keys && { key: keys[0] ?? '', id: keys[1] ?? '' };
}

/**
 * Splits rows fetched with one more than `limit` (that extra row says a next page exists) into
 * the rows to show and the cursor of the next page, which starts after the last row shown.
 */
export function timePage<Row>(
  kind: string,
  rows: readonly Row[],
  limit: number,
  after: (row: Row) => After,
): { shown: Row[]; next: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    shown,
    next: rows.length > limit && last !== undefined ? encodeTimeCursor(kind, after(last)) : null,
  };
}

/** The ordering keys of a row that carries them as `sort_key` and `id` (most lists do). */
export const byTimeKey = (row: { sort_key: string; id: string }): After => ({
  key: row.sort_key,
  id: row.id,
});

/** `?cursor=&limit=` of a list that pages (ARCHITECTURE.md: every list that can grow). */
export interface PageQuery {
  cursor?: string | undefined;
  limit: number;
}
