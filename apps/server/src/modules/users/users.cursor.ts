/**
 * Cursors of the member lists (platform/cursor.ts): each list has its own ordering keys.
 */
import {
  CURSOR_KEYS,
  decodeCursor as decode,
  encodeCursor as encode,
} from '../../platform/cursor.ts';
import type { MemberListAfter, MemberListRow } from './users.repository.ts';

const { timestamp, number, count, empty, uuid } = CURSOR_KEYS;

/** The formats of [key, key2, id], per list. */
const KEY_FORMATS: Record<string, RegExp[]> = {
  friend: [timestamp, empty, uuid],
  invitation: [timestamp, empty, uuid],
  demande: [timestamp, empty, uuid],
  blocked: [timestamp, empty, uuid],
  suggestion: [count, timestamp, uuid],
  search: [number, empty, uuid],
};

export function encodeCursor(list: string, row: MemberListRow): string {
  return encode(list, [row.sort_key, row.sort_key_2, row.id]);
}

export function decodeCursor(
  list: string,
  cursor: string | undefined,
): MemberListAfter | undefined {
  const keys = decode(list, cursor, KEY_FORMATS[list] ?? [/$^/]);
  return keys && { key: keys[0] ?? '', key2: keys[1] ?? '', id: keys[2] ?? '' };
}
