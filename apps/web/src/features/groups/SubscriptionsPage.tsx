import type { GroupKind } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { GroupLogo } from './GroupBits';
import { groupPath } from './group-paths';
import { memberCountText } from './group-texts';
import { groupListQueryOptions } from './groups.queries';
import '@/features/groups/groups.texts';

/** One section: the groups, or the pages, the member belongs to, as links, page by page. */
function SubscriptionList({ kind }: { kind: GroupKind }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(groupListQueryOptions({ query: 'mine', kind }));
  const headingId = `subscriptions-${kind.toLowerCase()}`;
  const heading = t(kind === 'PAGE' ? 'groups.subscriptions.pages' : 'groups.subscriptions.groups');
  const items = list.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section className="card border-0 mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 fw-bold mb-3">
          {heading}
        </h2>
        {list.isPending ? (
          <p role="status" className="text-body-secondary mb-0">
            {t('groups.subscriptions.loading')}
          </p>
        ) : list.isError ? (
          <div>
            <p role="alert">{t('groups.subscriptions.error')}</p>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => void list.refetch()}
            >
              {t('groups.subscriptions.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-body-secondary mb-0">
            {t(kind === 'PAGE' ? 'groups.subscriptions.noPages' : 'groups.subscriptions.noGroups')}
          </p>
        ) : (
          <ul className="list-unstyled mb-0 subscription-list">
            {items.map((group) => (
              <li key={group.id} className="d-flex align-items-center gap-3 py-2">
                <GroupLogo group={group} size={44} />
                <div className="min-w-0">
                  <Link to={groupPath(group.id)} className="fw-semibold text-break">
                    {group.name}
                  </Link>
                  <div className="small text-body-secondary">{memberCountText(group)}</div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm mt-2"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('groups.subscriptions.more')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * /subscriptions ('Abonnements' of the account menu): the groups the member belongs to and
 * the pages they follow, each a link to its page (GET /api/groups/?query=mine&kind=).
 */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('groups.subscriptions.title'));
  return (
    <>
      <header className="card border-0 mb-3">
        <div className="card-body px-4 py-3">
          <h1 className="h4 fw-bold mb-1">{t('groups.subscriptions.title')}</h1>
          <p className="text-body-secondary mb-2">{t('groups.subscriptions.intro')}</p>
          <Link to="/feed/groups?tab=discover" className="small fw-semibold">
            {t('groups.subscriptions.discover')}
          </Link>
        </div>
      </header>
      <SubscriptionList kind="GROUP" />
      <SubscriptionList kind="PAGE" />
    </>
  );
}
