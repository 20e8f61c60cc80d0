import type { NavMenu, SocketHandlers } from '@/shared/feature/feature';
import {
  menuEntries,
  notificationHandlersByType,
  socketFrameHandlers,
  type MenuEntry,
} from '../compose-features';
import { FEATURES } from '../features';

const menus = new Map<NavMenu, MenuEntry[]>();

/** The entries of one menu, read from the feature list (computed once). */
export function navOf(menu: NavMenu): MenuEntry[] {
  let entries = menus.get(menu);
  if (!entries) {
    entries = menuEntries(FEATURES, menu);
    menus.set(menu, entries);
  }
  return entries;
}

/** The notification socket's handlers, from every feature. */
export const socketHandlers: SocketHandlers = {
  notifications: notificationHandlersByType(FEATURES),
  frames: socketFrameHandlers(FEATURES),
};
