import type { CaseStatus } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TabBar } from '@/shared/ui/TabBar';
import { CaseCard } from './CaseCard';
import { casesQuery } from './moderation.api';
import '@/features/moderation/moderation.texts';
import './moderation.css';

/**
 * The queue (/admin/moderation, docs/adr/0021-moderation.md): open cases oldest first, or the
 * closed ones ('Fermés'). Shown to whoever the server answers 200 for (community moderators
 * and admins, a group's moderators for their groups); the `moderation_case` frames of the
 * notification socket load it again (moderation.feature.ts).
 */
export function ModerationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('moderation.queue.title'));
  const [params] = useSearchParams();
  const status: CaseStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const cases = useQuery(casesQuery(status));
  const forbidden = cases.error instanceof ApiError && cases.error.status === 403;

  return (
    <div className="moderation-page">
      <PageHeader
        title={t('moderation.queue.title')}
        intro={t('moderation.queue.intro')}
        actions={null}
      >
        {!forbidden && (
          <TabBar
            label={t('moderation.queue.tabs')}
            replace
            tabs={[
              {
                key: 'open',
                to: '/admin/moderation',
                label: t('moderation.queue.open'),
                current: status === 'open',
              },
              {
                key: 'closed',
                to: '/admin/moderation?status=closed',
                label: t('moderation.queue.closed'),
                current: status === 'closed',
              },
            ]}
          />
        )}
      </PageHeader>
      {forbidden ? (
        <div className="card card-body">{t('moderation.queue.forbidden')}</div>
      ) : cases.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('moderation.queue.error')} {errorMessage(cases.error)}{' '}
          <button type="button" className="btn btn-link p-0" onClick={() => void cases.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : !cases.data ? (
        <div className="card card-body" role="status">
          {t('common.loading')}
        </div>
      ) : cases.data.results.length === 0 ? (
        <div className="card card-body text-body-secondary">
          {t(status === 'open' ? 'moderation.queue.empty' : 'moderation.queue.emptyClosed')}
        </div>
      ) : (
        <ol className="list-unstyled mb-0" aria-live="polite">
          {cases.data.results.map((item) => (
            <li key={item.id}>
              <CaseCard item={item} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The route's page, as React Router's `lazy` reads it (moderation.feature.ts). */
export const Component = ModerationPage;
