import type { ReactNode } from 'react';

/** A full-width submit button that shows a spinner and is disabled while busy. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="btn btn-primary w-100 py-2 fw-semibold"
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
