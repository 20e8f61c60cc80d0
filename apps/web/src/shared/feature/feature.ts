import type { CommunityRole, Notification, UserProfile } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { addTexts } from '@/shared/i18n/i18n';
import type { NavIconName } from '@/shared/ui/nav-icons';

/**
 * Where a feature's routes hang (ADR 0002): `public` and `guestOnly` under the root,
 * `app` inside the signed-in default layout, `publicOrMember` public but in the signed-in
 * layout for a member (the public frame for a guest), or the `id` of a route another feature
 * declares. (A profile's tabs are not routes declared this way: see `ProfileTabEntry`.)
 */
export type RouteSlot = 'public' | 'guestOnly' | 'app' | 'publicOrMember' | (string & {});

/**
 * The menus a feature can appear in: the header (a bottom tab bar on phones), the left
 * column's profile menu and card links, the footer row, and the account menu's settings.
 */
export type NavMenu = 'header' | 'profile' | 'card' | 'footer' | 'settings';

export interface NavEntry {
  menu: NavMenu;
  /** Key of the label in the feature's nav texts (`<name>.feature.fr.json`). */
  label: string;
  to: string;
  /** Its icon in the header and the profile menu, by name (shared/ui/nav-icons.ts). */
  icon?: NavIconName;
  /** Place in its menu, smallest first (the spec's order). */
  order: number;
  /** A small count beside the entry (the header's unread messages), loaded lazily. */
  Badge?: ComponentType;
  /**
   * A page outside the app (its own HTML: /classic): the link loads it as a new document
   * instead of asking the app's router.
   */
  document?: boolean;
  /**
   * Shown only to a member who holds one of these community roles (the staff's pages: the
   * moderators' queue, the admins' console); shown to every member without it. The server
   * decides what a page allows: this only spares the others a link they could not use.
   */
  roles?: readonly CommunityRole[];
}

/** The two profiles that have tabs: the member's own (`/profile`) and another member's. */
export type ProfileKind = 'own' | 'member';

/**
 * The ids of the profiles' routes (declared by the profile and people features), and which
 * profile each is: the app hangs the features' tabs of that profile under it, and puts their
 * list in its `handle` for the tab bar (`ProfileTabsHandle`).
 */
export const PROFILE_ROUTES: Readonly<Record<string, ProfileKind>> = {
  profile: 'own',
  'people-profile': 'member',
};

/** A profile tab's page: a route's lazy component, and its loader when it asks for data early. */
export type ProfileTabPage = Pick<RouteObject, 'lazy' | 'loader'>;

/**
 * A tab that a feature adds to the profiles' tab bar (spec §2): its page on the own profile
 * (`/profile/{path}`), on another member's (`/feed/people-profile/{userId}/{path}`), or both.
 * A tab is on a profile only when it has a page there.
 */
export interface ProfileTabEntry {
  path: string;
  /** Key of the label in the feature's nav texts (`<name>.feature.fr.json`). */
  label: string;
  /** Place in the tab bar, smallest first (the spec's order). */
  order: number;
  own?: ProfileTabPage;
  member?: ProfileTabPage;
  /** On the own profile, what waits for the member there (invitations), shown as a badge. */
  ownPending?: (me: UserProfile) => number;
}

/** A profile tab as the tab bar shows it (composed by the app from every feature's entries). */
export interface ProfileTabLink {
  key: string;
  path: string;
  labelKey: string;
  order: number;
  pending?: (me: UserProfile) => number;
}

/** What the app puts in a profile route's `handle`: the tabs of that profile, in order. */
export interface ProfileTabsHandle {
  profileTabs: readonly ProfileTabLink[];
}

/** What a feature does when a notification of one type arrives (spec §4). */
export type NotificationHandler = (
  notification: Notification,
  queryClient: QueryClient,
) => Promise<unknown> | void;

/** A frame of the notification socket that is not a notification (`publication_removed`). */
export type SocketFrameHandler = (frame: Record<string, unknown>, queryClient: QueryClient) => void;

/**
 * One web feature, declared in `features/<name>/<name>.feature.ts` and listed once in
 * `src/app/features.ts`: the router, the menus and the notification socket read it.
 * Keep it light: it ships in the entry chunk, so pages and handlers are imported lazily.
 */
export interface WebFeature {
  name: string;
  /**
   * A feature whose pages are not built yet: its nav entries are shown disabled with
   * '(bientôt)' until its issue lands (UI.md: no dead ends), and it declares no routes.
   */
  soon?: boolean;
  routes?: Partial<Record<RouteSlot, RouteObject[]>>;
  nav?: NavEntry[];
  /** The tabs it adds to the profiles (their labels with the nav texts). */
  profileTabs?: ProfileTabEntry[];
  /** Handlers by notification type (`NOTIFICATION_TYPES` of the contracts). */
  notifications?: Partial<Record<string, NotificationHandler>>;
  /** Handlers by the `type` of other notification-socket frames. */
  socketFrames?: Partial<Record<string, SocketFrameHandler>>;
}

/** The key of a nav label: each feature registers its labels under the namespace `<name>Nav`. */
export const navTextKey = (feature: string, label: string) => `${feature}Nav.${label}`;

/** Declares a feature and registers the labels of its nav entries and profile tabs. */
export function defineFeature(
  feature: WebFeature,
  navTexts?: { readonly [key: string]: string },
): WebFeature {
  if (navTexts) addTexts(`${feature.name}Nav`, { fr: navTexts });
  return feature;
}

/** What the notification socket hands each frame to, composed from every feature. */
export interface SocketHandlers {
  notifications: ReadonlyMap<string, readonly NotificationHandler[]>;
  frames: ReadonlyMap<string, readonly SocketFrameHandler[]>;
}
