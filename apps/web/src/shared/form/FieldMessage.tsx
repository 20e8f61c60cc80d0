import type { FieldErrorLike } from './field-types';

/** The error under a field, tied to it by `${id}-error` (see `described`). */
export function FieldMessage({ id, error }: { id: string; error: FieldErrorLike }) {
  if (!error?.message) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error.message}
    </div>
  );
}
