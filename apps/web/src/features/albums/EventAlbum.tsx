import type { Event } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { Icon } from '@/shared/ui/Icon';
import { biImages } from '@/shared/ui/icons/biImages';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { AlbumImage } from './AlbumImage';
import { albumPath } from './album-paths';
import { useCreateAlbum } from './albums.mutations';
import { albumListQueryOptions } from './albums.queries';
import '@/features/albums/albums.texts';
import './albums.css';
import { albumCount } from './album-count';

/** Whether an event's page offers its photos: confirmed and started (its participants add them). */
export function eventPhotosOpen(event: Event, now = Date.now()): boolean {
  return event.status === 'confirmed' && Date.parse(event.starts_at) <= now;
}

/**
 * 'Photos de l'événement' on an event's page once it has started: its album (audience event,
 * filled by its participants), opened from here; a participant or an organiser creates it on
 * first use.
 */
export function EventAlbum({ event }: { event: Event }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInfiniteQuery(albumListQueryOptions({ event: event.id }));
  const create = useCreateAlbum();
  const album = query.data?.pages[0]?.results[0];
  const mayCreate = event.is_organiser || event.my_answer === 'going';
  if (!query.data) return null;
  if (!album && !mayCreate) return null;
  return (
    <section className="card mb-3" aria-labelledby="event-photos-title">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="event-photos-cover flex-shrink-0">
          {album?.image ? (
            <AlbumImage src={album.image} alt="" sizes="96px" className="rounded-2" />
          ) : (
            <span className="album-card-empty rounded-2" aria-hidden="true">
              <Icon svg={biImages} size={28} />
            </span>
          )}
        </div>
        <div className="flex-grow-1 min-w-0">
          <h2 id="event-photos-title" className="h6 fw-bold mb-1">
            {t('albums.section.event')}
          </h2>
          <p className="small text-body-secondary mb-0">
            {album ? albumCount(album) : t('albums.section.eventHint')}
          </p>
        </div>
        {album ? (
          <Link to={albumPath(album.id)} className="btn btn-outline-primary">
            {t('albums.section.eventOpen')}
          </Link>
        ) : (
          <SpinnerButton
            className="btn btn-primary"
            busy={create.isPending}
            disabled={create.isPending}
            onClick={() =>
              create.mutate(
                {
                  title: t('albums.section.eventTitle', { title: event.title }).slice(0, 120),
                  event_id: event.id,
                  contributors: 'members',
                },
                {
                  onSuccess: (created) => void navigate(albumPath(created.id)),
                  onError: (error) => void notify(errorMessage(error), 'error'),
                },
              )
            }
          >
            {t('albums.section.eventCreate')}
          </SpinnerButton>
        )}
      </div>
    </section>
  );
}
