import type { Notification } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { MenuButton } from '@/shared/ui/MenuButton';
import { MenuLink } from '@/shared/ui/MenuItems';
import { biBell } from '@/shared/ui/icons.generated';
import { NotificationItem } from './NotificationItem';
import {
  notificationListQueryOptions,
  unreadCountOf,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './notifications.queries';
import './notifications.css';
import '@/features/notifications/notifications.texts';

/** Notifications shown in the bell's menu. */
const LATEST = 6;

/** The accessible name of the bell: 'Notifications, 3 non lues'. */
export function bellLabel(
  t: (key: string, values?: Record<string, number>) => string,
  count: number,
) {
  if (count === 0) return t('notifications.bellLabel');
  if (count === 1) return t('notifications.bellLabelOneUnread');
  return t('notifications.bellLabelUnread', { count });
}

/**
 * The header's bell: the unread count, the latest notifications, mark all read and
 * the way to the full page (the tab's notification socket is the layout's). It asks for them
 * once `live` (the layout's first screen has painted); until then it is the bare bell.
 */
export function NotificationBell({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery({ ...notificationListQueryOptions(), enabled: live });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const count = unreadCountOf(list.data);
  const latest = (list.data?.pages[0]?.results ?? []).slice(0, LATEST);
  const open = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate(notification.id);
  };

  return (
    <MenuButton
      align="end"
      variant="link"
      className="btn-icon text-body position-relative no-caret"
      id="notification-bell"
      aria-label={bellLabel(t, count)}
      toggle={
        <>
          <Icon svg={biBell} size={20} />
          {count > 0 && (
            <span className="badge rounded-pill kn-count-badge" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </>
      }
      menuClassName="shadow notification-menu p-0"
      panel
    >
      <div className="d-flex align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
        <h2 className="h6 fw-bold mb-0">{t('notifications.latest')}</h2>
        {count > 0 && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 text-nowrap"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {list.isError && latest.length === 0 ? (
        <p className="px-3 py-3 mb-0 text-danger-emphasis small">{t('notifications.loadError')}</p>
      ) : list.isPending ? (
        <p className="px-3 py-3 mb-0 small text-body-secondary">{t('common.loading')}</p>
      ) : latest.length === 0 ? (
        <p className="px-3 py-3 mb-0 small text-body-secondary">{t('notifications.empty')}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {latest.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                onOpen={open}
                compact
                className="dropdown-item"
              />
            </li>
          ))}
        </ul>
      )}
      <div className="border-top text-center py-2">
        <MenuLink to="/notifications" className="fw-semibold text-primary text-center">
          {t('notifications.seeAll')}
        </MenuLink>
      </div>
    </MenuButton>
  );
}
