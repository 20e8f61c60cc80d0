import { defineFeature } from '@/shared/feature/feature';
import nav from './activity.feature.fr.json';

const tabs = () => import('./ProfileActivityTabs');

/** What a member published, commented and reacted to: the profiles' 'Activité' tab. */
export const activityFeature = defineFeature(
  {
    name: 'activity',
    profileTabs: [
      {
        path: 'activity',
        label: 'activity',
        order: 70,
        own: { lazy: () => tabs().then((m) => ({ Component: m.OwnActivityTab })) },
        member: { lazy: () => tabs().then((m) => ({ Component: m.MemberActivityTab })) },
      },
    ],
  },
  nav,
);
