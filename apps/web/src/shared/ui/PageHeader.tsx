import type { ReactNode } from 'react';

/**
 * A list page's header card (groups, events, agenda): its title and one line of intro, the
 * page's main actions beside them (under them on a phone), and what hangs below (`children`:
 * a `TabBar`).
 */
export function PageHeader({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro: string;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="card mb-3">
      <div className="card-body d-flex flex-column flex-md-row gap-3 align-items-md-center">
        <div className="flex-grow-1">
          <h1 className="h4 fw-bold mb-1">{title}</h1>
          <p className="text-body-secondary mb-0">{intro}</p>
        </div>
        <div className="d-flex flex-wrap gap-2 flex-shrink-0">{actions}</div>
      </div>
      {children}
    </header>
  );
}
