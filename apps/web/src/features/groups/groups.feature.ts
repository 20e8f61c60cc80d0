import { defineFeature } from '@/shared/feature/feature';
import { biHouseHeart } from '@/shared/ui/icons.generated';
import nav from './groups.feature.fr.json';

/** Groups (spec §2: /feed/groups): its entries wait, disabled with '(bientôt)', for its issue. */
export const groupsFeature = defineFeature(
  {
    name: 'groups',
    soon: true,
    nav: [{ menu: 'profile', label: 'groups', to: '/feed/groups', icon: biHouseHeart, order: 50 }],
  },
  nav,
);
