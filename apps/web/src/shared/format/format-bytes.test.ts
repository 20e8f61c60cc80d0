import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

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
