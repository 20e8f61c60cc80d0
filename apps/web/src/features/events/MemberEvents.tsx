import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { biCalendarEvent } from '@/shared/ui/icons-events.generated';
import { EventList } from './EventList';
import { eventFormPath } from './event-paths';
import '@/features/events/events.texts';
import './events.css';

/**
 * A profile's 'Événements' tab: the events a member organises or goes to, that the
 * viewer may see (`member=`): those to come, soonest first, then those past, latest first;
 * `name` is the other member's first name, absent on the own profile.
 */
export function MemberEvents({ memberId, name }: { memberId: string; name?: string }) {
  const { t } = useTranslation();
  const icon = <Icon svg={biCalendarEvent} size={24} />;
  return (
    <section aria-labelledby="member-events-title">
      <h2 id="member-events-title" className="visually-hidden">
        {t('events.profile.title')}
      </h2>
      <EventList
        filter={{ tab: 'upcoming', member: memberId }}
        columns="two"
        empty={
          name ? (
            <EmptyState
              icon={icon}
              text={t('events.profile.otherEmpty', { name })}
              actions={
                <>
                  <Link to="/feed/events" className="btn btn-outline-primary">
                    {t('events.profile.browse')}
                  </Link>
                </>
              }
            />
          ) : (
            <EmptyState
              icon={icon}
              text={t('events.profile.ownEmpty')}
              hint={t('events.profile.ownHint')}
              actions={
                <>
                  <Link to="/feed/events" className="btn btn-outline-primary">
                    {t('events.profile.browse')}
                  </Link>
                  <Link to={eventFormPath()} className="btn btn-primary">
                    {t('events.create')}
                  </Link>
                </>
              }
            />
          )
        }
      />
      <h3 id="member-events-past" className="h6 fw-bold mt-4 mb-2">
        {t('events.profile.past')}
      </h3>
      <EventList
        filter={{ tab: 'past', member: memberId }}
        columns="two"
        empty={<p className="small text-body-secondary">{t('events.profile.pastEmpty')}</p>}
      />
    </section>
  );
}
