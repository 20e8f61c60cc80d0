import {
  biBell,
  biCalendarEvent,
  biChatDots,
  biGear,
  biHouseDoor,
  biHouseHeart,
  biNewspaper,
  biPeople,
} from '@/shared/ui/icons.generated';

export interface NavItem {
  key: string;
  to: string;
  /** Inner SVG markup of a Bootstrap icon. */
  icon: string;
}

/**
 * Header destinations. 'Mon réseau' leads to /profile/connections (spec §2).
 * Notifications are the bell beside them, with its unread count.
 */
export const HEADER_ITEMS: NavItem[] = [
  { key: 'home', to: '/feed/home', icon: biHouseDoor },
  { key: 'network', to: '/profile/connections', icon: biPeople },
  { key: 'messaging', to: '/messaging', icon: biChatDots },
];

/** Profile menu (spec §2): Feed, Connections, Latest News, Events, Groups, Notifications, Settings. */
export const PROFILE_MENU: NavItem[] = [
  { key: 'feed', to: '/feed/home', icon: biHouseDoor },
  { key: 'connections', to: '/profile/connections', icon: biPeople },
  { key: 'news', to: '/blogs', icon: biNewspaper },
  { key: 'events', to: '/feed/events', icon: biCalendarEvent },
  { key: 'groups', to: '/feed/groups', icon: biHouseHeart },
  { key: 'notifications', to: '/notifications', icon: biBell },
  { key: 'settings', to: '/settings/account', icon: biGear },
];

/** Settings menu (spec §2). */
export const SETTINGS_MENU: { key: string; to: string }[] = [
  { key: 'account', to: '/settings/account' },
  { key: 'notification', to: '/settings/notification' },
  { key: 'privacy', to: '/settings/privacy' },
  { key: 'communication', to: '/settings/communication' },
  { key: 'messaging', to: '/settings/messaging' },
  { key: 'closeAccount', to: '/settings/close-account' },
];

/** The further menu's entries have no target (spec §2). */
export const MORE_MENU = ['popular', 'recent', 'subscriptions', 'favorites', 'wishlist'] as const;

/** Profile card links (spec §2). */
export const CARD_LINKS: { key: string; to: string }[] = [
  { key: 'feed', to: '/profile/feed' },
  { key: 'about', to: '/profile/about' },
  { key: 'settings', to: '/settings/account' },
  { key: 'help', to: '/help' },
  { key: 'privacy', to: '/privacy-terms' },
];
