import { Link } from 'react-router';
import { HOME_PATH } from '@/shared/constants';
import { useTranslation } from '@/shared/i18n/i18n';
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
      <NotFoundPage home={HOME_PATH} />
    </DefaultLayout>
  ) : (
    <PublicLayout>
      <NotFoundPage home="/landing" />
    </PublicLayout>
  );
}

/** The page itself: what happened, and the way back home. */
export function NotFoundPage({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <section className="card border-0 shadow-sm rounded-3 text-center py-5 px-3 not-found">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h3 mb-3">{t('errors.notFoundTitle')}</h1>
      <p className="text-body-secondary mb-4">{t('errors.notFoundText')}</p>
      <div>
        <Link className="btn btn-primary" to={home}>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
