import type { Publication } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import type { ImagePriority } from '@/shared/photo/ResponsiveImage';
import { PublicationPhotos } from './PublicationPhotos';
import { UploadedVideo } from './UploadedVideo';
import '@/features/publications/publications.texts';

/**
 * The photos and the video. A YouTube or Vimeo video is the server's embed URL (only
 * youtube-nocookie.com and player.vimeo.com, which the CSP's frame-src allows) in a 16:9
 * frame; an uploaded video plays in the page once transcoded, and shows its progress until then.
 */
export function PublicationMedia({
  publication,
  name,
  priority,
}: {
  publication: Publication;
  name: string;
  /** 'high' for the feed's first card: its first photo loads first. */
  priority?: ImagePriority;
}) {
  const { t } = useTranslation();
  const { photos, video } = publication;
  return (
    <>
      <PublicationPhotos photos={photos} name={name} priority={priority} />
      {video?.kind === 'upload' && <UploadedVideo video={video} name={name} />}
      {video && video.kind !== 'upload' && (
        <div className="ratio ratio-16x9 mb-2 rounded-3 overflow-hidden bg-black">
          <iframe
            src={video.url}
            title={t(`publications.card.${video.kind}`, { name })}
            // The page's own policy is no-referrer; YouTube's player refuses to play without
            // the origin, so the frame sends the origin alone (never the path).
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
          />
        </div>
      )}
    </>
  );
}
