import { ACCEPTED_IMAGE_TYPES, type PictureCategory } from '@koinonia/contracts';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/shared/i18n/i18n';
import { AppModal } from '@/shared/ui/AppModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import type { DropLimits } from '@/shared/photo/file-selection';
import { PictureDropzone } from '@/shared/photo/PictureDropzone';
import { SelectedFiles } from '@/shared/photo/SelectedFiles';
import { useFileSelection } from '@/shared/photo/useFileSelection';
import type { CropArea } from './crop-image';
import { PhotoCropper } from './PhotoCropper';
import { usePhotoSubmit } from './usePhotoSubmit';
import '@/shared/photo/photo-kit.css';
import '@/features/profile/photo/photoModal.texts';

/** The images the media module takes, 10 MB at most (its default limit). */
export const PICTURE_LIMITS: DropLimits = {
  accept: ACCEPTED_IMAGE_TYPES,
  maxSize: 10 * 1024 * 1024,
  minSize: 1,
};

interface PhotoModalProps {
  category: PictureCategory;
  show: boolean;
  onClose: () => void;
  onExited?: () => void;
}

/**
 * 'Modifier votre photo de profile' and 'Modifier votre photo de couverture' (spec §2). Once an
 * image is chosen, the member frames the first one (PhotoCropper) and the crop is what is sent.
 */
export default function PhotoModal({ category, show, onClose, onExited }: PhotoModalProps) {
  const { t } = useTranslation();
  const selection = useFileSelection(PICTURE_LIMITS);
  const { submit, busy, done, error } = usePhotoSubmit(category, onClose);
  // The framing of the image it was made on: a newly first image starts unframed.
  const [framing, setFraming] = useState<{ image: string; area: CropArea } | null>(null);
  const titleId = `photo-modal-title-${category}`;
  const first = selection.files[0];
  const area = first?.preview && framing?.image === first.preview ? framing.area : null;

  return (
    <AppModal
      show={show}
      onHide={onClose}
      onExited={onExited}
      centered
      // The cover's wide frame needs the width to be framed with care.
      size={category === 'cover' ? 'lg' : undefined}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t(category === 'profil' ? 'photoModal.profilTitle' : 'photoModal.coverTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {first?.preview && (
          <PhotoCropper
            // A new first image starts centred, unzoomed.
            key={first.preview}
            category={category}
            image={first.preview}
            onArea={(next) => setFraming({ image: first.preview ?? '', area: next })}
            disabled={busy || done}
          />
        )}
        <PictureDropzone
          limits={PICTURE_LIMITS}
          onFiles={selection.add}
          disabled={busy || done}
          className={first ? 'is-compact mt-3' : ''}
        />
        {selection.errors.length > 0 && (
          <ul className="list-unstyled small text-danger-emphasis mt-2 mb-0" role="alert">
            {selection.errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <SelectedFiles
          files={selection.files}
          onRemove={selection.remove}
          disabled={busy || done}
        />
        {error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('photoModal.cancel')}
        </button>
        <SpinnerButton
          busy={busy}
          disabled={busy || done || selection.files.length === 0}
          onClick={() => void submit(selection.files, area)}
        >
          {t('photoModal.submit')}
        </SpinnerButton>
      </Modal.Footer>
    </AppModal>
  );
}
