import type { Album } from '@koinonia/contracts';
import { Link } from 'react-router';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName } from '@/shared/people/person-name';
import { Icon } from '@/shared/ui/Icon';
import { biChatLeftText } from '@/shared/ui/icons/biChatLeftText';
import { biHeart } from '@/shared/ui/icons/biHeart';
import { biImages } from '@/shared/ui/icons/biImages';
import { AlbumImage } from './AlbumImage';
import { albumPath } from './album-paths';
import { counted } from '@/shared/i18n/plural';
import '@/features/albums/albums.texts';
import { albumCount } from './album-count';

/** A cover takes half the main column at most: about 240 px, the screen's half on a phone. */
const CARD_SIZES = '(min-width: 992px) 240px, 50vw';

/**
 * An album in a list (the spec's sample Album: image, title, count, time, likes, comments):
 * its cover, its title as the link, how many photos, when it last changed, its reactions and
 * comments.
 */
export function AlbumCard({ album, showOwner = false }: { album: Album; showOwner?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="card h-100 album-card">
      <div className="album-card-cover">
        {album.image ? (
          <AlbumImage
            src={album.image}
            alt={t('albums.coverAlt', { title: album.title })}
            sizes={CARD_SIZES}
          />
        ) : (
          <span className="album-card-empty" role="img" aria-label={t('albums.noCover')}>
            <Icon svg={biImages} size={40} />
          </span>
        )}
        <span className="album-card-count badge">{albumCount(album)}</span>
      </div>
      <div className="card-body d-flex flex-column gap-1">
        <h2 className="h6 fw-bold mb-0">
          <Link to={albumPath(album.id)} className="stretched-link text-reset album-card-title">
            {album.title}
          </Link>
        </h2>
        {showOwner && (
          <p className="small text-body-secondary mb-0">
            {t('albums.by', { name: firstAndLastName(album.owner) })}
          </p>
        )}
        <p className="small text-body-secondary mb-0 mt-auto">
          <time dateTime={album.time} title={fullDateTime(album.time)}>
            {relativeTime(album.time)}
          </time>
        </p>
        <p className="small text-body-secondary mb-0 d-flex flex-wrap column-gap-3">
          <span className="d-inline-flex align-items-center gap-1">
            <Icon svg={biHeart} size={14} />
            {counted(album.likes, 'albums.likes')}
          </span>
          <span className="d-inline-flex align-items-center gap-1">
            <Icon svg={biChatLeftText} size={14} />
            {counted(album.comments, 'albums.comments')}
          </span>
        </p>
      </div>
    </article>
  );
}
