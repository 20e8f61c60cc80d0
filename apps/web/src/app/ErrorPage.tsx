import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { useRouteError } from 'react-router';
import { removeSplash } from '@/shared/dom/splash';
import { isChunkLoadError, reloadOnceForMissingChunk } from '@/shared/offline/chunk-reload';
import { loadUpdateBanner } from './RootLayout';
import { Icon } from '@/shared/ui/Icon';
import { biFeather } from '@/shared/ui/icons.generated';

// The new version's banner, as the page (RootLayout loads its chunk once the first screen has
// painted, so it is there when a chunk goes missing); if that chunk is gone too, the error page,
// with its own 'Recharger la page'.
const NewVersion = lazy(() =>
  loadUpdateBanner().then(
    ({ default: UpdateBanner }) => ({
      default: () => (
        <main id="main" className="error-page container py-5">
          <UpdateBanner />
        </main>
      ),
    }),
    () => ({ default: UnexpectedError }),
  ),
);

/**
 * The root error page. It reads 'Unexpected Application Error' (spec §2) and
 * never shows the error itself: a stack trace tells a member nothing and tells
 * an attacker too much. The error goes to the console for developers.
 *
 * A page whose code is gone (a deploy removed the chunks of the build this tab runs) is no
 * error of the member's: the tab reloads once onto the new version, and until then, or when it
 * already did for this build, it shows the new version's banner, 'Une nouvelle version est
 * disponible — Recharger', instead (docs/adr/0019-pwa-and-offline.md).
 */
export function ErrorPage() {
  const error = useRouteError();
  const vanished = isChunkLoadError(error);

  useEffect(() => {
    // A page of an older build whose chunk a deploy removed: once onto the new version.
    if (vanished && reloadOnceForMissingChunk()) return;
    removeSplash();
    console.error(error);
  }, [error, vanished]);

  if (vanished) {
    return (
      <Suspense fallback={null}>
        <NewVersion />
      </Suspense>
    );
  }
  return <UnexpectedError />;
}

/** 'Unexpected Application Error', with the way home and a reload. */
function UnexpectedError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="error-page container py-5 text-center">
      <div className="mx-auto" style={{ maxWidth: 560 }}>
        {/* An SVG, not the dove emoji: a device without an emoji font drew a box (UI.md). */}
        <p className="mb-3 text-primary">
          <Icon svg={biFeather} size={48} />
        </p>
        <h1 className="h3 mb-3">{t('errors.unexpectedTitle')}</h1>
        <p className="text-body-secondary mb-4">{t('errors.unexpectedText')}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <a className="btn btn-primary" href="/">
            {t('common.backHome')}
          </a>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => window.location.reload()}
          >
            {t('errors.reload')}
          </button>
        </div>
      </div>
    </main>
  );
}
