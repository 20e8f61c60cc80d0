import { NavLink } from 'react-router';
import { PROFILE_TABS, type ProfileTab } from '@/features/users/member-paths';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/profile/profile.texts';

interface ProfileTabsProps {
  /** '/profile' or '/feed/people-profile/{userId}': the tabs' URLs start with it (spec §2). */
  basePath: string;
  /** Pending invitations received, shown on the connections tab. */
  connectionsBadge?: number;
  tabs?: readonly ProfileTab[];
}

/** The tab bar of a profile. */
export function ProfileTabs({
  basePath,
  connectionsBadge = 0,
  tabs = PROFILE_TABS,
}: ProfileTabsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('profile.tabsLabel')} className="profile-tabs border-top">
      <ul className="nav flex-nowrap px-2">
        {tabs.map((tab) => (
          <li className="nav-item" key={tab}>
            <NavLink to={`${basePath}/${tab}`} className="nav-link profile-tab">
              {t(`profile.tabs.${tab}`)}
              {tab === 'connections' && connectionsBadge > 0 && (
                <span className="badge kn-badge ms-2">
                  {connectionsBadge}
                  <span className="visually-hidden">
                    {' '}
                    {t('profile.pendingBadge', { count: connectionsBadge })}
                  </span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
