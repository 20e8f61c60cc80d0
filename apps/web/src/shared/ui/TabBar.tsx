import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './tab-bar.css';

/** One tab: a link, and whether it is the page shown. */
export interface TabLink {
  key: string;
  to: string;
  label: ReactNode;
  current: boolean;
}

/**
 * A row of tabs under a header card, each a link (the tab lives in the address, so that it can
 * be linked); the current one is `aria-current="page"`. The bar scrolls sideways when the tabs
 * outgrow it. `tabClassName` adds a page's own touch to every tab.
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
  return (
    <nav aria-label={label} className="tab-bar border-top">
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
