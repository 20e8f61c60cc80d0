import type { Group } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import {
  biArchive,
  biBuilding,
  biEyeSlash,
  biGlobe2,
  biHouseHeart,
  biLock,
} from '@/shared/ui/icons-groups.generated';
import { friendsText } from './group-texts';
import '@/features/groups/groups.texts';

const VISIBILITY_ICONS = { PUBLIC: biGlobe2, PRIVATE: biLock, SECRET: biEyeSlash } as const;

/** 'Public', 'Privé' or 'Secret' for a group; 'Page' and its category for a page. */
export function GroupBadges({ group }: { group: Group }) {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {group.kind === 'PAGE' ? (
        <span className="group-badge is-page">
          <Icon svg={biBuilding} size={14} />
          {group.page?.category
            ? `${t('groups.page')} · ${t(`groups.categories.${group.page.category}`)}`
            : t('groups.page')}
        </span>
      ) : (
        <span className="group-badge">
          <Icon svg={VISIBILITY_ICONS[group.visibility]} size={14} />
          {t(`groups.visibility.${group.visibility}`)}
        </span>
      )}
      {group.archived && (
        <span className="group-badge">
          <Icon svg={biArchive} size={14} />
          {t('groups.archivedBadge')}
        </span>
      )}
    </span>
  );
}

/** The group's logo, or a soft tile with the house icon when it has none (or it fails). */
export function GroupLogo({
  group,
  size,
  labelled = false,
}: {
  group: Pick<Group, 'logo' | 'name'>;
  size: number;
  /** Announce it ('Logo de …'); a logo beside the name is decorative. */
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const alt = labelled ? t('groups.group.logoAlt', { name: group.name }) : '';
  if (!group.logo || failed) {
    return (
      <span
        className="group-logo group-logo-fallback"
        style={{ width: size, height: size }}
        role={labelled ? 'img' : undefined}
        aria-label={labelled ? alt : undefined}
        aria-hidden={labelled ? undefined : true}
      >
        <Icon svg={biHouseHeart} size={Math.round(size * 0.45)} />
      </span>
    );
  }
  return (
    <img
      src={group.logo}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="group-logo"
      onError={() => setFailed(true)}
    />
  );
}

/** Up to three friends' faces and 'Amis membres : …'; nothing when no friend is a member. */
export function GroupFriends({
  group,
  className = '',
  short = false,
}: {
  group: Group;
  className?: string;
  /** First names only (a card). */
  short?: boolean;
}) {
  const text = friendsText(group, short);
  if (!text) return null;
  return (
    <p className={`group-friends small text-body-secondary mb-0 ${className}`}>
      <span className="group-friends-faces" aria-hidden="true">
        {group.friends.map((friend) => (
          <Avatar key={friend.id} src={friend.profile_picture} alt="" size={24} />
        ))}
      </span>
      <span>{text}</span>
    </p>
  );
}
