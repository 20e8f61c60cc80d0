import type { Group, GroupMember, GroupRole } from '@koinonia/contracts';
import { GROUP_ROLES } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { memberProfilePath, ownProfilePath } from '@/shared/people/profile-paths';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { PeopleList } from '@/shared/people/PeopleList';
import { firstAndLastName } from '@/shared/people/person-name';
import { PersonRow } from '@/shared/people/PersonRow';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { Icon } from '@/shared/ui/Icon';
import { MenuButton } from '@/shared/ui/MenuButton';
import { MenuDivider, MenuHeader, MenuItem } from '@/shared/ui/MenuItems';
import { biThreeDots } from '@/shared/ui/icons-groups.generated';
import { isAdmin, isModerator, outranks } from './group-texts';
import { useMemberAction } from './groups.mutations';
import { groupMembersQueryOptions, type MemberListStatus } from './groups.queries';
import '@/features/groups/groups.texts';

/** One person of a group's list: picture, name (to their profile), what follows, actions. */
export function GroupMemberRow({
  member,
  meId,
  children,
  actions,
}: {
  member: GroupMember;
  meId: string | undefined;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = firstAndLastName(member.user);
  const me = member.user.id === meId;
  return (
    <PersonRow
      name={name}
      picture={member.user.profile_picture}
      to={me ? ownProfilePath() : memberProfilePath(member.user.id)}
      actions={actions}
    >
      {me && <span className="small text-body-secondary"> ({t('groups.members.you')})</span>}
      {children}
    </PersonRow>
  );
}

/** A paged list of one status of a group's people, with its empty and error states. */
export function useGroupPeople(groupId: string, status: MemberListStatus) {
  const query = useInfiniteQuery(groupMembersQueryOptions(groupId, status));
  return { query, people: query.data?.pages.flatMap((page) => page.results) ?? [] };
}

type Pending = { member: GroupMember; action: 'remove' | 'ban' } | null;

/** The moderation menu of one member: remove and ban (moderators), roles (admins, owners). */
function MemberMenu({
  group,
  member,
  onAsk,
}: {
  group: Group;
  member: GroupMember;
  onAsk: (pending: Pending) => void;
}) {
  const { t } = useTranslation();
  const act = useMemberAction(group.id);
  const name = firstAndLastName(member.user);
  const roles: readonly GroupRole[] =
    group.my_role === 'OWNER' ? GROUP_ROLES : GROUP_ROLES.filter((role) => role !== 'OWNER');
  return (
    <MenuButton
      align="end"
      variant="link"
      className="btn-icon text-body no-caret"
      aria-label={t('groups.members.actions', { name })}
      disabled={act.isPending}
      toggle={<Icon svg={biThreeDots} />}
    >
      {isAdmin(group.my_role) && (
        <>
          <MenuHeader>{t('groups.members.roleHeading')}</MenuHeader>
          {roles.map((role) => (
            <MenuItem
              key={role}
              active={member.role === role}
              aria-current={member.role === role ? 'true' : undefined}
              onClick={() =>
                member.role !== role &&
                act.mutate({ userId: member.user.id, action: 'set_role', role })
              }
            >
              {t('groups.members.setRole', { role: t(`groups.roles.${role}`) })}
            </MenuItem>
          ))}
          <MenuDivider />
        </>
      )}
      <MenuItem onClick={() => onAsk({ member, action: 'remove' })}>
        {t('groups.members.remove')}
      </MenuItem>
      <MenuItem className="text-danger" onClick={() => onAsk({ member, action: 'ban' })}>
        {t('groups.members.ban')}
      </MenuItem>
    </MenuButton>
  );
}

/**
 * 'Membres' (or 'Abonnés' for a page): everyone with their role; a moderator may remove or
 * ban those below them, an admin or owner change their role (asked first for remove and ban).
 */
export function GroupMembers({ group, meId }: { group: Group; meId: string | undefined }) {
  const { t } = useTranslation();
  const { query, people } = useGroupPeople(group.id, 'MEMBER');
  const act = useMemberAction(group.id);
  const [pending, setPending] = useState<Pending>(null);
  const moderator = isModerator(group.my_role) && !group.archived;
  const page = group.kind === 'PAGE';
  const pendingName = pending ? firstAndLastName(pending.member.user) : '';

  return (
    <section className="card" aria-labelledby="group-members-title" aria-busy={query.isPending}>
      <div className="card-body">
        <h2 id="group-members-title" className="h5 fw-bold mb-2">
          {page ? t('groups.members.followersTitle') : t('groups.members.title')}
        </h2>
        <PeopleList
          pages={query}
          people={people}
          error={
            query.isError && (
              <p role="alert" className="text-danger-emphasis mb-0">
                {query.error instanceof ApiError ? query.error.message : t('groups.members.error')}
              </p>
            )
          }
          empty={t('groups.members.empty')}
          renderRow={(member) => (
            <GroupMemberRow
              key={member.user.id}
              member={member}
              meId={meId}
              actions={
                moderator &&
                member.user.id !== meId &&
                outranks(group.my_role, member.role) && (
                  <MemberMenu group={group} member={member} onAsk={setPending} />
                )
              }
            >
              {member.role !== 'MEMBER' && (
                <span className="d-block small text-body-secondary">
                  {t(`groups.roles.${member.role}`)}
                </span>
              )}
            </GroupMemberRow>
          )}
        />
      </div>
      <ConfirmModal
        show={pending !== null}
        title={
          pending?.action === 'ban'
            ? t('groups.members.banTitle', { name: pendingName })
            : t('groups.members.removeTitle', { name: pendingName })
        }
        text={
          pending?.action === 'ban'
            ? t('groups.members.banText', { name: pendingName })
            : t('groups.members.removeText', { name: pendingName })
        }
        confirmLabel={
          pending?.action === 'ban' ? t('groups.members.ban') : t('groups.members.remove')
        }
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) act.mutate({ userId: pending.member.user.id, action: pending.action });
          setPending(null);
        }}
      />
    </section>
  );
}
