import { useState } from 'react';
import { LazyPhotoViewer } from '@/shared/photo/LazyPhotoViewer';
import { type ImagePriority, ResponsiveImage } from '@/shared/photo/ResponsiveImage';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/publications/publications.texts';

/** How many photos the card shows; the last one shown tells how many more there are. */
const SHOWN = 4;

/** A card's photo takes the feed's column: 560 px from 992 px wide, the screen's width below. */
const SIZES = '(min-width: 992px) 560px, 100vw';

/**
 * The photos of a publication: a grid of up to four, each a button that opens the viewer
 * at that photo; the viewer (its own chunk, loaded at the first photo opened) moves through
 * all of them with its buttons and the arrow keys.
 * Each photo is a responsive image (its narrower copies in `srcset`); `priority` 'high' makes
 * the first one load first (the feed's first card).
 */
export function PublicationPhotos({
  photos,
  name,
  priority = 'lazy',
}: {
  photos: string[];
  name: string;
  priority?: ImagePriority;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const count = photos.length;
  const alt = (index: number) =>
    count === 1
      ? t('publications.photos.single', { name })
      : t('publications.photos.alt', { position: index + 1, count, name });
  const shown = photos.slice(0, SHOWN);
  const more = count - shown.length;
  const url = open === null ? undefined : photos[open];

  return (
    <>
      <ul
        className={`publication-photos mb-2${count === 1 ? ' is-single' : count === 3 ? ' is-three' : ''}`}
      >
        {shown.map((photo, index) => (
          <li key={`${photo}-${index}`}>
            <button type="button" className="publication-photo" onClick={() => setOpen(index)}>
              <ResponsiveImage
                src={photo}
                alt={alt(index)}
                sizes={count === 1 ? SIZES : '(min-width: 992px) 280px, 50vw'}
                width={640}
                height={480}
                priority={index === 0 ? priority : 'lazy'}
              />
              {more > 0 && index === shown.length - 1 && (
                <span className="publication-photo-more">
                  <span aria-hidden="true">+{more}</span>
                  <span className="visually-hidden">
                    {t('publications.photos.more', { count: more })}
                  </span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <LazyPhotoViewer
        photo={
          open === null || url === undefined
            ? null
            : {
                url,
                alt: alt(open),
                title:
                  count === 1
                    ? alt(open)
                    : t('publications.photos.position', { position: open + 1, count }),
              }
        }
        onClose={() => setOpen(null)}
        navigation={
          open === null
            ? undefined
            : {
                index: open,
                count,
                onMove: setOpen,
                previousLabel: t('publications.photos.previous'),
                nextLabel: t('publications.photos.next'),
              }
        }
      />
    </>
  );
}
