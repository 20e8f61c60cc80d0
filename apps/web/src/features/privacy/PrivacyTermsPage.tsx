import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { termsQueryOptions } from './privacy.queries';
import { TermsText } from './TermsText';
import '@/features/privacy/privacy.texts';

/** /privacy-terms (spec §2, public): the current privacy notice and terms of use. */
export function PrivacyTermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  const terms = useQuery(termsQueryOptions());
  return (
    <article className="card">
      <div className="card-body p-4 p-lg-5">
        <h1 className="h3 fw-bold mb-1">{t('privacy.title')}</h1>
        {terms.data ? (
          <TermsText document={terms.data} />
        ) : (
          <LoadingCard
            failed={terms.isError}
            loadingText={t('privacy.loading')}
            errorText={t('privacy.error')}
            onRetry={() => void terms.refetch()}
          />
        )}
      </div>
    </article>
  );
}
