import type { Publication } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/publications/publications.texts';

/**
 * The photo grid and the video. YouTube and Vimeo players are not framed: the CSP of
 * the server (default-src 'self', no frame-src) blocks them, so a link opens the video.
 */
export function PublicationMedia({
  publication,
  name,
}: {
  publication: Publication;
  name: string;
}) {
  const { t } = useTranslation();
  const { photos, video } = publication;
  return (
    <>
      {photos.length > 0 && (
        <div className={`publication-photos mb-2${photos.length === 1 ? ' is-single' : ''}`}>
          {photos.map((url) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer">
              <img
                src={url}
                alt={t('publications.card.photo', { name })}
                width={640}
                height={480}
                loading="lazy"
                decoding="async"
              />
            </a>
          ))}
        </div>
      )}
      {video?.kind === 'upload' && (
        <video
          className="w-100 rounded-3 mb-2"
          src={video.url}
          controls
          preload="metadata"
          aria-label={t('publications.card.video', { name })}
        />
      )}
      {video && video.kind !== 'upload' && (
        <p className="mb-2">
          <a href={video.url} target="_blank" rel="noopener noreferrer">
            {t('publications.card.watchVideo')}
          </a>
        </p>
      )}
    </>
  );
}
