import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/shared/i18n/i18n';
import { AppModal } from '@/shared/ui/AppModal';

export interface ViewedPhoto {
  url: string;
  alt: string;
  title: string;
}

/** A photo shown large (UI.md: 'photos shown large with a viewer'). */
export function PhotoViewer({
  photo,
  onClose,
}: {
  photo: ViewedPhoto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal
      show={photo !== null}
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby="photo-viewer-title"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="photo-viewer-title" as="h2" className="h6">
          {photo?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0 bg-black text-center rounded-bottom">
        {photo && <img src={photo.url} alt={photo.alt} className="photo-viewer-image" />}
      </Modal.Body>
    </AppModal>
  );
}
