import { HiddenNotice, ReportButton } from '@/features/moderation/moderation.public';
import type { Group } from '@koinonia/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biPersonPlus } from '@/shared/ui/icons-groups.generated';
import { GroupAction } from './GroupAction';
import { GroupBadges, GroupFriends, GroupLogo } from './GroupBits';
import { InviteFriendsModal } from './InviteFriendsModal';
import { isModerator, memberCountText } from './group-texts';
import { useNotifyPosts } from './groups.mutations';
import '@/features/groups/groups.texts';

/** Members invite their friends; in an invitation-only group, only moderators do. */
export function mayInvite(group: Group): boolean {
  if (group.my_status !== 'MEMBER' || group.archived) return false;
  return group.join_rule !== 'INVITE' || isModerator(group.my_role);
}

/** 'Notifier les nouvelles publications': a member's own switch. */
function NotifyToggle({ group }: { group: Group }) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = useNotifyPosts(group.id);
  return (
    <div className="form-check form-switch mb-0 d-flex align-items-center gap-2 ps-0">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="form-check-input ms-0 mt-0"
        checked={group.notify_posts ?? false}
        disabled={toggle.isPending}
        onChange={(event) => toggle.mutate(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label small">
        {t('groups.group.notify')}
      </label>
    </div>
  );
}

/**
 * A group's header: cover, logo, name, badge, description's first lines, member count, the
 * friends who are members, and the member's actions (join or leave, invite, notifications).
 */
export function GroupHeader({ group, tabs }: { group: Group; tabs: ReactNode }) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const member = group.my_status === 'MEMBER';
  return (
    <section className="card group-header overflow-hidden mb-3" aria-labelledby="group-name">
      <div className="group-banner">
        {group.image && (
          <img src={group.image} alt={t('groups.group.coverAlt', { name: group.name })} />
        )}
      </div>
      <div className="card-body pt-0">
        <div className="d-flex flex-column flex-md-row align-items-md-end gap-3">
          <GroupLogo group={group} size={112} labelled />
          <div className="flex-grow-1 min-w-0">
            <div className="mb-1">
              <GroupBadges group={group} />
            </div>
            <h1 id="group-name" className="h3 fw-bold mb-1 text-break">
              {group.name}
            </h1>
            <p className="text-body-secondary mb-0">
              {memberCountText(group)}
              {group.kind === 'GROUP' && ` · ${t(`groups.joinRule.${group.join_rule}`)}`}
            </p>
          </div>
        </div>
        {/* Hidden by moderation: secret to all but its members; those who run it are told. */}
        {group.moderation_hidden && isModerator(group.my_role) && (
          <div className="mt-3">
            <HiddenNotice itemId={group.id} />
          </div>
        )}
        <GroupFriends group={group} className="mt-3" />
        <div className="d-flex flex-wrap align-items-center gap-2 gap-md-3 mt-3">
          <GroupAction group={group} />
          {mayInvite(group) && (
            <button
              type="button"
              className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
              onClick={() => setInviting(true)}
            >
              <Icon svg={biPersonPlus} />
              {t('groups.actions.invite')}
            </button>
          )}
          {member && !group.archived && <NotifyToggle group={group} />}
          {!isModerator(group.my_role) && (
            <ReportButton target={{ type: 'group', id: group.id }} className="btn btn-link" />
          )}
        </div>
      </div>
      {tabs}
      {inviting && (
        <InviteFriendsModal group={group} show={inviting} onClose={() => setInviting(false)} />
      )}
    </section>
  );
}
