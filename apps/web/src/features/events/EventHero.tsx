import type { Event } from '@koinonia/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { Icon } from '@/shared/ui/Icon';
import {
  biBoxArrowUpRight,
  biCalendarPlus,
  biCameraVideo,
  biClock,
  biGeoAlt,
  biPeople,
} from '@/shared/ui/icons-events.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { CategoryTag, EventBadges, EventCover, FriendsGoing } from './EventBits';
import { downloadFile, fileSlug } from './download-file';
import { eventWhen, zoneNote } from './event-dates';
import { countsText, mapUrl, spotsText } from './event-texts';
import { eventUrl } from './events.queries';
import '@/features/events/events.texts';

/** 'Ajouter à mon agenda': the event's .ics, fetched with the member's token. */
function AddToCalendar({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(`${eventUrl(event.id)}ics/`, `${fileSlug(event.title)}.ics`);
    } catch (error) {
      void notify(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <SpinnerButton
      className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
      busy={busy}
      disabled={busy}
      onClick={() => void run()}
    >
      {!busy && <Icon svg={biCalendarPlus} />}
      {t('events.page.addToCalendar')}
    </SpinnerButton>
  );
}

function Fact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="event-fact">
      <dt>
        <Icon svg={icon} />
        <span className="visually-hidden">{label}</span>
      </dt>
      <dd className="mb-0 min-w-0">{children}</dd>
    </div>
  );
}

/**
 * The top of an event's page: cover, day label, title, category, when (in French, in the
 * event's zone), where (with the OpenStreetMap link) or the online link, the group, the
 * counts and friends going, then the actions (`actions`: the organisers' ones).
 */
export function EventHero({ event, actions }: { event: Event; actions?: ReactNode }) {
  const { t } = useTranslation();
  const zone = zoneNote(event.time_zone);
  const spots = spotsText(event);
  return (
    <section className="card overflow-hidden mb-3" aria-labelledby="event-title">
      <EventCover
        event={event}
        alt={t('events.page.coverAlt', { title: event.title })}
        className="event-banner"
      />
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <span className="event-label">{event.label}</span>
          <EventBadges event={event} />
        </div>
        <h1 id="event-title" className="h3 fw-bold mb-2 text-break">
          {event.title}
        </h1>
        <CategoryTag category={event.category} />
        <dl className="event-facts mt-3 mb-0">
          <Fact icon={biClock} label={t('events.page.when')}>
            {eventWhen(event)}
            {zone && (
              <span className="text-body-secondary">
                {' '}
                ({t('events.page.zone', { city: zone })})
              </span>
            )}
          </Fact>
          {event.is_online ? (
            <Fact icon={biCameraVideo} label={t('events.page.where')}>
              {t('events.page.online')}
              {event.online_url ? (
                <>
                  {' · '}
                  <a href={event.online_url} target="_blank" rel="noopener noreferrer">
                    {t('events.page.join')}
                    <Icon svg={biBoxArrowUpRight} size={12} className="ms-1" />
                  </a>
                </>
              ) : (
                <span className="d-block small text-body-secondary">
                  {t('events.page.linkHidden')}
                </span>
              )}
            </Fact>
          ) : (
            <Fact icon={biGeoAlt} label={t('events.page.where')}>
              <span className="text-break">{event.location}</span>
              {event.location && (
                <a
                  className="d-block small"
                  href={mapUrl(event.location)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('events.page.map')}
                  <Icon svg={biBoxArrowUpRight} size={12} className="ms-1" />
                </a>
              )}
            </Fact>
          )}
          <Fact icon={biPeople} label={t('events.page.audience')}>
            {event.group ? (
              <>
                {t('events.page.group')}{' '}
                <Link to={`/feed/groups/${encodeURIComponent(event.group.id)}`}>
                  {event.group.name}
                </Link>
              </>
            ) : (
              t(`events.audienceOf.${event.audience}`)
            )}
          </Fact>
        </dl>
        <p className="mt-3 mb-1 fw-medium">
          {countsText(event)}
          {spots && <span className="text-body-secondary"> · {spots}</span>}
        </p>
        <FriendsGoing event={event} />
        <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
          {event.status !== 'cancelled' && <AddToCalendar event={event} />}
          {actions}
        </div>
      </div>
    </section>
  );
}
