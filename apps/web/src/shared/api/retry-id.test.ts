import { describe, expect, it } from 'vitest';
import { RetryId } from './retry-id';

describe('RetryId', () => {
  it('keeps the id of a draft sent again, and gives a new one to a new draft or after success', () => {
    const ids = new RetryId();
    const first = ids.for('{"text":"Amen"}');
    expect(ids.for('{"text":"Amen"}')).toBe(first);
    const other = ids.for('{"text":"Alléluia"}');
    expect(other).not.toBe(first);
    expect(other).toMatch(/^[0-9a-f-]{36}$/);
    ids.done();
    expect(ids.for('{"text":"Alléluia"}')).not.toBe(other);
  });
});
