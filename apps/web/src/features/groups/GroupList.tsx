import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biHouseHeart } from '@/shared/ui/icons-groups.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
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
    <div className="card">
      <div className="card-body text-center py-5 px-4">
        <span className="empty-icon mb-3" aria-hidden="true">
          <Icon svg={biHouseHeart} size={24} />
        </span>
        <p className="fw-semibold mb-1">{text}</p>
        {!filter.search && filter.query === 'invitations' && (
          <p className="text-body-secondary mb-0">{t('groups.empty.invitationsHint')}</p>
        )}
        {!filter.search && filter.query === 'mine' && (
          <Link to="/feed/groups?tab=discover" className="btn btn-outline-primary mt-2">
            {t('groups.empty.toDiscover')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** One tab of /feed/groups: cards page by page, with 'Voir plus'. */
export function GroupList({ filter }: { filter: GroupListFilter }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(groupListQueryOptions(filter));

  if (list.isPending) return <Skeletons />;
  if (list.isError) {
    return (
      <div className="card">
        <div className="card-body d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="text-danger-emphasis">{t('groups.list.error')}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => void list.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const groups = list.data.pages.flatMap((page) => page.results);
  if (groups.length === 0) return <Empty filter={filter} />;
  return (
    <section aria-label={t('groups.list.label')}>
      <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3 mb-0">
        {groups.map((group) => (
          <li className="col" key={group.id}>
            <GroupCard group={group} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="text-center mt-3">
          <SpinnerButton
            className="btn btn-outline-primary"
            busy={list.isFetchingNextPage}
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('groups.list.more')}
          </SpinnerButton>
        </div>
      )}
    </section>
  );
}
