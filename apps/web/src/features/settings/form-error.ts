import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerError } from '@/features/auth/form-errors';
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
