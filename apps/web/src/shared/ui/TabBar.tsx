import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import './tab-bar.css';

/** One tab: a link, and whether it is the page shown. */
export interface TabLink {
  key: string;
  to: string;
  label: ReactNode;
  current: boolean;
}

/** Which edges of a sideways scroller hide more (a pixel of rounding spared). */
export function hiddenEdges(element: HTMLElement): { start: boolean; end: boolean } {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
}

/**
 * A row of tabs under a header card, each a link (the tab lives in the address, so that it can
 * be linked); the current one is `aria-current="page"`. The bar scrolls sideways when the tabs
 * outgrow it (a profile's tabs on a phone): a fade at an edge says more tabs are there and goes
 * once scrolled to that end, the current tab is brought into view, and the keyboard reaches
 * every tab (the browser scrolls a focused link in). `tabClassName` adds a page's own touch to
 * every tab.
 */
export function TabBar({
  label,
  tabs,
  replace,
  tabClassName,
}: {
  label: string;
  tabs: readonly TabLink[];
  /** Replace the history entry rather than push one (tabs of one thing's page). */
  replace?: boolean;
  tabClassName?: string;
}) {
  const bar = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    if (bar.current) setEdges(hiddenEdges(bar.current));
  }, []);
  const current = tabs.find((tab) => tab.current)?.key;

  // The current tab in view, without scrolling the page (scrollIntoView would).
  useLayoutEffect(() => {
    const element = bar.current;
    const tab = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (element && tab) {
      const box = element.getBoundingClientRect();
      const place = tab.getBoundingClientRect();
      if (place.left < box.left || place.right > box.right) {
        const left = place.left - box.left + element.scrollLeft;
        element.scrollLeft = left - (element.clientWidth - place.width) / 2;
      }
    }
    measure();
  }, [current, tabs.length, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const fade = `${edges.start ? ' tab-bar-fade-start' : ''}${edges.end ? ' tab-bar-fade-end' : ''}`;
  return (
    <nav ref={bar} aria-label={label} className={`tab-bar border-top${fade}`} onScroll={measure}>
      <ul className="nav flex-nowrap px-2">
        {tabs.map((tab) => (
          <li className="nav-item" key={tab.key}>
            <Link
              to={tab.to}
              replace={replace}
              className={`nav-link tab-bar-tab${tabClassName ? ` ${tabClassName}` : ''}`}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
