import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { placeMenuElement } from './menu-placement';

/** The entries the arrow keys visit: every `.dropdown-item` that can be chosen. */
const ENABLED_ITEMS = '.dropdown-item:not(.disabled):not(:disabled):not([aria-disabled="true"])';

function enabledItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>(ENABLED_ITEMS)] : [];
}

interface MenuButtonOptions {
  end: boolean;
  /** A panel keeps Tab for moving through it; a list of entries closes on Tab. */
  panel: boolean;
  fixed: boolean;
}

/**
 * The behaviour of a menu button (WAI-ARIA APG): open state, placement, focus, keyboard,
 * clicks outside. MenuButton renders it.
 */
export function useMenuButton({ end, panel, fixed }: MenuButtonOptions) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const close = useCallback((giveFocusBack: boolean) => {
    const focusInMenu = menuRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    // The menu unmounts: the focus it held goes back to the toggle rather than to the page.
    if (giveFocusBack || focusInMenu) toggleRef.current?.focus();
  }, []);

  const show = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  // Before the first paint: the menu moves to where it fits, then the focus goes in (after,
  // so that focusing scrolls nothing).
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu || !toggleRef.current || !wrapperRef.current) return;
    placeMenuElement(menu, toggleRef.current, wrapperRef.current, { end, fixed });
    const items = enabledItems(menu);
    if (focusOnOpen.current) (focusOnOpen.current === 'first' ? items[0] : items.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open, end, fixed]);

  useEffect(() => {
    if (!open) return;
    const handleOutside = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    // A fixed menu does not follow its toggle: it closes when the page moves under it.
    const handleMove = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('click', handleOutside, true);
    if (fixed) {
      window.addEventListener('resize', handleMove);
      document.addEventListener('scroll', handleMove, true);
    }
    return () => {
      document.removeEventListener('click', handleOutside, true);
      window.removeEventListener('resize', handleMove);
      document.removeEventListener('scroll', handleMove, true);
    };
  }, [open, fixed, close]);

  const handleToggleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (open) close(false);
    // Enter and Space click with detail 0: the keyboard goes on into the menu.
    else show(event.detail === 0 ? 'first' : null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) {
      if (event.target === toggleRef.current && /^Arrow(Down|Up)$/.test(event.key)) {
        event.preventDefault();
        show(event.key === 'ArrowDown' ? 'first' : 'last');
      }
      return;
    }
    const items = enabledItems(menuRef.current);
    const at = items.indexOf(event.target as HTMLElement);
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = items[(at + 1) % items.length];
        break;
      case 'ArrowUp':
        next = at <= 0 ? items.at(-1) : items[at - 1];
        break;
      case 'Home':
        next = items[0];
        break;
      case 'End':
        next = items.at(-1);
        break;
      case 'Escape':
        // Not the dialog or drawer around the menu: only the menu closes.
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        if (panel) return;
        // From the toggle, the browser's Tab then goes on to what follows the menu button.
        toggleRef.current?.focus();
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (open && to instanceof Node && !wrapperRef.current?.contains(to)) close(false);
  };

  const handleMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    const item = (event.target as Element).closest('.dropdown-item');
    if (item && menuRef.current?.contains(item) && item.matches(ENABLED_ITEMS)) close(true);
  };

  return {
    open,
    wrapperRef,
    toggleRef,
    menuRef,
    handleToggleClick,
    handleKeyDown,
    handleBlur,
    handleMenuClick,
  };
}
