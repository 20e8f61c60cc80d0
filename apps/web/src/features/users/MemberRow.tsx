import type { MemberSummary } from '@koinonia/contracts';
import type { ReactNode } from 'react';
import { fullName } from '@/shared/people/person-name';
import { PersonRow } from '@/shared/people/PersonRow';
import { memberProfilePath } from '@/shared/people/profile-paths';
import { mutualText } from '@/shared/people/member-texts';

interface MemberRowProps {
  member: MemberSummary;
  /** The row's buttons (invite, accept…). */
  children?: ReactNode;
  avatarSize?: number;
}

/** One member in a list: picture, name (a link to their profile), friends in common, actions. */
export function MemberRow({ member, children, avatarSize = 48 }: MemberRowProps) {
  const mutual = mutualText(member.mutual_count);
  return (
    <PersonRow
      name={fullName(member)}
      picture={member.profile_picture}
      to={memberProfilePath(member.id)}
      avatarSize={avatarSize}
      actions={children}
    >
      {mutual && <div className="small text-body-secondary">{mutual}</div>}
    </PersonRow>
  );
}
