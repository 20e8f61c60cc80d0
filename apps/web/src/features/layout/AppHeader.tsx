import { useTranslation } from '@/shared/i18n/i18n';
import { NavLink } from 'react-router';
import { Brand } from '@/shared/ui/Brand';
import { Icon } from '@/shared/ui/Icon';
import { ThemeToggle } from '@/shared/ui/ThemeToggle';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { useUnreadMessages } from '@/features/messaging/ChatDock';
import { HEADER_ITEMS } from './nav-items';
import { UserMenu } from './UserMenu';
import { biList } from '@/shared/ui/icons.generated';
import '@/features/layout/layout.texts';

/**
 * The header: the mobile menu toggle, the logo, the main destinations (a bottom
 * tab bar on phones), the theme toggle and the account menu.
 */
export function AppHeader({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  return (
    <header className="app-header sticky-top border-bottom">
      <div className="container d-flex align-items-center gap-2 py-2">
        <button
          type="button"
          className="btn btn-icon btn-link text-body d-lg-none"
          aria-label={t('layout.openMenu')}
          aria-controls="layout-drawer"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <Icon svg={biList} size={24} />
        </button>
        <Brand to="/feed/home" />
        <nav aria-label={t('layout.mainNav')} className="app-nav mx-auto">
          <ul className="nav">
            {HEADER_ITEMS.map((item) => (
              <li className="nav-item" key={item.key}>
                <NavLink to={item.to} className="nav-link app-nav-link" end>
                  <Icon svg={item.icon} size={20} />
                  <span className="app-nav-label">{t(`layout.${item.key}`)}</span>
                  {item.key === 'messaging' && unread > 0 && (
                    <span className="badge rounded-pill app-nav-badge">
                      {unread > 99 ? '99+' : unread}
                      <span className="visually-hidden"> {t('layout.unreadMessages')}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="d-flex align-items-center gap-1 ms-auto ms-md-0">
          <NotificationBell />
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
