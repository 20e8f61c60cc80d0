import type { Group, UpdateGroupBody } from '@koinonia/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { GroupForm } from './GroupForm';
import type { GroupFormValues } from './group-form-values';
import { useArchiveGroup, useUpdateGroup } from './groups.mutations';
import '@/features/groups/groups.texts';

/** What an edit sends: every field of the form but the kind (a page's rules never change). */
export function updateBody(group: Group, values: GroupFormValues): UpdateGroupBody {
  const { kind: _kind, visibility, join_rule, ...rest } = values;
  return group.kind === 'PAGE' ? rest : { ...rest, visibility, join_rule };
}

/**
 * 'Paramètres' (owners and admins): the group's form, filled; for owners, 'Archiver le
 * groupe' (asked first): read-only, hidden from discovery, and the member goes back to the
 * list.
 */
export function GroupSettings({ group }: { group: Group }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateGroup(group.id);
  const archive = useArchiveGroup(group.id);
  const [confirming, setConfirming] = useState(false);
  const page = group.kind === 'PAGE';

  return (
    <>
      <section className="card mb-3" aria-labelledby="group-settings-title">
        <div className="card-body">
          <h2 id="group-settings-title" className="h5 fw-bold mb-3">
            {page ? t('groups.pageForm.editTitle') : t('groups.form.editTitle')}
          </h2>
          <GroupForm
            key={group.id}
            kind={group.kind}
            group={group}
            submitLabel={t('groups.form.save')}
            onSubmit={async (values) => {
              await update.mutateAsync(updateBody(group, values));
              void notify(t('groups.toasts.saved'), 'success');
            }}
          />
        </div>
      </section>
      {group.my_role === 'OWNER' && !group.archived && (
        <section className="card border-danger-subtle" aria-labelledby="group-archive-title">
          <div className="card-body">
            <h2 id="group-archive-title" className="h5 fw-bold mb-2">
              {page ? t('groups.settings.archivePageTitle') : t('groups.settings.archiveTitle')}
            </h2>
            <p className="text-body-secondary">{t('groups.settings.archiveText')}</p>
            <SpinnerButton
              className="btn btn-outline-danger"
              busy={archive.isPending}
              disabled={archive.isPending}
              onClick={() => setConfirming(true)}
            >
              {page ? t('groups.settings.archivePage') : t('groups.settings.archive')}
            </SpinnerButton>
          </div>
        </section>
      )}
      <ConfirmModal
        show={confirming}
        title={t('groups.settings.confirmTitle', { name: group.name })}
        text={t('groups.settings.confirmText')}
        confirmLabel={t('groups.settings.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          archive.mutate(undefined, {
            onSuccess: () => {
              void notify(t('groups.toasts.archived', { name: group.name }), 'success');
              void navigate('/feed/groups');
            },
            onError: (error) => void notify(errorMessage(error), 'error'),
          });
        }}
      />
    </>
  );
}
