import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { biHouseHeart } from '@/shared/ui/icons-groups.generated';
import { PagedGrid } from '@/shared/ui/PagedGrid';
import { GroupCard } from './GroupCard';
import { groupListQueryOptions, type GroupListFilter } from './groups.queries';
import '@/features/groups/groups.texts';

function Skeletons() {
  const { t } = useTranslation();
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3" role="status">
      <span className="visually-hidden">{t('groups.list.loading')}</span>
      {[0, 1, 2].map((index) => (
        <div className="col" key={index} aria-hidden="true">
          <div className="card group-card">
            <div className="group-card-cover" />
            <div className="card-body">
              <span className="skeleton mb-2" style={{ height: 20, width: '60%' }} />
              <span className="skeleton" style={{ height: 40 }} />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** What an empty tab says, and what to do next. */
function Empty({ filter }: { filter: GroupListFilter }) {
  const { t } = useTranslation();
  const text = filter.search
    ? t('groups.empty.search', { text: filter.search })
    : t(`groups.empty.${filter.query}`);
  return (
    <EmptyState
      icon={<Icon svg={biHouseHeart} size={24} />}
      text={text}
      hint={
        !filter.search && filter.query === 'invitations'
          ? t('groups.empty.invitationsHint')
          : undefined
      }
    >
      {!filter.search && filter.query === 'mine' && (
        <Link to="/feed/groups?tab=discover" className="btn btn-outline-primary mt-2">
          {t('groups.empty.toDiscover')}
        </Link>
      )}
    </EmptyState>
  );
}

/** One tab of /feed/groups: cards page by page, with 'Voir plus'. */
export function GroupList({ filter }: { filter: GroupListFilter }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(groupListQueryOptions(filter));
  return (
    <PagedGrid
      pages={list}
      label={t('groups.list.label')}
      errorText={t('groups.list.error')}
      moreText={t('groups.list.more')}
      loading={<Skeletons />}
      empty={<Empty filter={filter} />}
      columns="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3"
      renderItem={(group) => <GroupCard group={group} />}
    />
  );
}
