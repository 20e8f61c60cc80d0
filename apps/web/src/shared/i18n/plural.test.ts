import { describe, expect, it } from 'vitest';
import { addTexts } from './i18n';
import { counted, isSingular } from './plural';

addTexts('pluralTest', {
  fr: { goingOne: '{{count}} participant', goingMany: '{{count}} participants' },
});

describe('the French plural', () => {
  it('writes 0 and 1 in the singular, 2 and more in the plural', () => {
    expect([0, 1, 2, 12].map(isSingular)).toEqual([true, true, false, false]);
    expect(counted(0, 'pluralTest.going')).toBe('0 participant');
    expect(counted(1, 'pluralTest.going')).toBe('1 participant');
    expect(counted(12, 'pluralTest.going')).toBe('12 participants');
  });

  it('fills the other values, with a component’s translation function if given', () => {
    const seen: [string, unknown][] = [];
    const tr = (key: string, values?: Record<string, string | number>) => {
      seen.push([key, values]);
      return key;
    };
    expect(counted(3, 'groups.friends.andOthers', { names: 'Marie' }, tr)).toBe(
      'groups.friends.andOthersMany',
    );
    expect(seen).toEqual([['groups.friends.andOthersMany', { names: 'Marie', count: 3 }]]);
  });
});
