import '@/features/admin/admin.texts';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatBytesFr } from '@/shared/format/format-bytes';
import { AdminLoading } from './AdminLoading';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { errorMessage } from '@/shared/api/api-error';
import { useAdminStats } from './admin.api';

/** 'Vue d’ensemble': the community's figures, one card each. */
export function OverviewTab() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  if (stats.isPending) return <AdminLoading />;
  if (stats.isError) {
    return <RetryAlert text={errorMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  }
  const s = stats.data;
  const cards: { key: string; value: string; detail?: string; warn?: boolean }[] = [
    {
      key: 'members',
      value: String(s.members),
      detail: t('admin.stats.newThisWeek', { count: s.new_members_this_week }),
    },
    { key: 'active', value: String(s.active_this_week) },
    { key: 'publications', value: String(s.publications) },
    { key: 'openCases', value: String(s.open_cases), warn: s.open_cases > 0 },
    { key: 'jobsWaiting', value: String(s.jobs_waiting) },
    { key: 'jobsFailed', value: String(s.jobs_failed), warn: s.jobs_failed > 0 },
    { key: 'storage', value: formatBytesFr(s.storage_bytes) },
  ];
  return (
    <section aria-labelledby="admin-overview-title">
      <h2 id="admin-overview-title" className="visually-hidden">
        {t('admin.tabs.overview')}
      </h2>
      <ul className="row g-3 list-unstyled mb-0">
        {cards.map((card) => (
          <li key={card.key} className="col-6 col-sm-4">
            <div className={`card h-100${card.warn ? ' border-warning bg-warning-subtle' : ''}`}>
              <div className="card-body">
                <p className="small text-body-secondary mb-1" id={`admin-stat-${card.key}`}>
                  {t(`admin.stats.${card.key}`)}
                </p>
                <p
                  className="h3 fw-bold mb-0"
                  aria-labelledby={`admin-stat-${card.key}`}
                  data-stat={card.key}
                >
                  {card.value}
                </p>
                {card.detail && <p className="small text-body-secondary mb-0">{card.detail}</p>}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
