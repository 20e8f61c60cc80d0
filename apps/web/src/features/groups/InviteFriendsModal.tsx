import type { Group } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { MemberRow } from '@/features/users/users.ui';
import { memberListQueryOptions } from '@/features/users/users.public';
import { firstAndLastName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { PeopleList } from '@/shared/people/PeopleList';
import { AppModal } from '@/shared/ui/AppModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useMemberAction } from './groups.mutations';
import '@/features/groups/groups.texts';

interface InviteFriendsModalProps {
  group: Group;
  show: boolean;
  onClose: () => void;
}

/**
 * 'Inviter des amis': the member's friends (the connections' list), each with 'Inviter'
 * (POST members/{friendId}/ with action invite); an invited friend's button says so.
 */
export function InviteFriendsModal({ group, show, onClose }: InviteFriendsModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const friends = useInfiniteQuery(memberListQueryOptions('friend'));
  const invite = useMemberAction(group.id);
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const list = friends.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <AppModal show={show} onHide={onClose} centered scrollable aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t('groups.invite.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small">{t('groups.invite.intro')}</p>
        <PeopleList
          pages={friends}
          people={list}
          error={
            friends.isError && (
              <p role="alert" className="text-danger-emphasis">
                {t('groups.invite.error')}
              </p>
            )
          }
          empty={t('groups.invite.empty')}
          renderRow={(friend) => {
            const name = firstAndLastName(friend);
            const done = invited.has(friend.id);
            const running = invite.isPending && invite.variables.userId === friend.id;
            return (
              <MemberRow key={friend.id} member={friend} avatarSize={40}>
                <SpinnerButton
                  className={`btn btn-sm ${done ? 'btn-outline-secondary' : 'btn-primary'}`}
                  busy={running}
                  disabled={done || running}
                  aria-label={done ? undefined : t('groups.invite.inviteFor', { name })}
                  onClick={() =>
                    invite.mutate(
                      { userId: friend.id, action: 'invite' },
                      { onSuccess: () => setInvited((set) => new Set(set).add(friend.id)) },
                    )
                  }
                >
                  {done ? t('groups.invite.invited') : t('groups.invite.invite')}
                </SpinnerButton>
              </MemberRow>
            );
          }}
        />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('groups.invite.close')}
        </button>
      </Modal.Footer>
    </AppModal>
  );
}
