import type { Message } from '@koinonia/contracts';
import { useId } from 'react';
import { fullName } from '@/shared/people/person-name';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biXLg } from '@/shared/ui/icons.generated';
import { chat, type ChatPartner } from './chat-store';
import { MessageComposer } from './MessageComposer';
import '@/features/messaging/messaging.texts';

/**
 * The chat toast 'Nouveau Message' (spec §2): the recipient read-only (title,
 * first and last name) and a message textarea with its send button. Once sent,
 * the conversation opens.
 */
export function NewMessageToast({
  partner,
  onSent = (message) => chat.openConversation(message.conversation_id),
  onClose = () => chat.closeCompose(),
  className = 'new-message-toast card shadow-lg',
}: {
  partner: ChatPartner;
  onSent?: (message: Message) => void;
  onClose?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      className={className}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="d-flex align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
        <h2 id={`${id}-title`} className="h6 fw-bold mb-0">
          {t('messaging.compose.title')}
        </h2>
        <button
          type="button"
          className="btn btn-icon btn-link text-body"
          aria-label={t('messaging.compose.close')}
          onClick={onClose}
        >
          <Icon svg={biXLg} />
        </button>
      </div>
      <div className="p-3">
        <label htmlFor={`${id}-to`} className="form-label small fw-semibold mb-1">
          {t('messaging.compose.to')}
        </label>
        <input id={`${id}-to`} className="form-control mb-3" value={fullName(partner)} readOnly />
        <MessageComposer receiverId={partner.id} multiline autoFocus onSent={onSent} />
      </div>
    </section>
  );
}
