import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { globalConfig } from 'zod/v4/core';

describe('zod without eval', () => {
  it('tells zod to stay interpreted, whichever of the two loads first', () => {
    expect(globalConfig.jitless).toBe(true);
  });
});
