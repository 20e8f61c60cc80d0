import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface SpinnerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
  children: ReactNode;
}

/** A button that shows a spinner while its request runs (spec §4). */
export function SpinnerButton({
  busy = false,
  children,
  type = 'button',
  className = 'btn btn-primary',
  ...rest
}: SpinnerButtonProps) {
  return (
    <button type={type} className={className} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
