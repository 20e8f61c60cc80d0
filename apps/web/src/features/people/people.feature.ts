import { redirect, type LoaderFunctionArgs } from 'react-router';
import { defineFeature } from '@/shared/feature/feature';
import { getUserId } from '@/shared/session/session';
import nav from './people.feature.fr.json';

const tab = (name: 'PeopleAboutTab' | 'PeopleConnectionsTab' | 'PeopleMediaTab') => ({
  lazy: () => import('./PeopleTabs').then((m) => ({ Component: m[name] })),
});

/** /feed/people-profile/{my own id}/… is the own profile (spec §2). */
export function ownIdLoader({ params }: LoaderFunctionArgs): null {
  if (params.userId && params.userId === getUserId()) throw redirect('/profile/feed');
  return null;
}

/**
 * Another member's profile layout (spec §2), wide, with its tabs: 'À propos', 'Connexions' and
 * 'Médias' are this feature's; the others come with the features that add them.
 */
export const peopleFeature = defineFeature(
  {
    name: 'people',
    routes: {
      app: [
        {
          // Another member's profile: the features' profile tabs hang here (`PROFILE_ROUTES`).
          id: 'people-profile',
          path: 'feed/people-profile/:userId',
          handle: { wide: true },
          loader: ownIdLoader,
          lazy: () =>
            import('./PeopleProfileLayout').then((m) => ({ Component: m.PeopleProfileLayout })),
          children: [
            {
              index: true,
              loader: ({ params }) =>
                redirect(`/feed/people-profile/${encodeURIComponent(params.userId ?? '')}/feed`),
            },
          ],
        },
      ],
    },
    profileTabs: [
      { path: 'about', label: 'about', order: 20, member: tab('PeopleAboutTab') },
      { path: 'connections', label: 'connections', order: 30, member: tab('PeopleConnectionsTab') },
      { path: 'media', label: 'media', order: 40, member: tab('PeopleMediaTab') },
    ],
  },
  nav,
);
