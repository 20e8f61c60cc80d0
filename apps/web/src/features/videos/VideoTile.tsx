import type { Publication } from '@koinonia/contracts';
import { Link } from 'react-router';
import { biPlayFill } from '@/shared/ui/icons-publications.generated';
import { videoDetailsHref, type VideosBase } from '@/features/publications/publications.public';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { VideoProcessing } from '@/features/publications/publications.ui';
import '@/features/videos/videoPages.texts';
import { firstAndLastName } from '@/shared/people/person-name';

const EXCERPT_LENGTH = 120;

/** The start of a text, cut at a word, with an ellipsis when cut. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface VideoTileProps {
  publication: Publication;
  base: VideosBase;
  heading: 'h2' | 'h3';
}

/**
 * One video of a grid: an uploaded video's own poster (or its progress while it is
 * transcoded), else a neutral poster with the play sign (no YouTube or Vimeo thumbnail:
 * that would be a third-party request and a CSP change), the text's start, the author and
 * when. The whole card opens the player page.
 */
export function VideoTile({ publication, base, heading: Heading }: VideoTileProps) {
  const { t } = useTranslation();
  const { author, video } = publication;
  const name = firstAndLastName(author);
  const title = excerpt(publication.text) || t('videoPages.untitled', { name });
  // An uploaded video: its poster once transcoded, its progress until then (ADR 0017).
  const processing = video?.kind === 'upload' && video.status === 'processing';
  const poster = video?.kind === 'upload' && video.status === 'ready' ? video.poster_url : null;
  return (
    <li>
      <article className="card border-0 h-100 video-card position-relative">
        <div className="video-poster" aria-hidden={processing ? undefined : true}>
          {processing ? (
            <VideoProcessing progress={video.progress ?? 0} compact />
          ) : (
            <>
              {poster && <img src={poster} alt="" className="video-poster-image" loading="lazy" />}
              <span className="video-play">
                <Icon svg={biPlayFill} size={28} />
              </span>
            </>
          )}
          {video && <span className="video-kind">{t(`videoPages.kinds.${video.kind}`)}</span>}
        </div>
        <div className="card-body d-flex flex-column gap-2">
          <Heading className="h6 fw-semibold mb-0 video-title">
            <Link
              to={videoDetailsHref(publication.id, base)}
              className="stretched-link text-body text-decoration-none"
            >
              {title}
            </Link>
          </Heading>
          <div className="d-flex align-items-center gap-2 small mt-auto">
            <Avatar src={author.profile_picture} alt="" size={32} />
            <div className="min-w-0">
              <div className="fw-semibold text-truncate">
                <span className="visually-hidden">{t('videoPages.byPrefix')} </span>
                {name}
              </div>
              <time
                dateTime={publication.created_at}
                className="text-body-secondary"
                title={fullDateTime(publication.created_at)}
              >
                {relativeTime(publication.created_at)}
              </time>
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}
