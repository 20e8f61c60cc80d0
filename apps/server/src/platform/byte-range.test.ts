import { describe, expect, it } from 'vitest';
import { contentRange, parseContentRange, parseRange, resolveRange } from './byte-range.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: undefined }],
    ['bytes=-500', { suffix: 500 }],
    ['Bytes = 5 - 9', { start: 5, end: 9 }],
    ['bytes=7-7', { start: 7, end: 7 }],
  ])('reads %s', (header, expected) => {
    expect(parseRange(header)).toEqual(expected);
  });

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=5-2',
    'bytes=0-1,4-5',
    'items=0-1',
    'bytes=a-b',
    'bytes=1.5-2',
  ])('ignores %s (the whole file is sent)', (header) => {
    expect(parseRange(header)).toBeUndefined();
  });
});

describe('resolveRange', () => {
  it('cuts an end past the file and reads suffixes from the end', () => {
    expect(resolveRange({ start: 0, end: 99 }, 1000)).toEqual({ start: 0, end: 99 });
    expect(resolveRange({ start: 990, end: 2000 }, 1000)).toEqual({ start: 990, end: 999 });
    expect(resolveRange({ start: 10, end: undefined }, 1000)).toEqual({ start: 10, end: 999 });
    expect(resolveRange({ suffix: 100 }, 1000)).toEqual({ start: 900, end: 999 });
    expect(resolveRange({ suffix: 5000 }, 1000)).toEqual({ start: 0, end: 999 });
  });

  it('finds nothing to send from the end of the file on, or for an empty suffix', () => {
    expect(resolveRange({ start: 1000, end: undefined }, 1000)).toBeNull();
    expect(resolveRange({ start: 5000, end: 6000 }, 1000)).toBeNull();
    expect(resolveRange({ suffix: 0 }, 1000)).toBeNull();
    expect(resolveRange({ suffix: 10 }, 0)).toBeNull();
  });

  it('writes Content-Range for 206 and 416', () => {
    expect(contentRange(1000, { start: 0, end: 99 })).toBe('bytes 0-99/1000');
    expect(contentRange(1000)).toBe('bytes */1000');
  });
});

describe('parseContentRange', () => {
  it('reads what a store says it sent', () => {
    expect(parseContentRange('bytes 0-99/1000')).toEqual({ start: 0, end: 99 });
    expect(parseContentRange('bytes 5-9/*')).toEqual({ start: 5, end: 9 });
    expect(parseContentRange('bytes */1000')).toBeUndefined();
    expect(parseContentRange(undefined)).toBeUndefined();
  });
});
