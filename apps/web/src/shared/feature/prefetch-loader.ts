import { isAuthenticated } from '@/shared/session/session';

/**
 * A signed-in route's loader that asks for the page's first data while its code downloads,
 * instead of once it has rendered (issue 10, §6): `load` brings a small module whose
 * `prefetch` fills the query cache the page then reads. Nothing for a guest (the layout's
 * loader sends them to sign in); if the module fails to load, the page asks itself.
 */
export function prefetchLoader(load: () => Promise<{ prefetch: () => void }>) {
  return (): null => {
    if (isAuthenticated()) load().then((module) => module.prefetch(), ignore);
    return null;
  };
}

function ignore(): void {}
