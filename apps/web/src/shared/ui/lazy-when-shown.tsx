import { lazy, Suspense, useState, type ComponentType } from 'react';
import { QuietBoundary } from './QuietBoundary';

/**
 * A part that is not on the first screen (a modal, a viewer) in its own chunk:
 * nothing of it is loaded nor rendered until `shown(props)` is first true; then its chunk loads
 * and it stays mounted, so that it closes with its animation and opens again at once. A chunk
 * that fails to load leaves it out instead of taking the page down.
 */
export function lazyWhenShown<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyWhenShown(props: P) {
    const show = shown(props);
    const [asked, setAsked] = useState(show);
    if (show && !asked) setAsked(true);
    if (!show && !asked) return null;
    return (
      <QuietBoundary>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </QuietBoundary>
    );
  }
  return LazyWhenShown;
}
