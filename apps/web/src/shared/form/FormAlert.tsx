import type { ReactNode } from 'react';

/** An alert announced to screen readers when it appears. */
export function FormAlert({
  variant,
  children,
}: {
  variant: 'danger' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`alert alert-${variant}`} role={variant === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
