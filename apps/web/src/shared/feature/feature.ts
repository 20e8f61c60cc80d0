import type { Notification } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { addTexts } from '@/shared/i18n/i18n';

/**
 * Where a feature's routes hang (ADR 0002): `public` and `guestOnly` under the root,
 * `app` inside the signed-in default layout, or the `id` of a route another feature
 * declares (the own profile's tabs hang under `profile`).
 */
export type RouteSlot = 'public' | 'guestOnly' | 'app' | (string & {});

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
  /** Inner SVG markup of a Bootstrap icon (header and profile menu). */
  icon?: string;
  /** Place in its menu, smallest first (the spec's order). */
  order: number;
  /** A small count beside the entry (the header's unread messages), loaded lazily. */
  Badge?: ComponentType;
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
  /** Handlers by notification type (`NOTIFICATION_TYPES` of the contracts). */
  notifications?: Partial<Record<string, NotificationHandler>>;
  /** Handlers by the `type` of other notification-socket frames. */
  socketFrames?: Partial<Record<string, SocketFrameHandler>>;
}

/** The key of a nav label: each feature registers its labels under the namespace `<name>Nav`. */
export const navTextKey = (feature: string, label: string) => `${feature}Nav.${label}`;

/** Declares a feature and registers the labels of its nav entries. */
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
