import type { Conversation } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { MenuButton } from '@/shared/ui/MenuButton';
import { MenuDivider, MenuItem } from '@/shared/ui/MenuItems';
import {
  biBellSlash,
  biCameraVideo,
  biEnvelope,
  biEnvelopeOpen,
  biMusicNoteBeamed,
  biPeople,
  biShieldLock,
  biSliders,
  biTelephone,
  biThreeDotsVertical,
  biTrash,
  biVolumeMute,
  biVolumeUp,
} from '@/shared/ui/icons-realtime.generated';
import { ReportMenuItem, useReport } from '@/features/moderation/moderation.public';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { useChatActions } from './useChatActions';
import '@/features/messaging/messaging.texts';

interface ChatMenuProps {
  conversation: Conversation;
  name: string;
  /** The conversation's other member: 'Signaler' reports them (their profile). */
  otherId?: string;
  onLeave: () => void;
}

/** What is not built yet stays visible, disabled, with its 'bientôt' hint (spec §2). */
const SOON: [string, string][] = [
  ['videoCall', biCameraVideo],
  ['audioCall', biTelephone],
  ['settings', biSliders],
  ['disableNotifications', biBellSlash],
  ['sounds', biMusicNoteBeamed],
  ['blockSettings', biShieldLock],
  ['group', biPeople],
];

/** The chat menu: the actions members expect work; calls and settings come later. */
export function ChatMenu({ conversation, name, otherId, onLeave }: ChatMenuProps) {
  const { t } = useTranslation();
  const { run, busy } = useChatActions(conversation, onLeave);
  const [confirm, setConfirm] = useState<'delete' | null>(null);
  const { report, dialog } = useReport();
  return (
    <>
      <MenuButton
        align="end"
        variant="link"
        className="btn-icon text-body no-caret"
        aria-label={t('messaging.menu.label', { name })}
        disabled={busy}
        toggle={
          busy ? (
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : (
            <Icon svg={biThreeDotsVertical} />
          )
        }
        menuClassName="shadow chat-menu"
        fixed
      >
        <MenuItem onClick={() => run('markUnread')}>
          <Icon svg={biEnvelope} className="me-2" />
          {t('messaging.menu.markUnread')}
        </MenuItem>
        <MenuItem onClick={() => run('markAllRead')}>
          <Icon svg={biEnvelopeOpen} className="me-2" />
          {t('messaging.menu.markAllRead')}
        </MenuItem>
        <MenuItem onClick={() => run('mute')}>
          <Icon svg={conversation.muted ? biVolumeUp : biVolumeMute} className="me-2" />
          {t(conversation.muted ? 'messaging.menu.unmute' : 'messaging.menu.mute')}
        </MenuItem>
        <MenuItem onClick={() => setConfirm('delete')}>
          <Icon svg={biTrash} className="me-2" />
          {t('messaging.menu.delete')}
        </MenuItem>
        {otherId && <ReportMenuItem onClick={() => report({ type: 'member', id: otherId })} />}
        <MenuDivider />
        {SOON.map(([key, icon]) => (
          <MenuItem key={key} disabled>
            <Icon svg={icon} className="me-2" />
            {t(`messaging.menu.${key}`)} <span className="small">({t('messaging.menu.soon')})</span>
          </MenuItem>
        ))}
      </MenuButton>
      {dialog}
      <ConfirmDeleteModal
        name={name}
        show={confirm === 'delete'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          run('delete');
        }}
      />
    </>
  );
}
