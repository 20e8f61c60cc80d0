import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/shared/i18n/i18n';
import { AppModal } from '@/shared/ui/AppModal';
import '@/features/relationship/relation.texts';

interface BlockConfirmModalProps {
  name: string;
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before blocking: blocking ends a friendship or an invitation. */
export function BlockConfirmModal({ name, show, onConfirm, onCancel }: BlockConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal show={show} onHide={onCancel} centered aria-labelledby="block-confirm-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="block-confirm-title" as="h2" className="h5">
          {t('relation.blockConfirm.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('relation.blockConfirm.text')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {t('relation.blockConfirm.confirm')}
        </button>
      </Modal.Footer>
    </AppModal>
  );
}
