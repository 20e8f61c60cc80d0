import { defineFeature } from '@/shared/feature/feature';
import { biCalendarEvent } from '@/shared/ui/icons.generated';
import nav from './events.feature.fr.json';

/** Events (spec §2: /feed/events): its entries wait, disabled with '(bientôt)', for its issue. */
export const eventsFeature = defineFeature(
  {
    name: 'events',
    soon: true,
    nav: [
      { menu: 'profile', label: 'events', to: '/feed/events', icon: biCalendarEvent, order: 40 },
    ],
  },
  nav,
);
