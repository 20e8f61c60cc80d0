import type { PictureCategory } from '@koinonia/contracts';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from '@/shared/i18n/i18n';
import { CROP_ASPECT, type CropArea } from './crop-image';
import 'react-easy-crop/react-easy-crop.css';
import './photo-cropper.css';
import '@/features/profile/photo/photoModal.texts';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
const ZOOM_STEP = 0.05;
const START: Point = { x: 0, y: 0 };
/** Pixels per arrow key press (Shift: a fifth of it), enough to see the picture move. */
const KEYBOARD_STEP = 10;

interface PhotoCropperProps {
  category: PictureCategory;
  /** The chosen image's object URL. */
  image: string;
  /** The framed part of the image, in its own pixels, each time the member lets go. */
  onArea: (area: CropArea) => void;
  disabled?: boolean;
}

/**
 * The crop and reposition step: drag (or the arrow keys on the focused frame) moves the
 * picture, the slider or the wheel zooms, 'Réinitialiser' goes back to the whole picture
 * centred. A round frame for the avatar, the banner's shape for the cover.
 */
export function PhotoCropper({ category, image, onArea, disabled }: PhotoCropperProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<Point>(START);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const hintId = useId();
  const zoomId = useId();
  const round = category === 'profil';

  return (
    <div className={`photo-cropper${disabled ? ' is-disabled' : ''}`}>
      <div className={`photo-cropper-stage ${round ? 'is-avatar' : 'is-cover'}`}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={CROP_ASPECT[category]}
          cropShape={round ? 'round' : 'rect'}
          showGrid={!round}
          keyboardStep={KEYBOARD_STEP}
          onCropChange={disabled ? () => undefined : setCrop}
          onZoomChange={disabled ? () => undefined : setZoom}
          onCropComplete={(_area: Area, pixels: Area) => onArea(pixels)}
          // The stylesheet is imported above: no <style> element written at run time.
          disableAutomaticStylesInjection
          mediaProps={{ alt: '' }}
          cropperProps={{
            role: 'group',
            'aria-label': t('photoModal.crop.frame'),
            'aria-describedby': hintId,
          }}
        />
      </div>
      <p id={hintId} className="small text-body-secondary mt-2 mb-2">
        {t('photoModal.crop.hint')}
      </p>
      <div className="d-flex align-items-center gap-3">
        <label htmlFor={zoomId} className="form-label mb-0 flex-shrink-0">
          {t('photoModal.crop.zoom')}
        </label>
        <input
          id={zoomId}
          type="range"
          className="form-range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={zoom}
          disabled={disabled}
          aria-valuetext={t('photoModal.crop.zoomValue', { percent: Math.round(zoom * 100) })}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm flex-shrink-0"
          disabled={disabled}
          onClick={() => {
            setCrop(START);
            setZoom(MIN_ZOOM);
          }}
        >
          {t('photoModal.crop.reset')}
        </button>
      </div>
    </div>
  );
}
