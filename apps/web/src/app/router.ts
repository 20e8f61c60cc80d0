import { createBrowserRouter } from 'react-router';
import { setSessionLostHandler } from '@/shared/api/client';
import { SIGN_IN_PATH } from '@/shared/constants';
import { discoverRoutes, routes } from './routes';

/**
 * The app's router. Creating it starts the page's navigation at once: its chunks and its first
 * data are asked for (the routes' `lazy` and `loader`), and the member features' routes when the
 * path is not a guest's page (`discoverRoutes`, ADR 0023).
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes() });
  // Spec §4: when the session cannot be refreshed, the member signs in again.
  setSessionLostHandler(() => {
    void router.navigate(SIGN_IN_PATH, { replace: true });
  });
  return router;
}
