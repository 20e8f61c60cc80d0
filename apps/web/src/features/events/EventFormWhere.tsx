import { useWatch } from 'react-hook-form';
import { TextField } from '@/shared/form/TextField';
import { useTranslation } from '@/shared/i18n/i18n';
import { EventFormPart } from './EventFormPart';
import type { EventFormMethods } from './useEventForm';
import '@/features/events/events.texts';

/** In person (a place) or online (a link). */
export function EventFormWhere({ id, form }: { id: string; form: EventFormMethods }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const where = useWatch({ control, name: 'where' });
  return (
    <EventFormPart title={t('events.form.where')}>
      <div className="btn-group mb-3" role="radiogroup" aria-label={t('events.form.where')}>
        {(['place', 'online'] as const).map((value) => (
          <label key={value} className="btn btn-outline-primary event-toggle">
            <input type="radio" className="visually-hidden" value={value} {...register('where')} />
            {value === 'place' ? t('events.form.inPerson') : t('events.form.online')}
          </label>
        ))}
      </div>
      {where === 'online' ? (
        <TextField
          id={`${id}-url`}
          type="url"
          inputMode="url"
          label={t('events.form.onlineUrl')}
          placeholder="https://"
          hint={t('events.form.onlineUrlHint')}
          registration={register('online_url')}
          error={errors.online_url}
        />
      ) : (
        <TextField
          id={`${id}-location`}
          label={t('events.form.location')}
          autoComplete="street-address"
          hint={t('events.form.locationHint')}
          maxLength={300}
          registration={register('location')}
          error={errors.location}
        />
      )}
    </EventFormPart>
  );
}
