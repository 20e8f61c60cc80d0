import { ChoiceCard } from '@/shared/form/ChoiceCard';
import { useTranslation } from '@/shared/i18n/i18n';
import { EventFormPart } from './EventFormPart';
import type { EventFormMethods } from './useEventForm';
import '@/features/events/events.texts';

/** A draft (seen by its organisers only), or confirmed (announced to those who may see it). */
export function EventFormStatus({ id, form }: { id: string; form: EventFormMethods }) {
  const { t } = useTranslation();
  const { register } = form;
  return (
    <EventFormPart title={t('events.form.status')}>
      <fieldset className="mb-3">
        <legend className="visually-hidden">{t('events.form.status')}</legend>
        <div className="d-grid gap-2 event-choice-grid">
          {(['draft', 'confirmed'] as const).map((value) => (
            <ChoiceCard
              key={value}
              id={`${id}-status-${value}`}
              value={value}
              name={t(`events.form.${value}`)}
              help={t(`events.form.${value}Help`)}
              registration={register('status')}
            />
          ))}
        </div>
      </fieldset>
    </EventFormPart>
  );
}
