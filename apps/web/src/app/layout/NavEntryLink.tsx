import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import type { MenuEntry } from '../compose-features';

interface NavEntryLinkProps {
  entry: MenuEntry;
  className: string;
  /** Drawn before the label (an icon). */
  before?: ReactNode;
  /** Drawn after the label (a badge). */
  after?: ReactNode;
  labelClassName?: string;
}

/**
 * One menu entry: a link, or, while its feature is not built, the same entry disabled with
 * '(bientôt)' (UI.md: never a link to not-found), announced as unavailable and out of the
 * tab order. Whether a member sees an entry at all (its `roles`) is decided once, by
 * `useNavOf`, which every menu takes its entries from.
 */
export function NavEntryLink({
  entry,
  className,
  before,
  after,
  labelClassName,
}: NavEntryLinkProps) {
  const { t } = useTranslation();
  const label = t(entry.labelKey);
  if (entry.soon) {
    return (
      <span className={`${className} disabled nav-soon`} aria-disabled="true" role="link">
        {before}
        <span className={labelClassName}>
          {label} <span className="small">({t('common.soon')})</span>
        </span>
      </span>
    );
  }
  return (
    <NavLink to={entry.to} className={className} end reloadDocument={entry.document}>
      {before}
      <span className={labelClassName}>{label}</span>
      {after}
    </NavLink>
  );
}
