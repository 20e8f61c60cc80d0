import type { Notification } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biBell } from '@/shared/ui/icons.generated';
import { LoadMoreButton } from '@/shared/ui/LoadMoreButton';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { NotificationItem } from './NotificationItem';
import {
  notificationListQueryOptions,
  unreadCountOf,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './notifications.queries';
import './notifications.css';
import '@/features/notifications/notifications.texts';

/** /notifications: every notification, read and unread, page by page. */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const list = useInfiniteQuery(notificationListQueryOptions());
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const notifications = list.data?.pages.flatMap((page) => page.results) ?? [];
  const count = unreadCountOf(list.data);
  const open = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate(notification.id);
  };

  return (
    <section
      className="card"
      aria-labelledby="notifications-title"
      aria-busy={list.isPending || undefined}
    >
      {/* One row on a 390 px phone: the title may shrink, the button keeps its one line and its
          width while it works (e2e/layout.e2e.ts). */}
      <div className="card-body d-flex align-items-center justify-content-between gap-2 border-bottom">
        <div className="min-w-0">
          <h1 id="notifications-title" className="h4 fw-bold mb-0">
            {t('notifications.title')}
          </h1>
          <p className="small text-body-secondary mb-0">
            {count === 0
              ? t('notifications.intro')
              : count === 1
                ? t('notifications.oneUnread')
                : t('notifications.unreadCount', { count })}
          </p>
        </div>
        {count > 0 && (
          <SpinnerButton
            className="btn btn-outline-primary btn-sm text-nowrap flex-shrink-0"
            steady
            busy={markAll.isPending}
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('notifications.markAllRead')}
          </SpinnerButton>
        )}
      </div>
      {list.isPending ? (
        <div className="card-body" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className="skeleton skeleton-row my-2" />
          ))}
        </div>
      ) : list.isError && notifications.length === 0 ? (
        <RetryAlert
          className="card-body"
          text={t('notifications.loadError')}
          onRetry={() => void list.refetch()}
        />
      ) : notifications.length === 0 ? (
        <div className="card-body text-center py-5">
          <Icon svg={biBell} size={32} className="text-body-secondary mb-2" />
          <p className="fw-semibold mb-1">{t('notifications.empty')}</p>
          <p className="small text-body-secondary mb-0">{t('notifications.emptyHint')}</p>
        </div>
      ) : (
        <ul className="list-unstyled mb-0 notification-list">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="card-body border-top">
          <LoadMoreButton pages={list} className="btn btn-outline-primary w-100">
            {t('common.seeMore')}
          </LoadMoreButton>
        </div>
      )}
    </section>
  );
}
