import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { useRouteError } from 'react-router';
import { removeSplash } from '@/shared/dom/splash';
import { isChunkLoadError, reloadOnceForMissingChunk } from '@/shared/offline/chunk-reload';

/**
 * The root error page. It reads 'Unexpected Application Error' (spec §2) and
 * never shows the error itself: a stack trace tells a member nothing and tells
 * an attacker too much. The error goes to the console for developers.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    // A page of an older build whose chunk a deploy removed: once onto the new version.
    if (isChunkLoadError(error) && reloadOnceForMissingChunk()) return;
    removeSplash();
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="error-page container py-5 text-center">
      <div className="mx-auto" style={{ maxWidth: 560 }}>
        <p className="display-6 mb-3" aria-hidden="true">
          🕊️
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
