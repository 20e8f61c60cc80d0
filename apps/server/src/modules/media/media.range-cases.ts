/**
 * Test-only: the range requests a video player makes (and a few it should not), asked of
 * `GET /media/<key>` and checked byte for byte against the file as uploaded. Shared by the
 * disk and S3 tests: both storages must answer the same.
 */
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { expectSameBytes } from './media.clip-fixtures.ts';

const CACHE = 'public, max-age=31536000, immutable';

export async function expectRangesServed(
  t: TestApp,
  key: string,
  file: Buffer,
  /** Ranges a test store answers wrongly (and the server then tells truthfully). */
  { skip = [] }: { skip?: string[] } = {},
): Promise<void> {
  const size = file.length;
  const get = (range?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: `/media/${key}`, headers: range ? { range } : {} });

  const whole = await get();
  expect(whole.statusCode).toBe(200);
  expect(whole.headers).toMatchObject({
    'accept-ranges': 'bytes',
    'cache-control': CACHE,
    'x-content-type-options': 'nosniff',
    'content-length': String(size),
  });
  expect(whole.headers['content-range']).toBeUndefined();
  expectSameBytes(whole.rawPayload, file);

  const partial: [string, number, number][] = [
    ['bytes=0-99', 0, 99],
    ['bytes=0-0', 0, 0],
    ['bytes=100-', 100, size - 1],
    ['bytes=0-', 0, size - 1],
    ['bytes=-500', size - 500, size - 1],
    [`bytes=${size - 10}-${size + 50}`, size - 10, size - 1],
    [`bytes=-${size * 2}`, 0, size - 1],
    [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ['BYTES = 10 - 19', 10, 19],
  ];
  for (const [range, start, end] of partial) {
    if (skip.includes(range)) continue;
    const response = await get(range);
    expect(response.statusCode, range).toBe(206);
    expect(response.headers, range).toMatchObject({
      'accept-ranges': 'bytes',
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
      'cache-control': CACHE,
      'x-content-type-options': 'nosniff',
    });
    expectSameBytes(response.rawPayload, file.subarray(start, end + 1));
  }

  for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
    const response = await get(range);
    expect(response.statusCode, range).toBe(416);
    expect(response.headers['content-range'], range).toBe(`bytes */${size}`);
    expect(response.headers['x-content-type-options'], range).toBe('nosniff');
    expect(response.rawPayload.length, range).toBe(0);
  }

  // Malformed, several ranges, another unit: ignored, the whole file (RFC 9110 §14.2).
  for (const range of ['bytes=5-2', 'bytes=0-1,5-6', 'items=0-5', 'bytes=abc', 'bytes=-']) {
    const response = await get(range);
    expect(response.statusCode, range).toBe(200);
    expectSameBytes(response.rawPayload, file);
  }

  const head = await get('bytes=10-19', 'HEAD');
  expect(head.statusCode).toBe(206);
  expect(head.headers).toMatchObject({
    'content-range': `bytes 10-19/${size}`,
    'content-length': '10',
  });
  expect(head.rawPayload.length).toBe(0);
}
