import { describe, expect, it } from 'vitest';
import { buildLabel } from './build-label';

describe('buildLabel', () => {
  it('reads a build named by its time as a French date, and keeps a name the deploy gave', () => {
    const local = new Date(2026, 10, 27, 16, 49).toISOString();
    expect(buildLabel(local)).toBe('27 novembre 2026 à 16:49');
    expect(buildLabel('v1.4.2')).toBe('v1.4.2');
    expect(buildLabel('9f3c2e1')).toBe('9f3c2e1');
  });
});
