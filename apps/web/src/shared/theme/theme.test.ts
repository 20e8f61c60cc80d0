import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/shared/constants';
import { initTheme, setThemePreference, watchSystemTheme } from './theme';

let systemDark = false;
let listeners: (() => void)[] = [];

beforeEach(() => {
  systemDark = false;
  listeners = [];
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      get matches() {
        return systemDark;
      },
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: (_: string, fn: () => void) => {
        listeners = listeners.filter((l) => l !== fn);
      },
    })),
  );
  document.documentElement.removeAttribute('data-bs-theme');
});
afterEach(() => vi.unstubAllGlobals());

const applied = () => document.documentElement.getAttribute('data-bs-theme');
const stored = () => localStorage.getItem(STORAGE_KEYS.theme);

describe('theme (spec §4)', () => {
  it('applies a stored light or dark value whatever the system says', () => {
    systemDark = true;
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    expect(initTheme()).toBe('light');
    expect(applied()).toBe('light');

    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    systemDark = false;
    initTheme();
    expect(applied()).toBe('dark');
  });

  it('follows the system with auto, and keeps following it when it changes', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'auto');
    systemDark = true;
    initTheme();
    expect(applied()).toBe('dark');

    const stop = watchSystemTheme();
    systemDark = false;
    listeners.forEach((l) => l());
    expect(applied()).toBe('light');
    expect(stored()).toBe('auto');
    stop();
    expect(listeners).toHaveLength(0);
  });

  it('with no stored value follows the system preference and saves it', () => {
    systemDark = true;
    expect(initTheme()).toBe('dark');
    expect(applied()).toBe('dark');
    expect(stored()).toBe('dark');
  });

  it('ignores an unknown stored value like a missing one', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    initTheme();
    expect(stored()).toBe('light');
  });

  it('a chosen preference is stored and applied; a system change no longer moves it', () => {
    setThemePreference('dark');
    expect(stored()).toBe('dark');
    expect(applied()).toBe('dark');
    const stop = watchSystemTheme();
    systemDark = false;
    listeners.forEach((l) => l());
    expect(applied()).toBe('dark');
    stop();
  });

  it('public/boot.js (run before the first paint) behaves the same', () => {
    const script = readFileSync(join(import.meta.dirname, '../../../public/boot.js'), 'utf8');
    const run = () => new Function(script)() as void;

    systemDark = true;
    run();
    expect(applied()).toBe('dark');
    expect(stored()).toBe('dark');

    localStorage.setItem(STORAGE_KEYS.theme, 'auto');
    systemDark = false;
    run();
    expect(applied()).toBe('light');
    expect(stored()).toBe('auto');

    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    run();
    expect(applied()).toBe('dark');
  });
});
