import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import type { FieldErrorLike, InputRegistration } from './field-types';
import { Icon } from '@/shared/ui/Icon';
import { biEye, biEyeSlash } from '@/shared/ui/icons.generated';
import '@/shared/form/form.texts';

interface PasswordFieldProps {
  id: string;
  label: string;
  registration: InputRegistration;
  error?: FieldErrorLike;
  autoComplete: 'current-password' | 'new-password';
  /** Rendered under the input (e.g. the strength meter); its id goes in aria-describedby. */
  children?: ReactNode;
  describedById?: string;
}

/** A password input with a show/hide button. */
export function PasswordField({
  id,
  label,
  registration,
  error,
  autoComplete,
  children,
  describedById,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('form.hidePassword') : t('form.showPassword');
  const describedBy = [describedById, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-medium">
        {label}
      </label>
      <div className={`input-group${error ? ' has-validation' : ''}`}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`form-control${error ? ' is-invalid' : ''}`}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...registration}
        />
        <button
          type="button"
          className="btn btn-outline-secondary password-toggle"
          aria-label={toggleLabel}
          aria-controls={id}
          aria-pressed={visible}
          title={toggleLabel}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon svg={visible ? biEyeSlash : biEye} />
        </button>
      </div>
      {error?.message && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
      {children}
    </div>
  );
}
