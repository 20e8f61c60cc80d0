import { useEffect } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/shared/i18n/i18n';
import { AppModal } from '@/shared/ui/AppModal';
import { Icon } from '@/shared/ui/Icon';
import { biChevronLeft, biChevronRight } from '@/shared/ui/icons-publications.generated';
import { ResponsiveImage } from './ResponsiveImage';
import './photo-viewer.css';

/** The large modal is 800 px wide; under 576 px it takes the screen. */
const VIEWER_SIZES = '(min-width: 992px) 800px, 100vw';

export interface ViewedPhoto {
  url: string;
  alt: string;
  title: string;
}

/** Moving through a set of photos: buttons, and the arrow keys while the viewer is open. */
export interface PhotoNavigation {
  index: number;
  count: number;
  onMove: (index: number) => void;
  previousLabel: string;
  nextLabel: string;
}

/**
 * A photo shown large (UI.md: 'photos shown large with a viewer'). With `navigation`, the
 * previous and next buttons and the left and right arrow keys move through the set (the
 * last leads back to the first); Escape closes, as every modal.
 */
export function PhotoViewer({
  photo,
  onClose,
  navigation,
}: {
  photo: ViewedPhoto | null;
  onClose: () => void;
  navigation?: PhotoNavigation;
}) {
  const { t } = useTranslation();
  const open = photo !== null;
  const several = navigation !== undefined && navigation.count > 1;

  useEffect(() => {
    if (!open || !several) return;
    const { index, count, onMove } = navigation;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onMove((index - 1 + count) % count);
      else if (event.key === 'ArrowRight') onMove((index + 1) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, several, navigation]);

  return (
    <AppModal show={open} onHide={onClose} centered size="lg" aria-labelledby="photo-viewer-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="photo-viewer-title" as="h2" className="h6">
          {photo?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0 bg-black text-center rounded-bottom position-relative">
        {photo && (
          <ResponsiveImage
            src={photo.url}
            alt={photo.alt}
            sizes={VIEWER_SIZES}
            // Asked for by a tap: shown at once, never left to the lazy loader.
            priority="high"
            className="photo-viewer-image"
          />
        )}
        {several && (
          <>
            <button
              type="button"
              className="btn btn-light rounded-circle photo-viewer-nav is-previous"
              aria-label={navigation.previousLabel}
              onClick={() =>
                navigation.onMove((navigation.index - 1 + navigation.count) % navigation.count)
              }
            >
              <Icon svg={biChevronLeft} size={20} />
            </button>
            <button
              type="button"
              className="btn btn-light rounded-circle photo-viewer-nav is-next"
              aria-label={navigation.nextLabel}
              onClick={() => navigation.onMove((navigation.index + 1) % navigation.count)}
            >
              <Icon svg={biChevronRight} size={20} />
            </button>
          </>
        )}
      </Modal.Body>
    </AppModal>
  );
}
