import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { classNames } from './class-names';

interface MenuItemProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The current choice (the chosen theme, the member's role): Bootstrap's highlight. */
  active?: boolean;
}

/**
 * An entry of a MenuButton that acts. A disabled entry stays in the menu, announced
 * unavailable (aria-disabled) and inert, as the entries of what is not built yet.
 */
export function MenuItem({ active, disabled, className, onClick, ...props }: MenuItemProps) {
  return (
    <button
      type="button"
      {...props}
      className={classNames('dropdown-item', active && 'active', disabled && 'disabled', className)}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    />
  );
}

/** An entry of a MenuButton that leads to a page. */
export function MenuLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={classNames('dropdown-item', className)} />;
}

/** A heading over a group of entries (level 2, the level a heading role has by default). */
export function MenuHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role="heading"
      aria-level={2}
      {...props}
      className={classNames('dropdown-header', className)}
    />
  );
}

/** A line between groups of entries. */
export function MenuDivider({ className }: { className?: string }) {
  return <hr className={classNames('dropdown-divider', className)} />;
}
