import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface SpinnerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
  /**
   * The spinner covers the label instead of standing before it: the button keeps its width (a
   * button in a tight row on a phone: 'Tout marquer comme lu', NotificationsPage.tsx).
   */
  steady?: boolean;
  children: ReactNode;
}

/** A button that shows a spinner while its request runs (spec §4). */
export function SpinnerButton({
  busy = false,
  steady = false,
  children,
  type = 'button',
  className = 'btn btn-primary',
  ...rest
}: SpinnerButtonProps) {
  if (steady) {
    return (
      <button
        type={type}
        className={`${className} position-relative`}
        aria-busy={busy || undefined}
        {...rest}
      >
        {/* Hidden from the eye only while busy: the label stays the button's name. */}
        <span className={busy ? 'opacity-0' : undefined}>{children}</span>
        {busy && (
          <span className="position-absolute top-50 start-50 translate-middle d-inline-flex">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          </span>
        )}
      </button>
    );
  }
  return (
    <button type={type} className={className} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
