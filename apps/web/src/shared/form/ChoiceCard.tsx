import type { ReactNode } from 'react';
import type { InputRegistration } from './field-types';
import './choice-card.css';

interface ChoiceCardProps {
  /** The help's id; the name's is `${id}-name`. */
  id: string;
  value: string;
  name: ReactNode;
  help: ReactNode;
  registration: InputRegistration;
  disabled?: boolean;
}

/** One radio choice drawn as a card: its name, and under it what choosing it means. */
export function ChoiceCard({ id, value, name, help, registration, disabled }: ChoiceCardProps) {
  return (
    <label className="choice-card">
      <input
        type="radio"
        className="form-check-input"
        value={value}
        disabled={disabled}
        aria-labelledby={`${id}-name`}
        aria-describedby={id}
        {...registration}
      />
      <span>
        <span id={`${id}-name`} className="fw-semibold d-block">
          {name}
        </span>
        <span id={id} className="small text-body-secondary">
          {help}
        </span>
      </span>
    </label>
  );
}
