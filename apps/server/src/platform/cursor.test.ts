import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import {
  CURSOR_INVALID,
  CURSOR_KEYS,
  decodeCursor,
  decodeTimeCursor,
  encodeCursor,
  encodeTimeCursor,
} from './cursor.ts';

const after = { key: '2026-11-22 15:58:02.123456+00', id: '6f1c2e0a-3b5d-4c7e-9f10-1a2b3c4d5e6f' };

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, details: error.details } : error;
  }
  return 'accepted';
}

describe('list cursors', () => {
  it('give back the row they were made from, and nothing when absent or empty', () => {
    expect(decodeTimeCursor('messages', encodeTimeCursor('messages', after))).toEqual(after);
    expect(decodeTimeCursor('messages', undefined)).toBeUndefined();
    expect(decodeTimeCursor('messages', '')).toBeUndefined();
  });

  it("refuse another list's cursor, a tampered one and a malformed key with a French 400", () => {
    const expected = { status: 400, details: { cursor: CURSOR_INVALID } };
    expect(
      refusal(() => decodeTimeCursor('comments', encodeTimeCursor('messages', after))),
    ).toEqual(expected);
    expect(refusal(() => decodeTimeCursor('messages', 'pas-un-curseur'))).toEqual(expected);
    const injected = encodeCursor('messages', ["2026-11-22'; drop table users; --", after.id]);
    expect(refusal(() => decodeTimeCursor('messages', injected))).toEqual(expected);
    const short = encodeCursor('messages', [after.key]);
    expect(refusal(() => decodeTimeCursor('messages', short))).toEqual(expected);
  });

  it('refuse a timestamp of the right shape that PostgreSQL would not read, and a number beyond real', () => {
    const expected = { status: 400, details: { cursor: CURSOR_INVALID } };
    for (const key of [
      '0000-00-00 00:00:00+00',
      '2026-02-29 10:00:00+00',
      '2026-13-01 10:00:00+00',
      '2026-11-31 10:00:00+00',
      '2026-11-22 24:00:00+00',
      '2026-11-22 15:60:00+00',
      '2026-11-22 15:58:02+99',
    ]) {
      const cursor = encodeTimeCursor('messages', { key, id: after.id });
      expect(
        refusal(() => decodeTimeCursor('messages', cursor)),
        key,
      ).toEqual(expected);
    }
    for (const key of ['2028-02-29 10:00:00+00', '2026-11-22 23:59:59.999999-05:30']) {
      const cursor = encodeTimeCursor('messages', { key, id: after.id });
      expect(decodeTimeCursor('messages', cursor)).toEqual({ key, id: after.id });
    }
    const score = (key: string) =>
      refusal(() => decodeCursor('search', encodeCursor('search', [key]), [CURSOR_KEYS.number]));
    expect(score('1e99')).toEqual(expected);
    expect(score('1e-99')).toEqual(expected);
    expect(score('0.6666667')).toBe('accepted');
    expect(score('0')).toBe('accepted');
  });
});
