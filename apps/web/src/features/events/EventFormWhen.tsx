import { useWatch } from 'react-hook-form';
import { described } from '@/shared/form/described';
import { FieldMessage } from '@/shared/form/FieldMessage';
import { useTranslation } from '@/shared/i18n/i18n';
import { TIME_ZONES } from './event-form-values';
import { EventFormPart } from './EventFormPart';
import type { EventFormMethods } from './useEventForm';
import '@/features/events/events.texts';

/** Start and end as a date and a time, in the event's time zone. */
export function EventFormWhen({ id, form }: { id: string; form: EventFormMethods }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [startDate, timeZone] = useWatch({ control, name: ['start_date', 'time_zone'] });
  // An event kept in a zone the list does not name still shows it.
  const zones = TIME_ZONES.some((option) => option.zone === timeZone)
    ? TIME_ZONES
    : [...TIME_ZONES, { zone: timeZone, name: timeZone }];
  return (
    <EventFormPart title={t('events.form.when')}>
      <div className="row g-2">
        <div className="col-7">
          <label htmlFor={`${id}-start-date`} className="form-label fw-medium">
            {t('events.form.startDate')}
          </label>
          <input
            id={`${id}-start-date`}
            type="date"
            className={`form-control${errors.start_date ? ' is-invalid' : ''}`}
            {...described(`${id}-start-date`, errors.start_date)}
            {...register('start_date')}
          />
          <FieldMessage id={`${id}-start-date`} error={errors.start_date} />
        </div>
        <div className="col-5">
          <label htmlFor={`${id}-start-time`} className="form-label fw-medium">
            {t('events.form.startTime')}
          </label>
          <input
            id={`${id}-start-time`}
            type="time"
            className="form-control"
            {...register('start_time')}
          />
        </div>
        <div className="col-7">
          <label htmlFor={`${id}-end-date`} className="form-label fw-medium">
            {t('events.form.endDate')}
          </label>
          <input
            id={`${id}-end-date`}
            type="date"
            min={startDate || undefined}
            className={`form-control${errors.end_date ? ' is-invalid' : ''}`}
            {...described(`${id}-end-date`, errors.end_date)}
            {...register('end_date')}
          />
          <FieldMessage id={`${id}-end-date`} error={errors.end_date} />
        </div>
        <div className="col-5">
          <label htmlFor={`${id}-end-time`} className="form-label fw-medium">
            {t('events.form.endTime')}
          </label>
          <input
            id={`${id}-end-time`}
            type="time"
            className="form-control"
            {...register('end_time')}
          />
        </div>
      </div>
      <div className="mt-3 mb-3">
        <label htmlFor={`${id}-zone`} className="form-label fw-medium">
          {t('events.form.timeZone')}
        </label>
        <select
          id={`${id}-zone`}
          className="form-select"
          aria-describedby={`${id}-zone-hint`}
          {...register('time_zone')}
          value={timeZone}
        >
          {zones.map((option) => (
            <option key={option.zone} value={option.zone}>
              {option.name}
            </option>
          ))}
        </select>
        <div id={`${id}-zone-hint`} className="form-text">
          {t('events.form.timeZoneHint')}
        </div>
      </div>
    </EventFormPart>
  );
}
