import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';

/**
 * The not-found page's card: what happened, and the way back home. The app shows it for an
 * unknown path; a feature shows it in place for a thing that does not exist or is hidden
 * (a secret group to a non-member), so that both read the same.
 */
export function NotFoundCard({ home }: { home: string }) {
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
