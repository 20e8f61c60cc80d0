import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { askReview } from './moderation.api';
import '@/features/moderation/moderation.texts';

/** The address of an item hidden by a decision, from its notification (`hiddenItemPath`). */
export const REVIEW_PARAMS = { case: 'reexamen', item: 'cible' } as const;

/**
 * What the author of an item hidden by moderation sees on it (docs/adr/0021-moderation.md):
 * 'Masqué par la modération', and, reached from the decision's notification (the case is in the
 * address), 'Demander un réexamen', which asks once.
 */
export function HiddenNotice({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const caseId = params.get(REVIEW_PARAMS.item) === itemId ? params.get(REVIEW_PARAMS.case) : null;
  const [state, setState] = useState<'idle' | 'busy' | 'asked'>('idle');
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    if (!caseId) return;
    setState('busy');
    setError(null);
    try {
      await askReview(caseId);
      setState('asked');
      void notify(t('moderation.hidden.asked'), 'success');
    } catch (e) {
      setState('idle');
      setError(errorMessage(e));
    }
  };
  return (
    <div className="alert alert-warning small py-2 px-3 mb-2" role="status">
      <p className="fw-semibold mb-0">{t('moderation.hidden.label')}</p>
      {state === 'asked' ? (
        <p className="mb-0">{t('moderation.hidden.asked')}</p>
      ) : (
        caseId && (
          <SpinnerButton
            className="btn btn-sm btn-outline-dark mt-2"
            busy={state === 'busy'}
            disabled={state === 'busy'}
            onClick={() => void ask()}
          >
            {t('moderation.hidden.askReview')}
          </SpinnerButton>
        )
      )}
      {error && (
        <p className="text-danger-emphasis mb-0 mt-1" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
