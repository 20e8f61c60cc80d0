import type { CreateEventBody, Event } from '@koinonia/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import {
  eventFormResolver,
  formFieldOf,
  startingValues,
  type EventFormValues,
} from './event-form-values';

/** The event form's react-hook-form methods, which each part of the form is given. */
export type EventFormMethods = UseFormReturn<EventFormValues, unknown, CreateEventBody>;

interface EventFormOptions {
  event?: Event;
  meId?: string;
  /** Sends the body; a refusal it throws shows on the form (its fields and an alert). */
  onSubmit: (body: CreateEventBody) => Promise<void>;
}

/**
 * The event form's behaviour: its values checked by the contracts' schema before they leave
 * (`eventFormResolver`), the end's day that follows the start's, the uploads still running,
 * and a refusal of the server put on its fields and in the form's alert.
 */
export function useEventForm({ event, meId, onSubmit }: EventFormOptions) {
  const [alert, setAlert] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const form = useForm<EventFormValues, unknown, CreateEventBody>({
    resolver: eventFormResolver,
    defaultValues: startingValues(event, meId),
  });
  const { control, getValues, setValue, setError, handleSubmit } = form;
  const startDate = useWatch({ control, name: 'start_date' });

  // A start moved past the end takes the end's day along.
  useEffect(() => {
    const end = getValues('end_date');
    if (startDate && (!end || end < startDate)) setValue('end_date', startDate);
  }, [startDate, getValues, setValue]);

  const submit = async (body: CreateEventBody) => {
    setAlert(null);
    try {
      await onSubmit(body);
    } catch (failure) {
      if (failure instanceof ApiError) {
        for (const [field, message] of Object.entries(failure.details)) {
          const target = formFieldOf(field);
          if (target) setError(target, { type: 'server', message });
        }
      }
      setAlert(errorMessage(failure));
    }
  };

  return {
    form,
    alert,
    /** An image is still on its way to the host: the form waits before sending. */
    uploading: uploads > 0,
    /** Counts the uploads that run (PictureField's `onBusy`). */
    onBusy: (running: boolean) => setUploads((count) => count + (running ? 1 : -1)),
    handleSubmit: handleSubmit(submit),
  };
}
