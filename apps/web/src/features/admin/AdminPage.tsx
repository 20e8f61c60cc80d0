import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { myRolesQuery } from '@/features/roles/roles.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { AdminLoading } from './AdminLoading';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TabBar } from '@/shared/ui/TabBar';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import { CommunityTab } from './CommunityTab';
import { MembersTab } from './MembersTab';
import { OverviewTab } from './OverviewTab';
import '@/features/admin/admin.texts';

const TABS = ['overview', 'members', 'community'] as const;
type Tab = (typeof TABS)[number];
const pathOf = (tab: Tab) => (tab === 'overview' ? '/admin' : `/admin/${tab}`);

/** /admin, /admin/members, /admin/community: the console's three tabs, for admins. */
export function AdminPage() {
  const { t } = useTranslation();
  const { tab: param } = useParams();
  const roles = useQuery(myRolesQuery());
  const tab = (param ?? 'overview') as Tab;

  if (!TABS.includes(tab)) return <NotFoundCard home="/admin" />;
  if (roles.isPending) return <AdminLoading />;
  if (!roles.data?.roles.includes('admin')) {
    return (
      <div className="card">
        <div className="card-body">
          <h1 className="h4 fw-bold">{t('admin.title')}</h1>
          <p className="mb-0" role="alert">
            {t('admin.adminsOnly')}
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="admin-console">
      <PageHeader title={t('admin.title')} intro={t('admin.intro')} actions={null}>
        <TabBar
          label={t('admin.tabs.label')}
          replace
          tabs={TABS.map((key) => ({
            key,
            to: pathOf(key),
            label: t(`admin.tabs.${key}`),
            current: key === tab,
          }))}
        />
      </PageHeader>
      {tab === 'overview' && <OverviewTab />}
      {tab === 'members' && <MembersTab />}
      {tab === 'community' && <CommunityTab />}
    </div>
  );
}
