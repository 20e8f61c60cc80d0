import { describe, expect, it } from 'vitest';
import { formatBytes, formatBytesFr } from './format-bytes';

describe('formatBytes (spec §5: Bytes, KB, MB, 2 decimals by default)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1500, '1.46 KB'],
    [1048576, '1 MB'],
    [5 * 1024 * 1024 + 123456, '5.12 MB'],
    [1073741824, '1 GB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('takes the number of decimals', () => {
    expect(formatBytes(1500, 0)).toBe('1 KB');
    expect(formatBytes(1500, 3)).toBe('1.465 KB');
  });
});

describe('formatBytesFr (the admin console: octets, Ko, Mo, Go, a decimal comma)', () => {
  const nbsp = (text: string) => text.replace(' ', '\u00a0');
  it.each([
    [0, '0 octet'],
    [1, '1 octet'],
    [839, '839 octets'],
    [1023, '1023 octets'],
    [1024, '1 Ko'],
    [859_648, '839,5 Ko'],
    [1_048_576, '1 Mo'],
    [5 * 1_048_576 + 300_000, '5,3 Mo'],
    [1_073_741_824, '1 Go'],
    [3.25 * 1_099_511_627_776, '3,3 To'],
  ])('%i → %s', (bytes, text) => {
    expect(formatBytesFr(bytes)).toBe(nbsp(text));
  });

  it('takes the number of decimals, and never breaks the number from its unit', () => {
    expect(formatBytesFr(859_648, 2)).toBe(nbsp('839,5 Ko'));
    expect(formatBytesFr(1_500_000, 0)).toBe(nbsp('1 Mo'));
    expect(formatBytesFr(Number.NaN)).toBe(nbsp('0 octet'));
  });
});
