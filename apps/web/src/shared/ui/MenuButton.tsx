import { useId, type ReactNode } from 'react';
import { classNames } from './class-names';
import { useMenuButton } from './useMenuButton';
import './menu-button.css';

interface MenuButtonProps {
  /** What the toggle shows: an icon, an avatar, a word. */
  toggle: ReactNode;
  /** The entries: MenuItem, MenuLink, MenuHeader, MenuDivider, or any `.dropdown-item`. */
  children: ReactNode;
  'aria-label'?: string;
  id?: string;
  /** The toggle's classes besides `btn btn-{variant} btn-{size} dropdown-toggle`. */
  className?: string;
  variant?: string;
  size?: 'sm' | 'lg';
  disabled?: boolean;
  /** The menu's right edge under the toggle's right edge ('end') or left under left. */
  align?: 'start' | 'end';
  menuClassName?: string;
  /** 'menu' when every entry is a menuitem(radio|checkbox): the toggle says aria-haspopup. */
  menuRole?: 'menu';
  menuLabel?: string;
  /**
   * A panel (a heading, its own buttons) rather than a list of entries: Tab moves through
   * it and the panel closes when the focus leaves it. A list closes on Tab.
   */
  panel?: boolean;
  /** Placed against the screen, to escape a container that clips (the chat window). */
  fixed?: boolean;
}

/**
 * A menu button (WAI-ARIA APG) with Bootstrap's dropdown look, without Popper (ADR 0010: the
 * first screen's JavaScript). The menu is mounted only while open. Enter, Space or ArrowDown
 * open it on the first entry, ArrowUp on the last; the arrows, Home and End move between
 * entries; Escape closes it and gives the focus back to the toggle; Tab, a click on an entry
 * or outside close it.
 */
export function MenuButton({
  toggle,
  children,
  'aria-label': ariaLabel,
  id,
  className,
  variant,
  size,
  disabled,
  align = 'start',
  menuClassName,
  menuRole,
  menuLabel,
  panel = false,
  fixed = false,
}: MenuButtonProps) {
  const autoId = useId();
  const toggleId = id ?? `menu-button-${autoId}`;
  const menuId = `${toggleId}-menu`;
  const {
    open,
    wrapperRef,
    toggleRef,
    menuRef,
    handleToggleClick,
    handleKeyDown,
    handleBlur,
    handleMenuClick,
  } = useMenuButton({ end: align === 'end', panel, fixed });
  return (
    <div ref={wrapperRef} className="dropdown" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={toggleRef}
        type="button"
        id={toggleId}
        className={classNames(
          'btn',
          variant && `btn-${variant}`,
          size && `btn-${size}`,
          'dropdown-toggle',
          className,
        )}
        aria-label={ariaLabel}
        aria-haspopup={menuRole}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={handleToggleClick}
      >
        {toggle}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role={menuRole}
          aria-label={menuLabel}
          aria-labelledby={menuRole && !menuLabel ? toggleId : undefined}
          className={classNames(
            'dropdown-menu show',
            align === 'end' && 'dropdown-menu-end',
            menuClassName,
          )}
          onClick={handleMenuClick}
        >
          {children}
        </div>
      )}
    </div>
  );
}
