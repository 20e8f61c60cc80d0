import { useCallback, useSyncExternalStore } from 'react';
import {
  readStoredTheme,
  resolveTheme,
  setThemePreference,
  subscribeTheme,
  type AppliedTheme,
  type ThemePreference,
} from './theme';

function snapshot(): ThemePreference {
  return readStoredTheme() ?? 'auto';
}

/** The stored preference, the theme it shows, and a setter. */
export function useTheme(): {
  preference: ThemePreference;
  applied: AppliedTheme;
  setPreference: (preference: ThemePreference) => void;
} {
  const preference = useSyncExternalStore(subscribeTheme, snapshot, () => 'auto' as const);
  const setPreference = useCallback((value: ThemePreference) => setThemePreference(value), []);
  return { preference, applied: resolveTheme(preference), setPreference };
}
