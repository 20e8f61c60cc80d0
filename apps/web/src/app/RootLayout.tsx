import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { removeSplash } from '@/shared/dom/splash';
import { unlockSoundOnFirstClick } from '@/shared/dom/sound-unlock';
import { watchTabTitle } from '@/shared/dom/tab-title';
import { watchSystemTheme } from '@/shared/theme/theme';

/** The shell around every page: the app-wide effects of spec §1 and §4. */
export function RootLayout() {
  useEffect(() => {
    removeSplash();
    const stops = [watchTabTitle(), unlockSoundOnFirstClick(), watchSystemTheme()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);

  return <Outlet />;
}
