/** Settings objects merged key by key: stored over defaults, a PATCH body over stored. */
import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '@koinonia/contracts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `patch` over `base`, object by object; a value that is not an object replaces. */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch === undefined ? base : patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = deepMerge(base[key], value);
  }
  return merged;
}

/**
 * The member's settings: what they stored over DEFAULT_SETTINGS. A stored section that no
 * longer fits the schema (a value retired since) falls back to its defaults, alone.
 */
export function resolveSettings(stored: unknown): Settings {
  const merged = deepMerge(DEFAULT_SETTINGS, stored);
  const parsed = settingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const sections = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];
  const result = { ...DEFAULT_SETTINGS } as Record<keyof Settings, unknown>;
  for (const section of sections) {
    const shape = settingsSchema.shape[section];
    const one = shape.safeParse((merged as Record<string, unknown>)[section]);
    if (one.success) result[section] = one.data;
  }
  return result as Settings;
}
