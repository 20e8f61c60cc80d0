import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from '@/shared/i18n/i18n';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/logout';
import { useProfile } from '@/features/users/users.queries';
import { fullName } from '@/shared/people/person-name';
import { useTheme } from '@/shared/theme/useTheme';
import type { ThemePreference } from '@/shared/theme/theme';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { navOf } from './app-nav';
import { MORE_MENU } from './nav-items';
import { biBoxArrowRight, biCheckCircle, biPerson } from '@/shared/ui/icons.generated';
import '@/app/layout/layout.texts';

const THEMES: ThemePreference[] = ['light', 'dark', 'auto'];

/** The account menu: profile, the settings menu, theme, the further menu and logout (spec §2). */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  const { preference, setPreference } = useTheme();
  const handleLogout = useLogout();

  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="btn-icon p-1 user-menu-toggle"
        aria-label={t('layout.accountMenu')}
        id="user-menu"
      >
        <Avatar src={user?.profile_picture} alt="" size={36} />
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow user-menu" renderOnMount={false}>
        {user && (
          <div className="px-3 py-2 d-flex align-items-center gap-2">
            <Avatar src={user.profile_picture} alt="" size={40} />
            <div className="lh-sm text-truncate">
              <div className="fw-semibold text-truncate">{fullName(user)}</div>
              <div className="small text-body-secondary text-truncate">{user.email}</div>
            </div>
          </div>
        )}
        <Dropdown.Item as={Link} to="/profile/feed">
          <Icon svg={biPerson} className="me-2" /> {t('layout.viewProfile')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Header>{t('layout.settingsMenu.label')}</Dropdown.Header>
        {navOf('settings').map((entry) =>
          entry.soon ? (
            <Dropdown.Item key={entry.key} as="button" disabled>
              {t(entry.labelKey)} <span className="small">({t('common.soon')})</span>
            </Dropdown.Item>
          ) : (
            <Dropdown.Item key={entry.key} as={Link} to={entry.to}>
              {t(entry.labelKey)}
            </Dropdown.Item>
          ),
        )}
        <Dropdown.Divider />
        <Dropdown.Header>{t('theme.heading')}</Dropdown.Header>
        {THEMES.map((value) => (
          <Dropdown.Item
            key={value}
            as="button"
            aria-current={preference === value ? 'true' : undefined}
            className="d-flex align-items-center justify-content-between"
            onClick={() => setPreference(value)}
          >
            {t(`theme.${value}`)}
            {preference === value && <Icon svg={biCheckCircle} className="text-primary" />}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Header>{t('layout.moreMenu.label')}</Dropdown.Header>
        {MORE_MENU.map((key) => (
          <Dropdown.Item key={key} as="button" disabled>
            {t(`layout.moreMenu.${key}`)} <span className="small">({t('common.soon')})</span>
          </Dropdown.Item>
        ))}
        {/* Pinned at the bottom of the menu, which scrolls above the phone's tab bar, so
            'Déconnexion' is always in view (issue 10, §7). */}
        <div className="user-menu-footer">
          <Dropdown.Divider className="mt-0" />
          <Dropdown.Item
            as="button"
            onClick={() => void handleLogout()}
            className="text-danger-emphasis fw-semibold"
          >
            <Icon svg={biBoxArrowRight} className="me-2" /> {t('layout.signOut')}
          </Dropdown.Item>
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
