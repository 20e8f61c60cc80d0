import type { Group } from '@koinonia/contracts';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { GroupAction } from './GroupAction';
import { GroupBadges, GroupFriends, GroupLogo } from './GroupBits';
import { groupPath } from './group-paths';
import { memberCountText } from './group-texts';
import '@/features/groups/groups.texts';

/**
 * A group in a list: cover, logo, name (its link covers the card), badge, member count, the
 * friends who are members, and the action that fits.
 */
export function GroupCard({ group }: { group: Group }) {
  const { t } = useTranslation();
  const titleId = `group-card-${group.id}`;
  return (
    <article className="card group-card position-relative" aria-labelledby={titleId}>
      <div className="group-card-cover" aria-hidden="true">
        {group.image && <img src={group.image} alt="" loading="lazy" decoding="async" />}
      </div>
      <div className="card-body d-flex flex-column gap-2 pt-0">
        <div className="d-flex align-items-end gap-2">
          <GroupLogo group={group} size={64} />
          <div className="pb-1 min-w-0">
            <GroupBadges group={group} />
          </div>
        </div>
        <div className="min-w-0">
          <h3 id={titleId} className="h6 fw-bold mb-1">
            <Link to={groupPath(group.id)} className="group-card-name">
              {group.name}
            </Link>
          </h3>
          <p className="small text-body-secondary mb-1">
            {memberCountText(group)}
            {group.kind === 'GROUP' && ` · ${t(`groups.joinRule.${group.join_rule}`)}`}
          </p>
          {group.description && (
            <p className="small mb-0 group-card-description">{group.description}</p>
          )}
        </div>
        <GroupFriends group={group} short />
        <div className="group-card-actions mt-auto pt-1">
          <GroupAction group={group} compact />
        </div>
      </div>
    </article>
  );
}
