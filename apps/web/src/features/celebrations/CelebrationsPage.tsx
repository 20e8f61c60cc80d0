import type { Celebration, CelebrationSection } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { biGift } from '@/shared/ui/icons/biGift';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { CelebrationCard } from './CelebrationCard';
import { celebrationsQueryOptions } from './celebrations.queries';
import '@/features/celebrations/celebrations.texts';
import './celebrations.css';

const SECTIONS: CelebrationSection[] = ['today', 'week', 'month'];

function Section({ section, items }: { section: CelebrationSection; items: Celebration[] }) {
  const { t } = useTranslation();
  const titleId = `celebrations-${section}`;
  return (
    <section className="mb-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="h5 fw-bold mb-3 d-flex align-items-center gap-2">
        {t(`celebrations.sections.${section}`)}
        {items.length > 0 && (
          <span className="badge rounded-pill celebration-count">{items.length}</span>
        )}
      </h2>
      {items.length === 0 ? (
        <p className="text-body-secondary celebration-empty">
          {t(`celebrations.empty.${section}`)}
        </p>
      ) : (
        <div className="card">
          <ul className="list-unstyled mb-0 celebration-list">
            {items.map((item) => (
              <li key={item.id}>
                <CelebrationCard celebration={item} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** /feed/celebration: today, this week, this month. */
export function CelebrationsPage() {
  const { t } = useTranslation();
  const celebrations = useQuery(celebrationsQueryOptions());

  return (
    <div className="celebrations-page">
      <PageHeader title={t('celebrations.title')} intro={t('celebrations.intro')} actions={null} />
      {celebrations.isPending ? (
        <div role="status" aria-label={t('celebrations.loading')} className="placeholder-glow">
          {[0, 1].map((i) => (
            <div key={i} className="card mb-3" aria-hidden="true">
              <div className="card-body d-flex align-items-center gap-3">
                <span className="placeholder rounded-circle" style={{ width: 56, height: 56 }} />
                <span className="placeholder col-6" />
              </div>
            </div>
          ))}
        </div>
      ) : celebrations.isError ? (
        <div className="card">
          <RetryAlert
            className="card-body"
            text={t('celebrations.error')}
            onRetry={() => void celebrations.refetch()}
          />
        </div>
      ) : SECTIONS.every((s) => celebrations.data.sections[s].length === 0) ? (
        <EmptyState
          icon={<Icon svg={biGift} size={32} />}
          text={t('celebrations.emptyAll.text')}
          hint={t('celebrations.emptyAll.hint')}
          actions={
            <Link to="/profile/connections" className="btn btn-primary">
              {t('celebrations.emptyAll.action')}
            </Link>
          }
        />
      ) : (
        SECTIONS.map((section) => (
          <Section key={section} section={section} items={celebrations.data.sections[section]} />
        ))
      )}
    </div>
  );
}
