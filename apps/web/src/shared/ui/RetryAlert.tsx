import { useTranslation } from '@/shared/i18n/i18n';

/**
 * A load that failed: what failed, and 'Réessayer' to ask again. `className` places it
 * (`card-body` inside a card, `p-2` in a panel); the row itself is the same everywhere.
 */
export function RetryAlert({
  text,
  onRetry,
  className,
}: {
  text: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`${className ? `${className} ` : ''}d-flex flex-wrap align-items-center gap-2`}
      role="alert"
    >
      <span className="text-danger-emphasis">{text}</span>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
