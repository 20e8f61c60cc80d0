import { fullName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biChatLeftText } from '@/shared/ui/icons-members.generated';
import type { ChatPartner } from './chat-store';
import { useOpenChat } from './useOpenChat';
import '@/features/messaging/messaging.texts';

interface MessageButtonProps {
  partner: ChatPartner;
  className?: string;
  /** Icon only (the friends card): the name stays in the accessible label. */
  iconOnly?: boolean;
}

/** A friend's 'Message' button: opens the chat with them. Named 'Message à {name}'. */
export function MessageButton({
  partner,
  className = 'btn btn-outline-primary',
  iconOnly = false,
}: MessageButtonProps) {
  const { t } = useTranslation();
  const openChat = useOpenChat();
  return (
    <button
      type="button"
      className={className}
      aria-label={t('messaging.messageTo', { name: fullName(partner) })}
      onClick={() => openChat(partner)}
    >
      <Icon svg={biChatLeftText} className={iconOnly ? undefined : 'me-2'} />
      {!iconOnly && t('messaging.compose.message')}
    </button>
  );
}
