import { useTranslation } from '@/shared/i18n/i18n';

/** A tab's place while its data is on its way. */
export function AdminLoading() {
  const { t } = useTranslation();
  return (
    <p className="card card-body text-body-secondary" role="status">
      {t('common.loading')}
    </p>
  );
}
