import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { myRolesQuery } from '@/features/roles/roles.public';
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
 * tab order.
 */
export function NavEntryLink(props: NavEntryLinkProps) {
  return props.entry.roles ? <RoleNavEntryLink {...props} /> : <AnyNavEntryLink {...props} />;
}

/** An entry for the holders of some community roles only (`GET /api/roles/me/`). */
function RoleNavEntryLink(props: NavEntryLinkProps) {
  const { data } = useQuery(myRolesQuery());
  const shown = props.entry.roles?.some((role) => data?.roles.includes(role)) ?? true;
  return shown ? <AnyNavEntryLink {...props} /> : null;
}

function AnyNavEntryLink({ entry, className, before, after, labelClassName }: NavEntryLinkProps) {
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
