import { BUILD_ID } from './build-id';

const KEY = 'koinonia-reloaded-for-build';

/** The browsers' words for a script chunk that could not be loaded (a deleted old chunk). */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return CHUNK_ERROR.test(error instanceof Error ? error.message : String(error));
}

/**
 * A chunk of this page's build is gone from the server (a deploy replaced it): the page
 * reloads onto the new version, once per build, so that a chunk still missing after the
 * reload shows the error page instead of reloading forever. Returns whether it reloads.
 */
export function reloadOnceForMissingChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  try {
    if (storage.getItem(KEY) === BUILD_ID) return false;
    storage.setItem(KEY, BUILD_ID);
  } catch {
    // Without storage a second failure could not be told from the first: no reload.
    return false;
  }
  reload();
  return true;
}

/** Vite's event for a chunk (or its CSS) that failed to load: reload once onto the new build. */
export function watchChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForMissingChunk()) event.preventDefault();
  });
}
