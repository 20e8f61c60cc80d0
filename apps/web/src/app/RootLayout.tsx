import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { markFirstScreenShown } from '@/shared/api/client';
import { afterFirstScreen, releaseFirstScreen } from '@/shared/dom/after-first-screen';
import { removeSplash } from '@/shared/dom/splash';
import { unlockSoundOnFirstClick } from '@/shared/dom/sound-unlock';
import { watchTabTitle } from '@/shared/dom/tab-title';
import { loadWebFont } from '@/shared/dom/web-font';
import { watchSystemTheme } from '@/shared/theme/theme';

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
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);

  return <Outlet />;
}
