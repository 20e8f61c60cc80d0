import { useTranslation } from '@/shared/i18n/i18n';

/**
 * The card a page shows while its one thing (an event, a group) loads, or, when the load
 * failed, what failed and 'Réessayer'.
 */
export function LoadingCard({
  failed,
  loadingText,
  errorText,
  onRetry,
}: {
  failed: boolean;
  loadingText: string;
  errorText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="card" role="status">
      <div className="card-body text-center py-5">
        {failed ? (
          <>
            <p role="alert">{errorText}</p>
            <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
              {t('common.retry')}
            </button>
          </>
        ) : (
          loadingText
        )}
      </div>
    </div>
  );
}
