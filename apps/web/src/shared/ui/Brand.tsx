import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';

/** The Koinonia logo mark (the favicon) and name, linking to `to`. */
export function Brand({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link className="brand" to={to}>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{t('app.name')}</span>
    </Link>
  );
}
