import { useTranslation } from '@/shared/i18n/i18n';
import { useUnreadMessages } from './messaging.queries';
import '@/features/messaging/messaging.texts';

/** The header's count of unread messages, beside 'Messagerie'. */
export default function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  if (unread <= 0) return null;
  return (
    <span className="badge rounded-pill app-nav-badge">
      {unread > 99 ? '99+' : unread}
      <span className="visually-hidden"> {t('messaging.unreadInNav')}</span>
    </span>
  );
}
