import type { Conversation } from '@koinonia/contracts';
import { fullName } from '@/shared/people/person-name';
import { conversationTime, formatFullDate } from '@/shared/format/message-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { otherParticipant } from './messaging.queries';
import { PresenceAvatar } from './PresenceAvatar';
import { useFriendTyping } from './typing';
import '@/features/messaging/messaging.texts';

interface ConversationEntryProps {
  conversation: Conversation;
  me: string | null;
  active: boolean;
  onSelect: (conversation: Conversation) => void;
}

/**
 * One conversation (spec §2): the other member's avatar and status, title and
 * names, the last message ('Vous : ' when I sent it), its short time and the
 * unread count above zero. The active entry is highlighted.
 */
export function ConversationEntry({ conversation, me, active, onSelect }: ConversationEntryProps) {
  const { t } = useTranslation();
  const other = otherParticipant(conversation, me);
  const typing = useFriendTyping(other?.id ?? '');
  if (!other) return null;
  const name = fullName(other);
  const last = conversation.last_message;
  const preview = typing
    ? t('messaging.typing', { name: other.first_name })
    : last
      ? `${last.sender_data.id === me ? t('messaging.you') : ''}${last.content || t('messaging.imageOnly')}`
      : t('messaging.noMessageYet');
  const count = conversation.unread_count;
  const status = t(other.status === 'offline' ? 'messaging.offline' : 'messaging.online');
  return (
    <button
      type="button"
      className={`conversation-entry ${active ? 'is-active' : ''} ${count > 0 ? 'is-unread' : ''}`}
      aria-current={active ? 'true' : undefined}
      onClick={() => onSelect(conversation)}
    >
      <PresenceAvatar participant={other} size={44} />
      <span className="min-w-0 flex-grow-1">
        <span className="d-flex align-items-baseline gap-2">
          <span className="conversation-name text-truncate flex-grow-1">{name}</span>
          {last && (
            <time
              className="conversation-time small"
              dateTime={last.created_at}
              title={formatFullDate(last.created_at)}
            >
              {conversationTime(last.created_at)}
            </time>
          )}
        </span>
        <span className="d-flex align-items-center gap-2">
          <span className="conversation-preview small text-truncate flex-grow-1">{preview}</span>
          {count > 0 ? (
            <>
              <span className="badge rounded-pill kn-unread-badge" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">
                {count === 1
                  ? t('messaging.oneUnreadBadge')
                  : t('messaging.unreadBadge', { count })}
              </span>
            </>
          ) : (
            conversation.marked_unread && (
              <span className="marked-unread-dot" title={t('messaging.markedUnread')}>
                <span className="visually-hidden">{t('messaging.markedUnread')}</span>
              </span>
            )
          )}
        </span>
        <span className="visually-hidden">, {status}</span>
      </span>
    </button>
  );
}
