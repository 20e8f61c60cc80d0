import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerError } from '@/shared/form/form-errors';
import { ApiError } from '@/shared/api/api-error';

/**
 * Puts the server's French sentences beside the fields they name; returns the sentence for the
 * form's alert only when no field took it ('Mot de passe actuel incorrect.' once, not twice).
 */
export function serverErrorAlert<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const message = applyServerError(error, setError, fields);
  const onField =
    error instanceof ApiError &&
    Object.keys(error.details).some((field) => (fields as readonly string[]).includes(field));
  return onField ? null : message;
}

/**
 * The submit of a settings form that the server judges: sends the values, keeps the answer's
 * sentence (`detail`) for a success alert, or puts the refusal beside its fields and returns
 * the rest for the form's alert. `onSuccess` runs after a success (reset, navigate).
 */
export function useServerSubmit<T extends FieldValues, Answer extends { detail: string }>(
  send: (values: T) => Promise<Answer>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  onSuccess?: (answer: Answer) => void | Promise<void>,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (values: T) => {
    setAlert(null);
    setDone(null);
    try {
      const answer = await send(values);
      setDone(answer.detail);
      await onSuccess?.(answer);
    } catch (error) {
      setAlert(serverErrorAlert(error, setError, fields));
    }
  };
  return { alert, done, submit };
}
