import type { ReactNode } from 'react';

/** A titled part of the event form. */
export function EventFormPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="event-form-part">
      <h2 className="h6 fw-bold text-body-secondary text-uppercase small mb-3">{title}</h2>
      {children}
    </section>
  );
}
