import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
} from '@koinonia/contracts';
import { useWatch } from 'react-hook-form';
import { described } from '@/shared/form/described';
import { FieldMessage } from '@/shared/form/FieldMessage';
import { TextField } from '@/shared/form/TextField';
import { useTranslation } from '@/shared/i18n/i18n';
import { PictureField } from '@/shared/photo/PictureField';
import { EventFormPart } from './EventFormPart';
import type { EventFormMethods } from './useEventForm';
import '@/features/events/events.texts';

/** The event's title, category, presentation and cover. */
export function EventFormEssentials({
  id,
  form,
  onBusy,
}: {
  id: string;
  form: EventFormMethods;
  /** Told when the cover's upload starts and ends. */
  onBusy: (running: boolean) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [image, category] = useWatch({ control, name: ['image', 'category'] });
  return (
    <EventFormPart title={t('events.form.essentials')}>
      <TextField
        id={`${id}-title`}
        label={t('events.form.title')}
        maxLength={EVENT_TITLE_MAX_LENGTH}
        registration={register('title')}
        error={errors.title}
      />
      <div className="mb-3">
        <label htmlFor={`${id}-category`} className="form-label fw-medium">
          {t('events.form.category')}
        </label>
        <select
          id={`${id}-category`}
          className="form-select"
          {...register('category')}
          value={category}
        >
          {EVENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {EVENT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-description`} className="form-label fw-medium">
          {t('events.form.description')}
        </label>
        <textarea
          id={`${id}-description`}
          rows={5}
          maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
          className={`form-control${errors.description ? ' is-invalid' : ''}`}
          {...described(`${id}-description`, errors.description, true)}
          {...register('description')}
        />
        <div id={`${id}-description-hint`} className="form-text">
          {t('events.form.descriptionHint')}
        </div>
        <FieldMessage id={`${id}-description`} error={errors.description} />
      </div>
      <PictureField
        label={t('events.form.cover')}
        hint={t('events.form.coverHint')}
        shape="cover"
        value={image ?? null}
        onChange={(url) => setValue('image', url, { shouldDirty: true })}
        onBusy={onBusy}
        disabled={isSubmitting}
      />
    </EventFormPart>
  );
}
