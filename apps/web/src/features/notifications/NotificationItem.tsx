import type { Notification } from '@koinonia/contracts';
import { Link } from 'react-router';
import { fullName } from '@/shared/people/person-name';
import { relativeTime } from '@/shared/format/relative-time';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { notificationTarget } from './notification-target';
import '@/features/notifications/notifications.texts';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  compact?: boolean;
  /** Extra classes of the link (`dropdown-item` in the bell's menu). */
  className?: string;
}

/** One notification: the actor's picture, the message, when; a link to what it is about. */
export function NotificationItem({
  notification,
  onOpen,
  compact = false,
  className: extra = '',
}: NotificationItemProps) {
  const { t } = useTranslation();
  const target = notificationTarget(notification);
  const unread = !notification.is_read;
  const content = (
    <>
      <Avatar
        src={notification.actor?.profile_picture}
        alt=""
        size={compact ? 36 : 44}
        className="flex-shrink-0"
      />
      <span className="min-w-0 flex-grow-1">
        <span className={`d-block text-wrap ${unread ? 'fw-semibold' : ''}`}>
          {notification.message}
        </span>
        {notification.more.quote && (
          // A comment or a reply: its first words.
          <span className="d-block small text-body-secondary text-truncate">
            « {notification.more.quote} »
          </span>
        )}
        <span className="d-block small text-body-secondary">
          {notification.actor && (
            <span className="visually-hidden">{fullName(notification.actor)}, </span>
          )}
          <time dateTime={notification.created_at}>{relativeTime(notification.created_at)}</time>
          {unread && <span className="visually-hidden">, {t('notifications.unread')}</span>}
        </span>
      </span>
      {unread && <span className="notification-dot flex-shrink-0" aria-hidden="true" />}
    </>
  );
  const className = `notification-item d-flex align-items-center gap-2 text-reset text-decoration-none ${
    unread ? 'is-unread' : ''
  } ${compact ? 'px-3 py-2' : 'p-3'} ${extra}`;
  return target ? (
    <Link to={target} className={className} onClick={() => onOpen(notification)}>
      {content}
    </Link>
  ) : (
    <button
      type="button"
      className={`${className} btn w-100 text-start border-0 rounded-0`}
      onClick={() => onOpen(notification)}
    >
      {content}
    </button>
  );
}
