import { STORAGE_KEYS } from '@/shared/constants';

/** Spec §4: the stored theme values. */
export type ThemePreference = 'light' | 'dark' | 'auto';
export type AppliedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'auto';
}

/** The system colour preference. */
export function systemTheme(): AppliedTheme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The stored preference, or null when none (or an unknown value) is stored. */
export function readStoredTheme(): ThemePreference | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.theme);
    return isPreference(value) ? value : null;
  } catch {
    return null;
  }
}

/** The theme a preference shows: 'auto' follows the system. */
export function resolveTheme(preference: ThemePreference): AppliedTheme {
  return preference === 'auto' ? systemTheme() : preference;
}

/** Applies a theme through `data-bs-theme` on <html> (spec §4). */
export function applyTheme(theme: AppliedTheme): void {
  document.documentElement.setAttribute('data-bs-theme', theme);
  document.documentElement.style.colorScheme = theme;
}

/**
 * Reads the preference and applies it. With no stored value the system
 * preference is followed and saved (spec §4). Returns the preference in force.
 */
export function initTheme(): ThemePreference {
  let preference = readStoredTheme();
  if (!preference) {
    preference = systemTheme();
    saveTheme(preference);
  }
  applyTheme(resolveTheme(preference));
  return preference;
}

function saveTheme(preference: ThemePreference): void {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, preference);
  } catch {
    // Private mode without storage: the theme still applies for this visit.
  }
}

type Listener = (preference: ThemePreference) => void;
const listeners = new Set<Listener>();

/** Stores and applies a preference chosen by the member. */
export function setThemePreference(preference: ThemePreference): void {
  saveTheme(preference);
  applyTheme(resolveTheme(preference));
  for (const listener of listeners) listener(preference);
}

/**
 * Keeps the page in step: while the stored value is 'auto', a change of the
 * system preference re-applies the theme. Returns a function that stops.
 */
export function watchSystemTheme(): () => void {
  const media = window.matchMedia?.(DARK_QUERY);
  if (!media) return () => undefined;
  const onChange = () => {
    if (readStoredTheme() === 'auto') applyTheme(systemTheme());
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
