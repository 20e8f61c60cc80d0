import type { CreateEventBody, Event } from '@koinonia/contracts';
import { useId, type ReactNode } from 'react';
import { FormAlert } from '@/shared/form/FormAlert';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { EventFormEssentials } from './EventFormEssentials';
import { EventFormPeople } from './EventFormPeople';
import { EventFormStatus } from './EventFormStatus';
import { EventFormWhen } from './EventFormWhen';
import { EventFormWhere } from './EventFormWhere';
import { useEventForm } from './useEventForm';

interface EventFormProps {
  event?: Event;
  meId?: string;
  submitLabel: string;
  /** Sends the body; a refusal it throws shows on the form (its fields and an alert). */
  onSubmit: (body: CreateEventBody) => Promise<void>;
  secondary?: ReactNode;
}

/**
 * The event form, checked by the contracts' schema before it leaves: title, presentation,
 * cover, category; start and end as a date and a time in the event's zone; a place or an
 * online link; who may see it (everyone, friends, a group, the invited), its co-organisers,
 * seats, guests and approval; draft or confirmed. Its behaviour is `useEventForm`; each part
 * gets the form's methods.
 */
export function EventForm({ event, meId, submitLabel, onSubmit, secondary }: EventFormProps) {
  const id = useId();
  const { form, alert, uploading, onBusy, handleSubmit } = useEventForm({ event, meId, onSubmit });
  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={(submitted) => void handleSubmit(submitted)}>
      {alert && <FormAlert variant="danger">{alert}</FormAlert>}
      <EventFormEssentials id={id} form={form} onBusy={onBusy} />
      <EventFormWhen id={id} form={form} />
      <EventFormWhere id={id} form={form} />
      <EventFormPeople id={id} form={form} />
      {event?.status !== 'confirmed' && <EventFormStatus id={id} form={form} />}
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        {secondary}
        <SpinnerButton type="submit" busy={isSubmitting} disabled={isSubmitting || uploading}>
          {submitLabel}
        </SpinnerButton>
      </div>
    </form>
  );
}
