import type { Group } from '@koinonia/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { Icon } from '@/shared/ui/Icon';
import { MenuButton } from '@/shared/ui/MenuButton';
import { MenuItem } from '@/shared/ui/MenuItems';
import { biCheckLg, biHourglassSplit } from '@/shared/ui/icons-groups.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { JoinRequestModal } from './JoinRequestModal';
import { useOwnMove } from './groups.mutations';
import '@/features/groups/groups.texts';

interface GroupActionProps {
  group: Group;
  /** On a card: small buttons, and a member's standing shown rather than 'Quitter'. */
  compact?: boolean;
}

/**
 * The action that fits my standing and the group's join rule: 'Rejoindre',
 * 'Demander à rejoindre' (with an optional message), 'Demande envoyée' with 'Annuler',
 * 'Accepter l'invitation' / 'Refuser', 'Quitter le groupe' (asked first); on a page, 'Suivre'
 * and 'Ne plus suivre'. An archived group is joined no more.
 */
export function GroupAction({ group, compact = false }: GroupActionProps) {
  const { t } = useTranslation();
  const move = useOwnMove(group.id);
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const size = compact ? ' btn-sm' : '';
  const running = move.isPending ? move.variables.kind : null;
  const page = group.kind === 'PAGE';

  const join = (label: string) => (
    <SpinnerButton
      className={`btn btn-primary${size}`}
      busy={running === 'join'}
      disabled={move.isPending}
      onClick={() => move.mutate({ kind: 'join' })}
    >
      {label}
    </SpinnerButton>
  );
  const leave = (label: string, ariaLabel?: string) => (
    <SpinnerButton
      className={`btn btn-outline-secondary${size}`}
      busy={running === 'leave'}
      disabled={move.isPending}
      aria-label={ariaLabel}
      onClick={() => move.mutate({ kind: 'leave' })}
    >
      {label}
    </SpinnerButton>
  );
  const standing = (text: string, icon = biCheckLg) => (
    <span
      className={`d-inline-flex align-items-center gap-1 text-body-secondary${size ? ' small' : ''}`}
    >
      <Icon svg={icon} size={16} />
      {text}
    </span>
  );

  let content: ReactNode = null;
  switch (group.my_status) {
    case 'MEMBER':
      if (compact) {
        content = standing(
          page ? t('groups.actions.following') : t(`groups.roles.${group.my_role ?? 'MEMBER'}`),
        );
      } else if (page) content = leave(t('groups.actions.unfollow'));
      else {
        // Leaving is one step away, behind the member's standing, and asked first.
        content = (
          <MenuButton
            variant="outline-secondary"
            className="d-inline-flex align-items-center gap-2"
            disabled={move.isPending}
            aria-label={t('groups.actions.memberMenu', {
              role: t(`groups.roles.${group.my_role ?? 'MEMBER'}`),
            })}
            toggle={
              <>
                {running === 'leave' ? (
                  <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                ) : (
                  <Icon svg={biCheckLg} size={16} />
                )}
                {t(`groups.roles.${group.my_role ?? 'MEMBER'}`)}
              </>
            }
          >
            <MenuItem onClick={() => setLeaving(true)}>{t('groups.actions.leave')}</MenuItem>
          </MenuButton>
        );
      }
      break;
    case 'REQUESTED':
      content = (
        <>
          {standing(t('groups.actions.requested'), biHourglassSplit)}
          {leave(t('groups.actions.cancelRequest'), t('groups.actions.cancelRequestLabel'))}
        </>
      );
      break;
    case 'INVITED':
      content = group.archived ? null : (
        <>
          {join(t('groups.actions.acceptInvite'))}
          {leave(t('groups.actions.refuseInvite'), t('groups.actions.refuseInviteLabel'))}
        </>
      );
      break;
    case 'BANNED':
      content = <span className="small text-body-secondary">{t('groups.actions.banned')}</span>;
      break;
    case 'NONE':
      if (group.archived) content = null;
      else if (page) content = join(t('groups.actions.follow'));
      else if (group.join_rule === 'OPEN') content = join(t('groups.actions.join'));
      else if (group.join_rule === 'REQUEST') {
        content = (
          <SpinnerButton
            className={`btn btn-primary${size}`}
            busy={running === 'join'}
            disabled={move.isPending}
            onClick={() => setAsking(true)}
          >
            {t('groups.actions.ask')}
          </SpinnerButton>
        );
      } else content = standing(t('groups.actions.inviteOnly'), biHourglassSplit);
      break;
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      {content}
      {asking && (
        <JoinRequestModal
          name={group.name}
          show={asking}
          busy={move.isPending}
          onClose={() => setAsking(false)}
          onSend={(message) =>
            move.mutate(
              { kind: 'join', message: message || undefined },
              { onSuccess: () => setAsking(false) },
            )
          }
        />
      )}
      <ConfirmModal
        show={leaving}
        title={t('groups.leaveDialog.title', { name: group.name })}
        text={t('groups.leaveDialog.text')}
        confirmLabel={t('groups.leaveDialog.confirm')}
        onCancel={() => setLeaving(false)}
        onConfirm={() => {
          setLeaving(false);
          move.mutate({ kind: 'leave' });
        }}
      />
    </div>
  );
}
