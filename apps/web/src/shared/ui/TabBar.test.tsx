import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TabBar } from './TabBar';

// jsdom lays nothing out: a bar 300 px wide whose seven tabs of 100 px make 700 px, each tab
// placed by its index, less the bar's scroll, as the browser would.
const BAR = 300;
const TAB = 100;
const geometry = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
  scrollLeft: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollLeft'),
};
const scrolled = new WeakMap<Element, number>();

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: Element) {
      return this.tagName === 'NAV' ? BAR : TAB;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: Element) {
      return this.tagName === 'NAV' ? this.querySelectorAll('a').length * TAB : TAB;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollLeft', {
    configurable: true,
    get(this: Element) {
      return scrolled.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrolled.set(this, value);
    },
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = [...(this.closest('ul')?.querySelectorAll('a') ?? [])].indexOf(
      this as HTMLAnchorElement,
    );
    const bar = this.closest('nav');
    const left = this.tagName === 'A' && bar ? index * TAB - bar.scrollLeft : 0;
    const width = this.tagName === 'NAV' ? BAR : TAB;
    return { left, right: left + width, width, top: 0, bottom: 44, height: 44 } as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const [name, descriptor] of Object.entries(geometry)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

const LABELS = [
  'Publications',
  'À propos',
  'Connexions',
  'Photos',
  'Vidéos',
  'Événements',
  'Activité',
];
const tabs = (current: number) =>
  LABELS.map((label, index) => ({
    key: label,
    to: `/profile/${index}`,
    label,
    current: index === current,
  }));

describe('a tab bar wider than the screen (a profile on a phone)', () => {
  it('fades the edge that hides tabs, and no longer once scrolled to its end', () => {
    renderWithProviders(<TabBar label="Sections du profil" tabs={tabs(0)} />);
    const bar = screen.getByRole('navigation', { name: 'Sections du profil' });
    expect(bar.className).toContain('tab-bar-fade-end');
    expect(bar.className).not.toContain('tab-bar-fade-start');

    bar.scrollLeft = 200;
    fireEvent.scroll(bar);
    expect(bar.className).toContain('tab-bar-fade-start');
    expect(bar.className).toContain('tab-bar-fade-end');

    bar.scrollLeft = 7 * TAB - BAR;
    fireEvent.scroll(bar);
    expect(bar.className).toContain('tab-bar-fade-start');
    expect(bar.className).not.toContain('tab-bar-fade-end');
  });

  it('brings the current tab into view, centred, and every tab is a link the keyboard reaches', () => {
    renderWithProviders(<TabBar label="Sections du profil" tabs={tabs(6)} />);
    const bar = screen.getByRole('navigation', { name: 'Sections du profil' });
    // 'Activité' at 600 px: centred in the 300 px bar.
    expect(bar.scrollLeft).toBe(600 - (BAR - TAB) / 2);
    expect(screen.getByRole('link', { name: 'Activité' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });

  it('leaves the bar alone when the current tab is already in view', () => {
    renderWithProviders(<TabBar label="Sections du profil" tabs={tabs(1)} />);
    expect(screen.getByRole('navigation', { name: 'Sections du profil' }).scrollLeft).toBe(0);
  });
});
