/**
 * Opaque list cursors: base64url of the list kind and the ordering keys of the last member
 * shown. A cursor from another list, or tampered with, is refused with a 400 (never a 500).
 */
import { AppError, MESSAGES } from '../../platform/errors.ts';
import type { MemberListAfter, MemberListRow } from './users.repository.ts';

export const CURSOR_INVALID = 'Ce curseur de pagination est invalide.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const NUMBER = /^-?\d+(\.\d+)?(e-?\d+)?$/i;

/** What each key must look like, per list (they are cast in SQL). */
const KEY_FORMATS: Record<string, [RegExp, RegExp | null]> = {
  friend: [TIMESTAMP, null],
  invitation: [TIMESTAMP, null],
  demande: [TIMESTAMP, null],
  suggestion: [/^\d{1,9}$/, TIMESTAMP],
  search: [NUMBER, null],
};

export function encodeCursor(list: string, row: MemberListRow): string {
  return Buffer.from(JSON.stringify([list, row.sort_key, row.sort_key_2, row.id])).toString(
    'base64url',
  );
}

export function decodeCursor(
  list: string,
  cursor: string | undefined,
): MemberListAfter | undefined {
  if (cursor === undefined) return undefined;
  const invalid = () =>
    new AppError(400, 'validation_error', MESSAGES.validation, { cursor: CURSOR_INVALID });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const formats = KEY_FORMATS[list];
  if (!formats || !Array.isArray(value) || value.length !== 4) throw invalid();
  const [kind, key, key2, id] = value as unknown[];
  if (
    kind !== list ||
    typeof key !== 'string' ||
    typeof key2 !== 'string' ||
    typeof id !== 'string' ||
    !formats[0].test(key) ||
    !(formats[1] ? formats[1].test(key2) : key2 === '') ||
    !UUID.test(id)
  ) {
    throw invalid();
  }
  return { key, key2, id };
}
