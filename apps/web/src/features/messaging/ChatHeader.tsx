import type { Conversation, Participant } from '@koinonia/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberProfilePath } from '@/shared/people/profile-paths';
import { fullName } from '@/shared/people/person-name';
import { formatFullDate, formatShortDay } from '@/shared/format/message-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { ChatMenu } from './ChatMenu';
import { PresenceAvatar } from './PresenceAvatar';
import '@/features/messaging/messaging.texts';

interface ChatHeaderProps {
  conversation: Conversation;
  other: Participant;
  onLeave: () => void;
  /** Heading id, for the region's name. */
  titleId: string;
  /** Buttons before the menu (back) and after it (collapse, close). */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * The chat header (spec §2): avatar, name, presence (offline in red, otherwise
 * green) and, in place of the spec's fixed sample date, the date of the last
 * activity in the conversation.
 */
export function ChatHeader({
  conversation,
  other,
  onLeave,
  titleId,
  before,
  after,
}: ChatHeaderProps) {
  const { t } = useTranslation();
  const name = fullName(other);
  const online = other.status !== 'offline';
  const lastActivity = conversation.last_message?.created_at ?? conversation.updated_at;
  return (
    <div className="chat-header d-flex align-items-center gap-2 p-2 border-bottom">
      {before}
      <PresenceAvatar participant={other} size={40} />
      <div className="min-w-0 flex-grow-1 lh-sm">
        <h2 id={titleId} className="h6 fw-bold mb-0 text-truncate">
          <Link to={memberProfilePath(other.id)} className="text-reset">
            {name}
          </Link>
        </h2>
        <span className="small d-block text-truncate">
          <span className={`fw-medium ${online ? 'presence-online' : 'presence-offline'}`}>
            {t(online ? 'messaging.online' : 'messaging.offline')}
          </span>
          {lastActivity && (
            <span className="text-body-secondary" title={formatFullDate(lastActivity)}>
              {' · '}
              {t('messaging.lastActivity', { date: formatShortDay(lastActivity) })}
            </span>
          )}
        </span>
      </div>
      {conversation.muted && (
        <span className="badge text-bg-secondary">{t('messaging.muted')}</span>
      )}
      <ChatMenu conversation={conversation} name={name} otherId={other.id} onLeave={onLeave} />
      {after}
    </div>
  );
}
