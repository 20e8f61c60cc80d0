import type { NavMenu, SocketHandlers, WebFeature } from '@/shared/feature/feature';
import {
  menuEntries,
  notificationHandlersByType,
  socketFrameHandlers,
  type MenuEntry,
} from '../compose-features';

const menus = new WeakMap<readonly WebFeature[], Map<NavMenu, MenuEntry[]>>();
const handlers = new WeakMap<readonly WebFeature[], SocketHandlers>();

/** The entries of one menu, read from the feature list (`useFeatures`; computed once). */
export function navOf(features: readonly WebFeature[], menu: NavMenu): MenuEntry[] {
  let byMenu = menus.get(features);
  if (!byMenu) menus.set(features, (byMenu = new Map()));
  let entries = byMenu.get(menu);
  if (!entries) {
    entries = menuEntries(features, menu);
    byMenu.set(menu, entries);
  }
  return entries;
}

/** The notification socket's handlers, from every feature (computed once). */
export function socketHandlersOf(features: readonly WebFeature[]): SocketHandlers {
  let found = handlers.get(features);
  if (!found) {
    found = {
      notifications: notificationHandlersByType(features),
      frames: socketFrameHandlers(features),
    };
    handlers.set(features, found);
  }
  return found;
}
