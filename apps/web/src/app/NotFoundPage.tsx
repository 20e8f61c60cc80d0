import { useTranslation } from '@/shared/i18n/i18n';
import { Link } from 'react-router';

/** Unknown paths and /not-found (spec §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container py-5 text-center">
      <div className="mx-auto" style={{ maxWidth: 560 }}>
        <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
          404
        </p>
        <h1 className="h3 mb-3">{t('errors.notFoundTitle')}</h1>
        <p className="text-body-secondary mb-4">{t('errors.notFoundText')}</p>
        <Link className="btn btn-primary" to="/">
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}
