/**
 * Opaque cursors of the notification list: base64url of [created_at at full precision, id].
 * A tampered one is refused with a 400, never a 500 (they are cast in SQL).
 */
import { AppError, MESSAGES } from '../../platform/errors.ts';
import type { NotificationCursor } from './notifications.repository.ts';

export const CURSOR_INVALID = 'Ce curseur de pagination est invalide.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function encodeCursor(cursor: NotificationCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): NotificationCursor | undefined {
  if (cursor === undefined) return undefined;
  const invalid = new AppError(400, 'validation_error', MESSAGES.validation, {
    cursor: CURSOR_INVALID,
  });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalid;
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) throw invalid;
  if (typeof id !== 'string' || !UUID.test(id)) throw invalid;
  return { createdAt, id };
}
