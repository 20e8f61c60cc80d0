/**
 * Opaque cursors of the publication lists: base64url of the list kind and the last row shown
 * (PostgreSQL's exact timestamp text, so no microsecond is lost, and the id). A cursor of
 * another list, or tampered with, is a 400, never a 500.
 */
import { AppError, MESSAGES } from '../../platform/errors.ts';

export const CURSOR_INVALID = 'Ce curseur de pagination est invalide.';

export type CursorKind = 'publications' | 'comments';

/** Where a page starts: strictly after this row in the list's order. */
export interface After {
  key: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function encodeCursor(kind: CursorKind, after: After): string {
  return Buffer.from(JSON.stringify([kind, after.key, after.id])).toString('base64url');
}

export function decodeCursor(kind: CursorKind, cursor: string | undefined): After | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const invalid = () =>
    new AppError(400, 'validation_error', MESSAGES.validation, { cursor: CURSOR_INVALID });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalid();
  const [k, key, id] = value as unknown[];
  if (
    k !== kind ||
    typeof key !== 'string' ||
    typeof id !== 'string' ||
    !TIMESTAMP.test(key) ||
    !UUID.test(id)
  ) {
    throw invalid();
  }
  return { key, id };
}
