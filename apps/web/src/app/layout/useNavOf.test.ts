import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../compose-features';
import { entriesFor } from './useNavOf';

describe("the menus' role entries", () => {
  const entry = (key: string, roles?: MenuEntry['roles']): MenuEntry => ({
    key,
    labelKey: key,
    label: key,
    to: `/${key}`,
    menu: 'profile',
    order: 1,
    soon: false,
    ...(roles ? { roles } : {}),
  });

  it('shows an entry with roles only to a member holding one of them', () => {
    const entries = [
      entry('news'),
      entry('admin', ['admin']),
      entry('queue', ['moderator', 'admin']),
    ];
    expect(entriesFor(entries, []).map((e) => e.key)).toEqual(['news']);
    expect(entriesFor(entries, ['editor', 'moderator']).map((e) => e.key)).toEqual([
      'news',
      'queue',
    ]);
    expect(entriesFor(entries, ['admin']).map((e) => e.key)).toEqual(['news', 'admin', 'queue']);
  });
});
