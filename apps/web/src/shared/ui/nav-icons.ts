/**
 * The menus' icons, by name. A feature's manifest names its entry's icon (`icon: 'biBell'`)
 * rather than holding its SVG: the manifests are in the first chunk every page loads (the
 * sign-in page included, ADR 0010), the menus only in the signed-in layout's, which imports
 * this map. A new menu icon is one line here.
 */
import { biFlag } from './icons/biFlag';
import { biGift } from './icons/biGift';
import { biImages } from './icons/biImages';
import {
  biBell,
  biCalendarEvent,
  biChatDots,
  biGear,
  biHeart,
  biHouseDoor,
  biHouseHeart,
  biNewspaper,
  biPeople,
  biShieldLock,
} from './icons.generated';

export const NAV_ICONS = {
  biBell,
  biCalendarEvent,
  biChatDots,
  biFlag,
  biGear,
  biGift,
  biHeart,
  biHouseDoor,
  biHouseHeart,
  biImages,
  biNewspaper,
  biPeople,
  biShieldLock,
} as const;

export type NavIconName = keyof typeof NAV_ICONS;
