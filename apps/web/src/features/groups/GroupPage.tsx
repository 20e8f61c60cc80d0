import type { Group } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { GroupAlbums } from '@/features/albums/albums.ui';
import { useProfile } from '@/features/users/users.public';
import { ApiError } from '@/shared/api/api-error';
import { HOME_PATH } from '@/shared/constants';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biArchive } from '@/shared/ui/icons-groups.generated';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import { TabBar } from '@/shared/ui/TabBar';
import { GroupAbout } from './GroupAbout';
import { GroupHeader } from './GroupHeader';
import { GroupMembers } from './GroupMembers';
import { GroupPublications } from './GroupPublications';
import { GroupRequests } from './GroupRequests';
import { GroupSettings } from './GroupSettings';
import { GROUP_TABS, groupPath, type GroupTab } from './group-paths';
import { isAdmin, isModerator } from './group-texts';
import { groupQueryOptions } from './groups.queries';
import '@/features/groups/groups.texts';
import './groups.css';

// The parish feature's tab, loaded when opened (docs/adr/0026-parish-page.md).
const ParishTab = lazy(() =>
  import('@/features/parish/parish.ui').then((m) => ({ default: m.ParishTab })),
);

// The rotas feature's tab, loaded when opened (docs/adr/0028-volunteer-rotas.md).
const ServicesTab = lazy(() =>
  import('@/features/rotas/rotas.ui').then((m) => ({ default: m.ServicesTab })),
);

/**
 * The tabs this member sees: 'Paroisse' on a page of the category 'paroisse', 'Services' for
 * its members (docs/adr/0028-volunteer-rotas.md), 'Demandes' for
 * moderators of a group, 'Paramètres' for admins.
 */
export function visibleTabs(group: Group): GroupTab[] {
  return GROUP_TABS.filter((tab) => {
    if (tab === 'parish') return group.kind === 'PAGE' && group.page?.category === 'paroisse';
    if (tab === 'services') return group.my_status === 'MEMBER';
    if (tab === 'requests') return group.kind === 'GROUP' && isModerator(group.my_role);
    if (tab === 'settings') return isAdmin(group.my_role);
    return true;
  });
}

function GroupTabs({ group, current }: { group: Group; current: GroupTab }) {
  const { t } = useTranslation();
  return (
    <TabBar
      label={t('groups.group.tabs.label')}
      replace
      tabClassName="group-tab"
      tabs={visibleTabs(group).map((tab) => ({
        key: tab,
        to: groupPath(group.id, tab),
        current: tab === current,
        label: (
          <>
            {tab === 'members' && group.kind === 'PAGE'
              ? t('groups.group.tabs.followers')
              : t(`groups.group.tabs.${tab}`)}
            {tab === 'requests' && group.requests_count > 0 && (
              <span className="badge kn-badge rounded-pill">
                <span className="visually-hidden"> </span>
                {group.requests_count}
                <span className="visually-hidden"> {t('groups.group.tabs.pendingRequests')}</span>
              </span>
            )}
          </>
        ),
      }))}
    />
  );
}

/**
 * /feed/groups/{groupId}: the header with the member's actions, the archived
 * banner, and the tabs (`?tab=`): 'Publications', 'Membres', 'Albums', 'À propos', and for moderators
 * 'Demandes', for admins 'Paramètres'. A group hidden from the member (secret: 404) reads as
 * the app's not-found page, in the layout.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const groupId = useParams().groupId ?? '';
  const [params] = useSearchParams();
  const query = useQuery(groupQueryOptions(groupId));
  const me = useProfile().data?.id;
  const group = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(group?.name ?? (notFound ? t('errors.notFoundTitle') : t('groups.title')));

  if (notFound) return <NotFoundCard home={HOME_PATH} />;
  if (!group) {
    return (
      <LoadingCard
        failed={query.isError}
        loadingText={t('groups.group.loading')}
        errorText={t('groups.group.error')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const tabs = visibleTabs(group);
  const asked = params.get('tab') as GroupTab | null;
  const current: GroupTab = asked && tabs.includes(asked) ? asked : 'publications';

  return (
    <>
      <GroupHeader group={group} tabs={<GroupTabs group={group} current={current} />} />
      {group.archived && (
        <div className="alert alert-secondary d-flex align-items-center gap-2" role="status">
          <Icon svg={biArchive} />
          {group.kind === 'PAGE' ? t('groups.group.archivedPage') : t('groups.group.archived')}
        </div>
      )}
      {current === 'publications' && <GroupPublications group={group} meId={me} />}
      {current === 'members' && <GroupMembers group={group} meId={me} />}
      {current === 'albums' && <GroupAlbums group={group} />}
      {current === 'parish' && (
        <Suspense
          fallback={
            <p className="card card-body" role="status">
              {t('groups.group.loading')}
            </p>
          }
        >
          <ParishTab groupId={group.id} admin={isAdmin(group.my_role)} />
        </Suspense>
      )}
      {current === 'services' && (
        <Suspense
          fallback={
            <p className="card card-body" role="status">
              {t('groups.group.loading')}
            </p>
          }
        >
          <ServicesTab groupId={group.id} />
        </Suspense>
      )}
      {current === 'about' && <GroupAbout group={group} />}
      {current === 'requests' && <GroupRequests group={group} meId={me} />}
      {current === 'settings' && <GroupSettings group={group} />}
    </>
  );
}
