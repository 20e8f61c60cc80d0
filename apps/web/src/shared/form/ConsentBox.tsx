import type { ReactNode } from 'react';
import { described } from './described';
import { FieldMessage } from './FieldMessage';
import type { FieldErrorLike, InputRegistration } from './field-types';

/**
 * A consent checkbox (sign-up, the new terms): its sentence as the label, unticked until the
 * member ticks it, its refusal under it, tied for screen readers.
 */
export function ConsentBox({
  id,
  registration,
  error,
  children,
}: {
  id: string;
  registration: InputRegistration;
  error?: FieldErrorLike;
  children: ReactNode;
}) {
  return (
    <div className="form-check mb-2">
      <input
        id={id}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        {...described(id, error)}
        {...registration}
      />
      <label htmlFor={id} className="form-check-label">
        {children}
      </label>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
