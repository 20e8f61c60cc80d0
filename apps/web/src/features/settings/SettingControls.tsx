import { useId, type ReactNode } from 'react';

/** A labelled on/off switch; its hint tied to it for screen readers. */
export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="form-check form-switch settings-switch">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A labelled select of fixed values; each value's French label given by `optionLabel`. */
export function SettingSelect<T extends string>({
  label,
  hint,
  value,
  values,
  optionLabel,
  onChange,
  children,
}: {
  label: string;
  hint?: string;
  value: T;
  values: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="settings-select row g-2 align-items-center">
      <label htmlFor={id} className="col-sm-6 col-form-label fw-medium">
        {label}
      </label>
      <div className="col-sm-6">
        <select
          id={id}
          className="form-select"
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {values.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </div>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0 col-12">
          {hint}
        </div>
      )}
      {children}
    </div>
  );
}
