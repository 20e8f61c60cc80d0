import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
const observe = vi.fn();

function Probe({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, enabled);
  return <div ref={ref}>{near ? 'près' : 'loin'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  function stubObserver() {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
  }

  it('stays false until the element comes near the screen, then true for good', () => {
    stubObserver();
    render(<Probe enabled />);
    expect(screen.getByText('loin')).toBeTruthy();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('loin')).toBeTruthy();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('près')).toBeTruthy();
  });

  it('does not watch before it is enabled (before the first paint)', () => {
    stubObserver();
    observe.mockClear();
    render(<Probe enabled={false} />);
    expect(observe).not.toHaveBeenCalled();
    expect(screen.getByText('loin')).toBeTruthy();
  });

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe enabled />);
    expect(screen.getByText('près')).toBeTruthy();
  });
});
