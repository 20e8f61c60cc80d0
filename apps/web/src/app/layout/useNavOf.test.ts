import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../compose-features';
import { entriesFor } from './useNavOf';

describe("the menus' role entries", () => {
  const entry = (key: string, role?: MenuEntry['role']): MenuEntry => ({
    key,
    labelKey: key,
    label: key,
    to: `/${key}`,
    menu: 'profile',
    order: 1,
    soon: false,
    ...(role ? { role } : {}),
  });

  it('shows an entry with a role only to a member holding it', () => {
    const entries = [entry('news'), entry('admin', 'admin')];
    expect(entriesFor(entries, []).map((e) => e.key)).toEqual(['news']);
    expect(entriesFor(entries, ['editor', 'moderator']).map((e) => e.key)).toEqual(['news']);
    expect(entriesFor(entries, ['admin']).map((e) => e.key)).toEqual(['news', 'admin']);
  });
});
