import { HiddenNotice, ReportButton } from '@/features/moderation/moderation.public';
import type { Event } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { EventAlbum, eventPhotosOpen } from '@/features/albums/albums.ui';
import { Composer, PublicationFeed } from '@/features/publications/publications.ui';
import { ApiError } from '@/shared/api/api-error';
import { HOME_PATH } from '@/shared/constants';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import {
  biChatLeftText,
  biChevronLeft,
  biExclamationTriangle,
} from '@/shared/ui/icons-events.generated';
import { NotFoundCard } from '@/shared/ui/NotFoundCard';
import { memberProfilePath, ownProfilePath } from '@/shared/people/profile-paths';
import { firstAndLastName } from '@/shared/people/person-name';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { EventHero } from './EventHero';
import { EventParticipants } from './EventParticipants';
import { EventRsvp } from './EventRsvp';
import { OrganiserActions } from './OrganiserActions';
import { eventDetailsPath } from './event-paths';
import { counted } from '@/shared/i18n/plural';
import { isPast } from './event-texts';
import { eventQueryOptions } from './events.queries';
import '@/features/events/events.texts';
import './events.css';

/** 'Présentation': the organisers' description, the organisers, and the event's rules. */
function EventAbout({ event, meId }: { event: Event; meId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="card mb-3" aria-labelledby="event-about-title">
      <div className="card-body">
        <h2 id="event-about-title" className="h6 fw-bold mb-2">
          {t('events.page.description')}
        </h2>
        {event.description ? (
          <p className="event-description">{event.description}</p>
        ) : (
          <p className="text-body-secondary">{t('events.page.noDescription')}</p>
        )}
        {(event.requires_approval || event.max_guests > 0) && (
          <ul className="small text-body-secondary ps-3">
            {event.requires_approval && <li>{t('events.page.approval')}</li>}
            {event.max_guests > 0 && (
              <li>{counted(event.max_guests, 'events.page.guestsAllowed')}</li>
            )}
          </ul>
        )}
        <h3 className="h6 fw-bold mt-3 mb-2">{t('events.page.organisers')}</h3>
        <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
          {event.organisers.map((organiser) => {
            const name = firstAndLastName(organiser);
            return (
              <li key={organiser.id} className="d-flex align-items-center gap-2">
                <Avatar src={organiser.profile_picture} alt="" size={36} />
                <Link
                  to={organiser.id === meId ? ownProfilePath() : memberProfilePath(organiser.id)}
                  className="fw-semibold text-reset"
                >
                  {name}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/**
 * The event's discussion: publications with the event as audience, read and
 * written by whoever sees the event, with the usual cards (comments and reactions); its
 * organisers may remove what is posted there.
 */
function EventDiscussion({ event, meId }: { event: Event; meId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="mb-3" aria-labelledby="event-discussion-title">
      <h2 id="event-discussion-title" className="h6 fw-bold mb-2 d-flex align-items-center gap-2">
        <Icon svg={biChatLeftText} />
        {t('events.page.discussion')}
      </h2>
      {event.status !== 'cancelled' && (
        <Composer eventId={event.id} prompt={t('events.page.discussionPrompt')} />
      )}
      <PublicationFeed
        meId={meId}
        filter={{ event: event.id }}
        moderator={event.is_organiser}
        emptyText={t('events.page.discussionEmpty')}
      />
    </section>
  );
}

/** The cancelled, draft and past notices. */
function EventNotice({ event }: { event: Event }) {
  const { t } = useTranslation();
  if (event.status === 'cancelled') {
    return (
      <div className="alert alert-danger d-flex gap-2" role="status">
        <Icon svg={biExclamationTriangle} className="flex-shrink-0 mt-1" />
        <div>
          <p className="fw-semibold mb-0">{t('events.page.cancelled')}</p>
          {event.cancel_message && (
            <p className="mb-0 event-description">
              {t('events.page.cancelledMessage', { message: event.cancel_message })}
            </p>
          )}
        </div>
      </div>
    );
  }
  if (event.status === 'draft') {
    return (
      <div className="alert alert-secondary" role="status">
        {t('events.page.draft')}
      </div>
    );
  }
  if (isPast(event)) {
    return (
      <div className="alert alert-secondary" role="status">
        {t('events.page.past')}
      </div>
    );
  }
  return null;
}

/** The page's body, once the event is loaded. */
function EventView({ event, wide }: { event: Event; wide: boolean }) {
  const { t } = useTranslation();
  const meId = getUserId() ?? undefined;
  const answering = event.status === 'confirmed' && !isPast(event);
  return (
    <article className={wide ? 'event-grid' : undefined} aria-labelledby="event-title">
      <div className="min-w-0">
        <EventHero
          event={event}
          actions={
            <>
              {event.is_organiser && <OrganiserActions event={event} />}
              {!event.is_organiser && meId && (
                <ReportButton target={{ type: 'event', id: event.id }} />
              )}
              {!wide && (
                <Link
                  to={eventDetailsPath(event.id)}
                  className="btn btn-link d-none d-lg-inline-block"
                >
                  {t('events.page.wide')}
                </Link>
              )}
            </>
          }
        />
        {/* Hidden by moderation: its organisers alone still see it (docs/adr/0021-moderation.md). */}
        {event.moderation_hidden && event.is_organiser && <HiddenNotice itemId={event.id} />}
        <EventNotice event={event} />
        {answering && <EventRsvp event={event} />}
        <EventAbout event={event} meId={meId} />
        {eventPhotosOpen(event) && <EventAlbum event={event} />}
        {!wide && <EventParticipants event={event} meId={meId} />}
        <EventDiscussion event={event} meId={meId} />
      </div>
      {wide && (
        <aside className="min-w-0" aria-label={t('events.participants.title')}>
          <EventParticipants event={event} meId={meId} />
        </aside>
      )}
    </article>
  );
}

/**
 * An event's page: /feed/events/{eventId} in the feed's layout, and
 * /events/details?id= in the wide one. An event hidden from the member (404) reads as the
 * app's not-found page, in the layout.
 */
export function EventPage({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const eventId = useParams().eventId ?? params.get('id') ?? '';
  const query = useQuery({ ...eventQueryOptions(eventId), enabled: eventId !== '' });
  const event = query.data;
  const notFound =
    eventId === '' || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(event?.title ?? (notFound ? t('errors.notFoundTitle') : t('events.title')));

  if (notFound) return <NotFoundCard home={HOME_PATH} />;
  return (
    <>
      <Link
        to="/feed/events"
        className="btn btn-link ps-0 mb-2 d-inline-flex align-items-center gap-1"
      >
        <Icon svg={biChevronLeft} />
        {t('events.page.back')}
      </Link>
      {event ? (
        <EventView key={event.id} event={event} wide={wide} />
      ) : (
        <LoadingCard
          failed={query.isError}
          loadingText={t('events.page.loading')}
          errorText={t('events.page.error')}
          onRetry={() => void query.refetch()}
        />
      )}
    </>
  );
}

/** /events/details?id=: the same page in the wide layout. */
export function EventDetailsPage() {
  return <EventPage wide />;
}
