import type { ParishSchedule } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { biClock, biEnvelopeAt, biGeoAlt, biLink45deg } from '@/shared/ui/icons-groups.generated';
import { byDay, dayLabel, timeLabel } from './parish-format';
import { scheduleIcsUrl } from './parish.queries';
import '@/features/parish/parish.texts';

/** 'Horaires des messes': the coming weeks' occurrences, day by day, exceptions shown. */
export function ScheduleCard({
  schedule,
  weeks,
  onMore,
  busy = false,
}: {
  schedule: ParishSchedule;
  weeks: number;
  /** 'Voir les semaines suivantes' (absent at the last weeks the server gives). */
  onMore?: (() => void) | undefined;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const days = byDay(schedule.occurrences);
  return (
    <section className="card mb-3" aria-labelledby="parish-schedule-title">
      <div className="card-body">
        <div className="d-flex flex-wrap gap-2 align-items-baseline justify-content-between mb-2">
          <h2 id="parish-schedule-title" className="h5 fw-bold mb-0">
            {t('parish.schedule.title')}
          </h2>
          <a className="small" href={scheduleIcsUrl(schedule.group.id)} download>
            {t('parish.schedule.ics')}
          </a>
        </div>
        <p className="small text-body-secondary">{t('parish.schedule.weeks', { count: weeks })}</p>
        {days.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('parish.schedule.empty')}</p>
        ) : (
          <ol className="list-unstyled mb-0 parish-days">
            {days.map(([date, occurrences]) => (
              <li key={date} className="parish-day">
                <h3 className="h6 fw-bold mb-1 parish-day-title">{dayLabel(date)}</h3>
                <ul className="list-unstyled mb-0">
                  {occurrences.map((occurrence) => {
                    const cancelled = occurrence.status === 'cancelled';
                    return (
                      <li
                        key={occurrence.id}
                        className={`parish-occurrence${cancelled ? ' is-cancelled' : ''}`}
                      >
                        <span className="parish-time fw-semibold">
                          {cancelled ? (
                            <s>{timeLabel(occurrence.time)}</s>
                          ) : (
                            timeLabel(occurrence.time)
                          )}
                        </span>{' '}
                        <span>{occurrence.label || t(`parish.kinds.${occurrence.kind}`)}</span>
                        {occurrence.status !== 'scheduled' && (
                          <span
                            className={`badge ms-2 parish-badge parish-badge-${occurrence.status}`}
                          >
                            {t(`parish.schedule.${occurrence.status}`)}
                          </span>
                        )}
                        {occurrence.moved_from && (
                          <span className="small text-body-secondary ms-1">
                            {t('parish.schedule.movedFrom', {
                              date: `${dayLabel(occurrence.moved_from)} ${timeLabel(occurrence.moved_from.slice(11))}`,
                            })}
                          </span>
                        )}
                        {(occurrence.place || occurrence.note) && (
                          <span className="d-block small text-body-secondary">
                            {[occurrence.place, occurrence.note].filter(Boolean).join(' — ')}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {onMore && (
          <SpinnerButton
            className="btn btn-outline-primary btn-sm mt-3"
            busy={busy}
            onClick={onMore}
          >
            {t('parish.schedule.more')}
          </SpinnerButton>
        )}
      </div>
    </section>
  );
}

/** 'Accueil paroissial': address and map, contact, office hours, and the giving link. */
export function OfficeCard({ schedule }: { schedule: ParishSchedule }) {
  const { t } = useTranslation();
  const { profile } = schedule;
  return (
    <section className="card mb-3" aria-labelledby="parish-office-title">
      <div className="card-body">
        <h2 id="parish-office-title" className="h5 fw-bold mb-3">
          {t('parish.office.title')}
        </h2>
        <dl className="mb-0 parish-office">
          {profile.address && (
            <>
              <dt>
                <Icon svg={biGeoAlt} /> {t('parish.office.address')}
              </dt>
              <dd>
                {profile.address}
                {profile.map_url && (
                  <>
                    {' '}
                    <a href={profile.map_url} target="_blank" rel="noopener noreferrer">
                      {t('parish.office.map')}
                    </a>
                  </>
                )}
              </dd>
            </>
          )}
          {profile.phone && (
            <>
              <dt>{t('parish.office.phone')}</dt>
              <dd>
                <a href={`tel:${profile.phone.replace(/\s/g, '')}`}>{profile.phone}</a>
              </dd>
            </>
          )}
          {profile.email && (
            <>
              <dt>
                <Icon svg={biEnvelopeAt} /> {t('parish.office.email')}
              </dt>
              <dd>
                <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </dd>
            </>
          )}
          {profile.office_hours && (
            <>
              <dt>
                <Icon svg={biClock} /> {t('parish.office.hours')}
              </dt>
              <dd className="parish-hours">{profile.office_hours}</dd>
            </>
          )}
        </dl>
        {profile.giving_url && (
          <div className="mt-3">
            <a
              className="btn btn-outline-primary"
              href={profile.giving_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon svg={biLink45deg} /> {t('parish.office.giving')}
            </a>
            <p className="small text-body-secondary mt-1 mb-0">{t('parish.office.givingHint')}</p>
          </div>
        )}
      </div>
    </section>
  );
}
