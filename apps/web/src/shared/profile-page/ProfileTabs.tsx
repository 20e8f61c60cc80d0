import type { UserProfile } from '@koinonia/contracts';
import { useLocation, useMatches } from 'react-router';
import type { ProfileTabLink, ProfileTabsHandle } from '@/shared/feature/feature';
import { useTranslation } from '@/shared/i18n/i18n';
import { TabBar } from '@/shared/ui/TabBar';
import '@/shared/profile-page/profilePage.texts';

/** The tabs of the profile being shown: the app puts them in the profile route's handle. */
function useProfileTabs(): readonly ProfileTabLink[] {
  const matches = useMatches();
  for (const { handle } of [...matches].reverse()) {
    const tabs = (handle as Partial<ProfileTabsHandle> | undefined)?.profileTabs;
    if (tabs) return tabs;
  }
  return [];
}

interface ProfileTabsProps {
  /** '/profile' or '/feed/people-profile/{userId}': the tabs' URLs start with it (spec §2). */
  basePath: string;
  /** The own profile: the tabs count what waits for the member (pending invitations). */
  me?: UserProfile;
}

/**
 * The tab bar of a profile, with the tabs the features add to it: a `TabBar`, which shows on a
 * phone that it scrolls (a fade at the edge) and brings the current tab into view.
 */
export function ProfileTabs({ basePath, me }: ProfileTabsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = useProfileTabs().map((tab) => {
    const to = `${basePath}/${tab.path}`;
    const pending = me && tab.pending ? tab.pending(me) : 0;
    return {
      key: tab.key,
      to,
      current: pathname === to || pathname.startsWith(`${to}/`),
      label: (
        <>
          {t(tab.labelKey)}
          {pending > 0 && (
            <span className="badge kn-badge ms-2">
              {pending}
              <span className="visually-hidden">
                {' '}
                {t('profilePage.pendingBadge', { count: pending })}
              </span>
            </span>
          )}
        </>
      ),
    };
  });
  return <TabBar label={t('profilePage.tabsLabel')} tabs={tabs} />;
}
