import type { InputHTMLAttributes } from 'react';
import type { FieldErrorLike, InputRegistration } from './field-types';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  label: string;
  registration: InputRegistration;
  error?: FieldErrorLike;
  hint?: string;
}

/** A labelled input with its error under it, tied together for screen readers. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
        {...registration}
      />
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error?.message && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
    </div>
  );
}
