import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '@/shared/api/api-error';

/**
 * Puts the server's field `details` on the matching form fields and returns the
 * sentence to show in the form's alert (the server's `error`).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.details)) {
      if ((fields as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message });
      }
    }
  }
  return errorMessage(error);
}
