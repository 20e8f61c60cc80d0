import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import './member-row.css';

/**
 * One person in a list (`ul.member-list`): picture, name (a link to their profile), what
 * follows the name (`children`), and the row's buttons (`actions`), which go under the name
 * in a narrow list.
 */
export function PersonRow({
  name,
  picture,
  to,
  avatarSize = 48,
  children,
  actions,
}: {
  name: string;
  picture: string | null | undefined;
  /** Their profile's path. */
  to: string;
  avatarSize?: number;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="member-row py-2">
      <Avatar
        src={picture}
        alt={picture ? t('common.avatarAlt', { name }) : ''}
        size={avatarSize}
      />
      <div className="min-w-0">
        <Link to={to} className="fw-semibold text-reset member-link">
          {name}
        </Link>
        {children}
      </div>
      {actions && <div className="d-flex flex-wrap gap-2 member-actions">{actions}</div>}
    </li>
  );
}
