/** Bootstrap's `--bs-dropdown-spacer` (0.125rem): the gap between a toggle and its menu. */
const SPACER = 2;
/** Kept free between a menu and the edge of the screen. */
const EDGE = 8;
/** A menu squeezed by a short screen still shows a few entries, and scrolls. */
const MIN_HEIGHT = 160;

type Box = Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left' | 'width' | 'height'>;

export interface MenuPlacementInput {
  /** The toggle, the menu as first drawn (below, unconstrained), and the menu's containing block. */
  toggle: Box;
  menu: Box;
  wrapper: Box;
  viewport: { width: number; height: number };
  /** The menu's right edge under the toggle's right edge rather than left under left. */
  end: boolean;
  /** Positioned against the screen rather than the wrapper (`position: fixed`). */
  fixed: boolean;
}

export interface MenuPosition {
  position: 'absolute' | 'fixed';
  top: number | 'auto';
  bottom: number | 'auto';
  left: number;
  /** Set when the menu fits on neither side: it scrolls within the screen. */
  maxHeight?: number;
  up: boolean;
}

/**
 * Where a menu goes (ADR 0010: no Popper): below its toggle, or above when the screen ends
 * first and there is more room above; aligned on the toggle's start or end, and pushed back
 * inside the screen when it would cross its left or right edge.
 */
export function placeMenu({
  toggle,
  menu,
  wrapper,
  viewport,
  end,
  fixed,
}: MenuPlacementInput): MenuPosition {
  const below = viewport.height - toggle.bottom - SPACER - EDGE;
  const above = toggle.top - SPACER - EDGE;
  const up = menu.height > below && above > below;
  const room = up ? above : below;
  const wanted = end ? toggle.right - menu.width : toggle.left;
  const left = Math.max(EDGE, Math.min(wanted, viewport.width - EDGE - menu.width));
  // An absolute menu is placed in its `.dropdown` wrapper, a fixed one in the screen.
  const origin = fixed ? { top: 0, left: 0, bottom: viewport.height } : wrapper;
  return {
    position: fixed ? 'fixed' : 'absolute',
    top: up ? 'auto' : toggle.bottom + SPACER - origin.top,
    bottom: up ? origin.bottom - toggle.top + SPACER : 'auto',
    left: left - origin.left,
    ...(menu.height > room && { maxHeight: Math.max(room, MIN_HEIGHT) }),
    up,
  };
}

function px(value: number | 'auto') {
  return value === 'auto' ? 'auto' : `${value}px`;
}

/**
 * Measures an open menu as first drawn (under its toggle, in the flow's place) and moves it
 * where it fits, through its inline style, as Popper did.
 */
export function placeMenuElement(
  menu: HTMLElement,
  toggle: HTMLElement,
  wrapper: HTMLElement,
  { end, fixed }: { end: boolean; fixed: boolean },
): void {
  const root = document.documentElement;
  const place = placeMenu({
    toggle: toggle.getBoundingClientRect(),
    menu: menu.getBoundingClientRect(),
    wrapper: wrapper.getBoundingClientRect(),
    viewport: {
      width: root.clientWidth || window.innerWidth,
      height: root.clientHeight || window.innerHeight,
    },
    end,
    fixed,
  });
  Object.assign(menu.style, {
    position: place.position,
    top: px(place.top),
    bottom: px(place.bottom),
    left: px(place.left),
    right: 'auto',
    margin: '0',
    maxHeight: place.maxHeight ? `${place.maxHeight}px` : '',
    overflowY: place.maxHeight ? 'auto' : '',
  });
  menu.dataset.placement = place.up ? 'top' : 'bottom';
}
