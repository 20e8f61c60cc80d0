import { useTranslation } from '@/shared/i18n/i18n';
import { useLogout } from '@/features/auth/auth.public';
import { useProfile } from '@/features/users/users.public';
import { fullName } from '@/shared/people/person-name';
import { useTheme } from '@/shared/theme/useTheme';
import type { ThemePreference } from '@/shared/theme/theme';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { MenuButton } from '@/shared/ui/MenuButton';
import { MenuDivider, MenuHeader, MenuItem, MenuLink } from '@/shared/ui/MenuItems';
import { useNavOf } from './useNavOf';
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
  const settingsMenu = useNavOf('settings');

  return (
    <MenuButton
      align="end"
      variant="link"
      className="btn-icon p-1 user-menu-toggle"
      aria-label={t('layout.accountMenu')}
      id="user-menu"
      toggle={<Avatar src={user?.profile_picture} alt="" size={36} />}
      menuClassName="shadow user-menu"
    >
      {user && (
        <div className="px-3 py-2 d-flex align-items-center gap-2">
          <Avatar src={user.profile_picture} alt="" size={40} />
          <div className="lh-sm text-truncate">
            <div className="fw-semibold text-truncate">{fullName(user)}</div>
            <div className="small text-body-secondary text-truncate">{user.email}</div>
          </div>
        </div>
      )}
      <MenuLink to="/profile/feed">
        <Icon svg={biPerson} className="me-2" /> {t('layout.viewProfile')}
      </MenuLink>
      <MenuDivider />
      <MenuHeader>{t('layout.settingsMenu.label')}</MenuHeader>
      {settingsMenu.map((entry) =>
        entry.soon ? (
          <MenuItem key={entry.key} disabled>
            {t(entry.labelKey)} <span className="small">({t('common.soon')})</span>
          </MenuItem>
        ) : (
          <MenuLink key={entry.key} to={entry.to}>
            {t(entry.labelKey)}
          </MenuLink>
        ),
      )}
      <MenuDivider />
      <MenuHeader>{t('theme.heading')}</MenuHeader>
      {THEMES.map((value) => (
        <MenuItem
          key={value}
          aria-current={preference === value ? 'true' : undefined}
          className="d-flex align-items-center justify-content-between"
          onClick={() => setPreference(value)}
        >
          {t(`theme.${value}`)}
          {preference === value && <Icon svg={biCheckCircle} className="text-primary" />}
        </MenuItem>
      ))}
      <MenuDivider />
      <MenuHeader>{t('layout.moreMenu.label')}</MenuHeader>
      {MORE_MENU.map((entry) => (
        <MenuLink key={entry.key} to={entry.to}>
          {t(`layout.moreMenu.${entry.key}`)}
        </MenuLink>
      ))}
      {/* Pinned at the bottom of the menu, which scrolls above the phone's tab bar, so
          'Déconnexion' is always in view (e2e/account-menu.e2e.ts). */}
      <div className="user-menu-footer">
        <MenuDivider className="mt-0" />
        <MenuItem onClick={() => void handleLogout()} className="text-danger-emphasis fw-semibold">
          <Icon svg={biBoxArrowRight} className="me-2" /> {t('layout.signOut')}
        </MenuItem>
      </div>
    </MenuButton>
  );
}
