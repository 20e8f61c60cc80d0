import { Component, type ReactNode } from 'react';

interface QuietBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once they failed (nothing by default). */
  fallback?: ReactNode;
}

/**
 * Keeps a secondary part of a page (a side column) from taking the page down: if it throws,
 * or its lazy chunk fails to load (a server restarting, a network blip), it is replaced by
 * `fallback` and the rest of the page, with its sockets, carries on.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A secondary part of the page failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
