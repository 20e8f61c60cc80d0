import type { GroupKind, GroupListQuery } from '@koinonia/contracts';
import { GROUP_LIST_QUERIES } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biBuilding, biPlusLg, biSearch } from '@/shared/ui/icons-groups.generated';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TabBar } from '@/shared/ui/TabBar';
import { CreateGroupModal } from './CreateGroupModal';
import { GroupList } from './GroupList';
import { invitationsCountQueryOptions } from './groups.queries';
import '@/features/groups/groups.texts';
import './groups.css';

/** How long the search waits for the member to stop typing. */
const SEARCH_DELAY_MS = 300;

const KINDS = ['all', 'GROUP', 'PAGE'] as const;

function asQuery(value: string | null): GroupListQuery {
  return (GROUP_LIST_QUERIES as readonly string[]).includes(value ?? '')
    ? (value as GroupListQuery)
    : 'mine';
}

/**
 * /feed/groups: 'Mes groupes', 'Découvrir' and 'Invitations' (with its count), a
 * search by name and description, groups or pages, and the ways to create a group or a page.
 * The tab and the kind live in the address, so that a tab can be linked and 'Retour' works.
 */
export function GroupsPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = asQuery(params.get('tab'));
  const kindParam = params.get('kind');
  const kind: GroupKind | undefined =
    kindParam === 'GROUP' || kindParam === 'PAGE' ? kindParam : undefined;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [creating, setCreating] = useState(false);
  const invitations = useQuery(invitationsCountQueryOptions());
  const pending = invitations.data?.count ?? 0;
  useDocumentTitle(t('groups.title'));

  const tabHref = (tab: GroupListQuery) => {
    const next = new URLSearchParams(params);
    if (tab === 'mine') next.delete('tab');
    else next.set('tab', tab);
    const search = next.toString();
    return search ? `?${search}` : '/feed/groups';
  };
  const chooseKind = (value: (typeof KINDS)[number]) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('kind');
    else next.set('kind', value);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('groups.title')}
        intro={t('groups.intro')}
        actions={
          <>
            <button
              type="button"
              className="btn btn-primary d-inline-flex align-items-center gap-2"
              onClick={() => setCreating(true)}
            >
              <Icon svg={biPlusLg} />
              {t('groups.create.group')}
            </button>
            <Link
              to="/feed/create-page"
              className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
            >
              <Icon svg={biBuilding} />
              {t('groups.create.page')}
            </Link>
          </>
        }
      >
        <TabBar
          label={t('groups.tabs.label')}
          tabClassName="group-tab"
          tabs={GROUP_LIST_QUERIES.map((tab) => ({
            key: tab,
            to: tabHref(tab),
            current: tab === query,
            label: (
              <>
                {t(`groups.tabs.${tab}`)}
                {tab === 'invitations' && pending > 0 && (
                  <span className="badge kn-badge rounded-pill">
                    <span className="visually-hidden"> </span>
                    {pending}
                    <span className="visually-hidden"> {t('groups.tabs.pending')}</span>
                  </span>
                )}
              </>
            ),
          }))}
        />
      </PageHeader>

      <div className="d-flex flex-column flex-sm-row gap-2 mb-3" role="search">
        <div className="group-search flex-grow-1">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {t('groups.search.label')}
          </label>
          <Icon svg={biSearch} />
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            placeholder={t('groups.search.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="btn-group" role="group" aria-label={t('groups.kinds.label')}>
          {KINDS.map((value) => {
            const active = (kind ?? 'all') === value;
            return (
              <button
                key={value}
                type="button"
                className={`btn ${active ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={active}
                onClick={() => chooseKind(value)}
              >
                {t(`groups.kinds.${value}`)}
              </button>
            );
          })}
        </div>
      </div>

      <GroupList filter={{ query, search: search || undefined, kind }} />
      <CreateGroupModal show={creating} onClose={() => setCreating(false)} />
    </>
  );
}
