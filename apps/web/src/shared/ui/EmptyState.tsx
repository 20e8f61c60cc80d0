import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * An empty list's card: an icon, what it means, a hint, and what to do next. `actions` are
 * buttons or links set in a centred row under the text; `children` follow the hint as they are.
 */
export function EmptyState({
  icon,
  text,
  hint,
  actions,
  children,
}: {
  icon: ReactNode;
  text: string;
  hint?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="card">
      <div className="card-body text-center py-5 px-4">
        <span className="empty-icon mb-3" aria-hidden="true">
          {icon}
        </span>
        <p className="fw-semibold mb-1">{text}</p>
        {hint && <p className="text-body-secondary mb-0">{hint}</p>}
        {children}
        {actions && (
          <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">{actions}</div>
        )}
      </div>
    </div>
  );
}
