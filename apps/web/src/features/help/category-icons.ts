import type { HelpCategorySlug } from '@koinonia/contracts';
import { biCalendarEvent } from '@/shared/ui/icons/biCalendarEvent';
import { biChatDots } from '@/shared/ui/icons/biChatDots';
import { biGear } from '@/shared/ui/icons/biGear';
import { biImages } from '@/shared/ui/icons/biImages';
import { biNewspaper } from '@/shared/ui/icons/biNewspaper';
import { biPencilSquare } from '@/shared/ui/icons/biPencilSquare';
import { biPeople } from '@/shared/ui/icons/biPeople';
import { biPeopleFill } from '@/shared/ui/icons/biPeopleFill';
import { biPerson } from '@/shared/ui/icons/biPerson';
import { biShieldLock } from '@/shared/ui/icons/biShieldLock';
import { biStars } from '@/shared/ui/icons/biStars';

/** Each help category's icon (decorative: the category's name says it). */
export const CATEGORY_ICONS: Record<HelpCategorySlug, string> = {
  'premiers-pas': biStars,
  'mon-profil': biPerson,
  'amis-et-invitations': biPeople,
  publications: biPencilSquare,
  messagerie: biChatDots,
  groupes: biPeopleFill,
  evenements: biCalendarEvent,
  albums: biImages,
  actualites: biNewspaper,
  'confidentialite-et-securite': biShieldLock,
  'mon-compte': biGear,
};

export const iconOf = (slug: string): string => CATEGORY_ICONS[slug as HelpCategorySlug] ?? biStars;
