import type { Settings, UpdateSettingsBody } from '@koinonia/contracts';

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: Tree, patch: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isTree(current) && isTree(value) ? merge(current, value) : value;
  }
  return out;
}

/**
 * The settings with a PATCH body laid over them, object by object, as the server merges it:
 * what the page shows at once, before the server answers.
 */
export function mergeSettings(settings: Settings, patch: UpdateSettingsBody): Settings {
  return merge(settings as unknown as Tree, patch as Tree) as unknown as Settings;
}
