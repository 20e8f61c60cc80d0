import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { GroupForm } from './GroupForm';
import { groupPath } from './group-paths';
import { useCreateGroup } from './groups.mutations';
import '@/features/groups/groups.texts';
import './groups.css';

/**
 * /feed/create-page: a community page (kind PAGE, always public), with its
 * category, address, site, e-mail and 'Horaires'; created, the member lands on it as owner.
 */
export function CreatePagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateGroup();
  useDocumentTitle(t('groups.pageForm.title'));
  return (
    <section className="card" aria-labelledby="create-page-title">
      <div className="card-body p-4">
        <h1 id="create-page-title" className="h4 fw-bold mb-2">
          {t('groups.pageForm.title')}
        </h1>
        <p className="text-body-secondary mb-4">{t('groups.pageForm.intro')}</p>
        <GroupForm
          kind="PAGE"
          submitLabel={t('groups.pageForm.create')}
          secondary={
            <Link to="/feed/groups" className="btn btn-outline-secondary">
              {t('common.cancel')}
            </Link>
          }
          onSubmit={async (values) => {
            const page = await create.mutateAsync({ ...values, kind: 'PAGE' });
            void notify(t('groups.toasts.pageCreated', { name: page.name }), 'success');
            await navigate(groupPath(page.id));
          }}
        />
      </div>
    </section>
  );
}
