import { NAV_ICONS } from '@/shared/ui/nav-icons';
import { useTranslation } from '@/shared/i18n/i18n';
import { Suspense } from 'react';
import { Brand } from '@/shared/ui/Brand';
import { Icon } from '@/shared/ui/Icon';
import { ThemeToggle } from '@/shared/ui/ThemeToggle';
import { NotificationBell } from '@/features/notifications/notifications.ui';
import { HeaderSearch } from '@/features/search/search.ui';
import { useNavOf } from './useNavOf';
import { NavEntryLink } from './NavEntryLink';
import { UserMenu } from './UserMenu';
import { biList } from '@/shared/ui/icons.generated';
import '@/app/layout/layout.texts';

interface AppHeaderProps {
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** The left column is a drawer at every width (a roomy page): its button shows on wide screens too. */
  menuAtEveryWidth?: boolean;
  /** The first screen has painted: the counts (unread messages, notifications) may be asked for. */
  painted: boolean;
}

/**
 * The header: the mobile menu toggle, the logo, the search (a button on phones), the main
 * destinations (a bottom tab bar on phones), the theme toggle and the account menu. Its counts come once the first
 * screen has painted (ADR 0012).
 */
export function AppHeader({ onOpenMenu, menuOpen, menuAtEveryWidth, painted }: AppHeaderProps) {
  const { t } = useTranslation();
  const entries = useNavOf('header');
  return (
    <header className="app-header sticky-top border-bottom">
      <div className="container d-flex align-items-center gap-2 py-2">
        <button
          type="button"
          className={`btn btn-icon btn-link text-body${menuAtEveryWidth ? '' : ' d-lg-none'}`}
          aria-label={t('layout.openMenu')}
          aria-controls="layout-drawer"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <Icon svg={biList} size={24} />
        </button>
        <Brand to="/feed/home" ask={painted} />
        <HeaderSearch />
        <nav aria-label={t('layout.mainNav')} className="app-nav mx-auto">
          <ul className="nav">
            {entries.map((entry) => (
              <li className="nav-item" key={entry.key}>
                <NavEntryLink
                  entry={entry}
                  className="nav-link app-nav-link"
                  labelClassName="app-nav-label"
                  before={entry.icon && <Icon svg={NAV_ICONS[entry.icon]} size={20} />}
                  after={
                    painted &&
                    entry.Badge && (
                      <Suspense fallback={null}>
                        <entry.Badge />
                      </Suspense>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="d-flex align-items-center gap-1 ms-auto ms-md-0">
          <NotificationBell live={painted} />
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
