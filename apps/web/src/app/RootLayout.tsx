import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { markFirstScreenShown } from '@/shared/api/client';
import { afterFirstScreen, releaseFirstScreen } from '@/shared/dom/after-first-screen';
import { removeSplash } from '@/shared/dom/splash';
import { unlockSoundOnFirstClick } from '@/shared/dom/sound-unlock';
import { watchTabTitle } from '@/shared/dom/tab-title';
import { loadWebFont } from '@/shared/dom/web-font';
import { updateAvailable } from '@/shared/offline/update-flag';
import { watchSystemTheme } from '@/shared/theme/theme';

// The new version's banner: a chunk of its own (the entry keeps the budget of ADR 0010), asked
// for once the first screen has painted, so that it is there before a new version can be.
export const loadUpdateBanner = () =>
  import('@/features/pwa/pwa.ui').then((m) => ({ default: m.UpdateBanner }));
const UpdateBanner = lazy(loadUpdateBanner);

/** The shell around every page: the app-wide effects of spec §1 and §4. */
export function RootLayout() {
  useEffect(() => {
    removeSplash();
    markFirstScreenShown();
    const stops = [
      watchTabTitle(),
      unlockSoundOnFirstClick(),
      watchSystemTheme(),
      // The font comes once the first screen has painted, not before it (ADR 0011).
      afterFirstScreen(() => {
        releaseFirstScreen();
        void loadWebFont();
        // The service worker and the outbox (docs/adr/0019-pwa-and-offline.md).
        void loadUpdateBanner();
        void import('@/shared/offline/start').then((offline) => offline.startOffline());
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  const newVersion = useSyncExternalStore(
    updateAvailable.subscribe,
    updateAvailable.get,
    () => false,
  );

  return (
    <>
      <Outlet />
      {newVersion && (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      )}
    </>
  );
}
