import { HOME_PATH } from '@/shared/constants';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import { useAccessToken } from '@/shared/session/useSession';
import { DefaultLayout } from './layout/DefaultLayout';
import { PublicLayout } from './layout/PublicLayout';

/**
 * Unknown paths and /not-found (spec §2; UI.md: no dead ends): a signed-in member stays in
 * the app's layout and is led back to /feed/home; a guest gets the public frame and /landing.
 */
export function NotFoundRoute() {
  const signedIn = Boolean(useAccessToken());
  return signedIn ? (
    <DefaultLayout>
      <NotFoundCard home={HOME_PATH} />
    </DefaultLayout>
  ) : (
    <PublicLayout>
      <NotFoundCard home="/landing" />
    </PublicLayout>
  );
}
