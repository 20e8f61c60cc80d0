import type { HelpFeedback } from '@koinonia/contracts';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { useAccessToken } from '@/shared/session/useSession';
import { signInUrlFor } from '@/shared/session/redirect-to';
import { detailsPath } from './HelpPage';
import { useAnswerArticle } from './help.queries';
import '@/features/help/help.texts';

/** 'Cet article vous a-t-il aidé ?' Oui / Non: one answer per member, changeable. */
export function ArticleFeedback({ id, feedback }: { id: string; feedback: HelpFeedback }) {
  const { t } = useTranslation();
  const signedIn = useAccessToken() !== null;
  const answer = useAnswerArticle(id);
  const mine = feedback.mine;
  return (
    <section className="help-feedback border-top pt-3 mt-4" aria-labelledby="help-feedback-q">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h2 id="help-feedback-q" className="h6 fw-bold mb-0 me-2">
          {t('help.feedback.question')}
        </h2>
        {signedIn ? (
          [true, false].map((helpful) => (
            <button
              key={String(helpful)}
              type="button"
              className={`btn btn-sm ${mine === helpful ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={mine === helpful}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ helpful })}
            >
              {helpful ? t('help.feedback.yes') : t('help.feedback.no')}
            </button>
          ))
        ) : (
          <Link to={signInUrlFor(detailsPath(id))}>{t('help.feedback.signIn')}</Link>
        )}
      </div>
      <p className="small text-body-secondary mb-0 mt-2" role="status">
        {answer.isError
          ? t('help.feedback.failed')
          : mine === true
            ? t('help.feedback.thanks')
            : mine === false
              ? t('help.feedback.thanksNo')
              : ''}{' '}
        {feedback.helpful > 0 &&
          (feedback.helpful > 1
            ? t('help.feedback.countMany', { count: feedback.helpful })
            : t('help.feedback.countOne', { count: feedback.helpful }))}
      </p>
    </section>
  );
}
