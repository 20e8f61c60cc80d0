import { useTranslation } from '@/shared/i18n/i18n';
import type { ViewedPhoto } from './PhotoViewer';
import { ResponsiveImage } from './ResponsiveImage';
import './photo-grid.css';
import '@/shared/photo/photoKit.texts';

interface PhotoGridProps {
  title: string;
  photos: ViewedPhoto[];
  emptyText: string;
  onOpen: (photo: ViewedPhoto) => void;
  /** Covers are wide, avatars square. */
  wide?: boolean;
}

/** Tiles of at least 8.5rem (14rem when wide), a few to a row of the main column. */
const SQUARE_SIZES = '(min-width: 768px) 200px, 34vw';
const WIDE_SIZES = '(min-width: 768px) 400px, 100vw';

/** A titled grid of photos; each one opens the viewer. */
export function PhotoGrid({ title, photos, emptyText, onOpen, wide = false }: PhotoGridProps) {
  const { t } = useTranslation();
  const id = `grid-${title.replace(/\W+/g, '-')}`;
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h3 id={id} className="h6 fw-bold mb-3">
        {title}
      </h3>
      {photos.length === 0 ? (
        <p className="small text-body-secondary mb-0">{emptyText}</p>
      ) : (
        <ul className={`list-unstyled media-grid${wide ? ' is-wide' : ''}`}>
          {photos.map((photo) => (
            <li key={photo.url}>
              <button
                type="button"
                className="media-tile"
                aria-label={t('photoKit.openPhoto', { title: photo.title })}
                onClick={() => onOpen(photo)}
              >
                <ResponsiveImage src={photo.url} alt="" sizes={wide ? WIDE_SIZES : SQUARE_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
