import type { TermsDocument } from '@koinonia/contracts';
import { formatDay } from '@/shared/format/french-date';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/shared/ui/prose.css';
import '@/features/privacy/privacy.texts';

/** The terms' text (the server rendered the Markdown and sanitised it) and its version's date. */
export function TermsText({ document }: { document: TermsDocument }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-body-secondary small mb-4">
        {t('privacy.version', { date: formatDay(document.published_at) })}
      </p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: document.html }} />
    </>
  );
}
