import type { Relation } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { MenuButton } from '@/shared/ui/MenuButton';
import { MenuItem } from '@/shared/ui/MenuItems';
import { biPersonCheck, biPersonPlus, biThreeDots } from '@/shared/ui/icons-members.generated';
import { MessageButton } from '@/features/messaging/messaging.ui';
import type { ChatPartner } from '@/features/messaging/messaging.public';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { BlockConfirmModal } from './BlockConfirmModal';
import { offeredMoves, type RelationMove } from './relation-moves';
import { useRelationMove } from './relationship.queries';
import '@/features/relationship/relation.texts';

interface RelationActionsProps {
  userId: string;
  name: string;
  relation: Relation;
  me: string;
  /** The member as the chat shows them (their name alone otherwise). */
  partner?: ChatPartner;
}

/** Buttons shown directly; remove and block live in the menu (spec §2). */
const BUTTONS: { move: RelationMove; className: string; icon?: string }[] = [
  { move: 'invite', className: 'btn btn-primary', icon: biPersonPlus },
  { move: 'accept', className: 'btn btn-primary', icon: biPersonCheck },
  { move: 'decline', className: 'btn btn-outline-secondary' },
  { move: 'cancel', className: 'btn btn-outline-secondary' },
  { move: 'unblock', className: 'btn btn-outline-primary' },
];

/** The action buttons of another member's profile: the relation table of spec §4. */
export function RelationActions({ userId, name, relation, me, partner }: RelationActionsProps) {
  const { t } = useTranslation();
  const { run, running, busy } = useRelationMove();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const offered = offeredMoves(relation, me);
  const inMenu = offered.filter((move) => move === 'remove' || move === 'block');

  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      {BUTTONS.filter(({ move }) => offered.includes(move)).map(({ move, className, icon }) => (
        <SpinnerButton
          key={move}
          className={className}
          busy={running === move}
          disabled={busy}
          onClick={() => run(userId, move)}
        >
          {icon && running !== move && <Icon svg={icon} className="me-2" />}
          {t(`relation.${move}`)}
        </SpinnerButton>
      ))}
      {offered.includes('message') && (
        <MessageButton
          partner={
            partner ?? {
              id: userId,
              titre: '',
              first_name: name,
              last_name: '',
              profile_picture: null,
            }
          }
        />
      )}
      {inMenu.length > 0 && (
        <MenuButton
          align="end"
          variant="outline-secondary"
          className="no-caret"
          aria-label={t('relation.more', { name })}
          disabled={busy}
          toggle={
            running === 'remove' || running === 'block' ? (
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            ) : (
              <Icon svg={biThreeDots} />
            )
          }
        >
          {inMenu.includes('remove') && (
            <MenuItem disabled={busy} onClick={() => run(userId, 'remove')}>
              {t('relation.remove')}
            </MenuItem>
          )}
          {inMenu.includes('block') && (
            <MenuItem
              className="text-danger-emphasis"
              disabled={busy}
              onClick={() => setConfirmBlock(true)}
            >
              {t('relation.block')}
            </MenuItem>
          )}
        </MenuButton>
      )}
      <BlockConfirmModal
        name={name}
        show={confirmBlock}
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => {
          setConfirmBlock(false);
          run(userId, 'block');
        }}
      />
    </div>
  );
}
