import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { AppModal } from '@/shared/ui/AppModal';
import { GroupForm } from './GroupForm';
import { groupPath } from './group-paths';
import { useCreateGroup } from './groups.mutations';
import '@/features/groups/groups.texts';

/** 'Créer un groupe': the form in a dialog; created, the member lands on its page as owner. */
export function CreateGroupModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateGroup();
  return (
    <AppModal show={show} onHide={onClose} size="lg" aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t('groups.form.createTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {show && (
          <GroupForm
            kind="GROUP"
            submitLabel={t('groups.form.create')}
            secondary={
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                {t('common.cancel')}
              </button>
            }
            onSubmit={async (values) => {
              const group = await create.mutateAsync({ ...values, kind: 'GROUP' });
              void notify(t('groups.toasts.created', { name: group.name }), 'success');
              onClose();
              await navigate(groupPath(group.id));
            }}
          />
        )}
      </Modal.Body>
    </AppModal>
  );
}
