import { EVENT_MAX_GUESTS } from '@koinonia/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/shared/form/TextField';
import { useTranslation } from '@/shared/i18n/i18n';
import { EventFormAudience } from './EventFormAudience';
import { EventFormPart } from './EventFormPart';
import { FriendChecklist } from './FriendChecklist';
import type { EventFormMethods } from './useEventForm';
import '@/features/events/events.texts';

/** Who sees the event, who organises it with the member, its seats, guests and approval. */
export function EventFormPeople({ id, form }: { id: string; form: EventFormMethods }) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const coOrganisers = useWatch({ control, name: 'co_organisers' });
  // The friends' list loads when the member opens it (or there are co-organisers to show).
  const [showCoOrganisers, setShowCoOrganisers] = useState(
    () => getValues('co_organisers').length > 0,
  );
  return (
    <EventFormPart title={t('events.form.people')}>
      <EventFormAudience id={id} form={form} />
      <details
        className="mb-3 event-details-toggle"
        open={showCoOrganisers}
        onToggle={(toggled) => setShowCoOrganisers(toggled.currentTarget.open)}
      >
        <summary className="fw-medium">{t('events.form.coOrganisers')}</summary>
        {showCoOrganisers && (
          <div className="pt-2">
            <FriendChecklist
              legend={t('events.form.coOrganisers')}
              hint={t('events.form.coOrganisersHint')}
              value={coOrganisers}
              onChange={(ids) => setValue('co_organisers', ids, { shouldDirty: true })}
              disabled={isSubmitting}
            />
          </div>
        )}
      </details>
      <div className="row g-3">
        <div className="col-sm-6">
          <TextField
            id={`${id}-capacity`}
            type="number"
            inputMode="numeric"
            min={1}
            label={t('events.form.capacity')}
            hint={t('events.form.capacityHint')}
            registration={register('capacity')}
            error={errors.capacity}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            id={`${id}-guests`}
            type="number"
            inputMode="numeric"
            min={0}
            max={EVENT_MAX_GUESTS}
            label={t('events.form.maxGuests')}
            hint={t('events.form.maxGuestsHint')}
            registration={register('max_guests')}
            error={errors.max_guests}
          />
        </div>
      </div>
      <div className="form-check form-switch mb-3">
        <input
          id={`${id}-approval`}
          type="checkbox"
          role="switch"
          className="form-check-input"
          {...register('requires_approval')}
        />
        <label htmlFor={`${id}-approval`} className="form-check-label">
          {t('events.form.approval')}
        </label>
      </div>
    </EventFormPart>
  );
}
