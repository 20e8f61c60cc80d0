import type {
  NavEntry,
  NavMenu,
  NotificationHandler,
  SocketFrameHandler,
  WebFeature,
} from '@/shared/feature/feature';
import { navTextKey } from '@/shared/feature/feature';

// What the signed-in layout reads of the features (its menus, the notification socket's
// handlers): in the layout's chunk. The router's part, in the entry, is compose-routes.ts.

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
