import type { MemberSummary } from '@koinonia/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { memberProfilePath } from './member-paths';
import { mutualText } from './member-texts';
import { fullName } from '@/shared/people/person-name';
import './member-row.css';

interface MemberRowProps {
  member: MemberSummary;
  /** The row's buttons (invite, accept…). */
  children?: ReactNode;
  avatarSize?: number;
}

/** One member in a list: picture, name (a link to their profile), friends in common, actions. */
export function MemberRow({ member, children, avatarSize = 48 }: MemberRowProps) {
  const { t } = useTranslation();
  const name = fullName(member);
  const mutual = mutualText(member.mutual_count);
  return (
    <li className="member-row py-2">
      <Avatar
        src={member.profile_picture}
        alt={member.profile_picture ? t('common.avatarAlt', { name }) : ''}
        size={avatarSize}
      />
      <div className="min-w-0">
        <Link to={memberProfilePath(member.id)} className="fw-semibold text-reset member-link">
          {name}
        </Link>
        {mutual && <div className="small text-body-secondary">{mutual}</div>}
      </div>
      {children && <div className="d-flex flex-wrap gap-2 member-actions">{children}</div>}
    </li>
  );
}
