import type { RouteObject } from 'react-router';
import type {
  NavEntry,
  NavMenu,
  NotificationHandler,
  RouteSlot,
  SocketFrameHandler,
  WebFeature,
} from '@/shared/feature/feature';
import { navTextKey } from '@/shared/feature/feature';

/** The routes every feature declares for `slot`, in the order of the feature list. */
export function routesFor(features: readonly WebFeature[], slot: RouteSlot): RouteObject[] {
  const slotted = (name: RouteSlot) =>
    features.filter((feature) => !feature.soon).flatMap((feature) => feature.routes?.[name] ?? []);
  // A route with an id receives the routes other features declare under that id.
  const attach = (route: RouteObject): RouteObject => {
    const extra = route.id ? slotted(route.id) : [];
    const children = [...(route.children ?? []), ...extra].map(attach);
    return children.length > 0 ? ({ ...route, children } as RouteObject) : route;
  };
  return slotted(slot).map(attach);
}

/** A nav entry as the menus show it: its label key resolved, and whether it is not built yet. */
export interface MenuEntry extends NavEntry {
  key: string;
  labelKey: string;
  soon: boolean;
}

/** The entries of one menu, from every feature, in their declared order. */
export function menuEntries(features: readonly WebFeature[], menu: NavMenu): MenuEntry[] {
  return features
    .flatMap((feature) =>
      (feature.nav ?? [])
        .filter((entry) => entry.menu === menu)
        .map((entry) => ({
          ...entry,
          key: `${feature.name}.${entry.label}`,
          labelKey: navTextKey(feature.name, entry.label),
          soon: Boolean(feature.soon),
        })),
    )
    .sort((a, b) => a.order - b.order);
}

/** Every feature's handlers for each notification type, in the order of the feature list. */
export function notificationHandlersByType(
  features: readonly WebFeature[],
): ReadonlyMap<string, NotificationHandler[]> {
  const byType = new Map<string, NotificationHandler[]>();
  for (const feature of features) {
    for (const [type, handler] of Object.entries(feature.notifications ?? {})) {
      if (handler) byType.set(type, [...(byType.get(type) ?? []), handler]);
    }
  }
  return byType;
}

/** Every feature's handlers for the other frames of the notification socket, by frame type. */
export function socketFrameHandlers(
  features: readonly WebFeature[],
): ReadonlyMap<string, SocketFrameHandler[]> {
  const byType = new Map<string, SocketFrameHandler[]>();
  for (const feature of features) {
    for (const [type, handler] of Object.entries(feature.socketFrames ?? {})) {
      if (handler) byType.set(type, [...(byType.get(type) ?? []), handler]);
    }
  }
  return byType;
}
