import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/shared/i18n/i18n';
import { AppModal } from '@/shared/ui/AppModal';
import '@/features/messaging/messaging.texts';

interface ConfirmDeleteModalProps {
  name: string;
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting a conversation (for me only). */
export function ConfirmDeleteModal({ name, show, onConfirm, onCancel }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal show={show} onHide={onCancel} centered aria-labelledby="chat-delete-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="chat-delete-title" as="h2" className="h5">
          {t('messaging.confirmDelete.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('messaging.confirmDelete.text', { name })}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {t('messaging.confirmDelete.confirm')}
        </button>
      </Modal.Footer>
    </AppModal>
  );
}
