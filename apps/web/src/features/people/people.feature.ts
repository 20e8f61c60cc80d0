import { redirect, type LoaderFunctionArgs } from 'react-router';
import { defineFeature } from '@/shared/feature/feature';
import { getUserId } from '@/shared/session/session';

const TABS = [
  ['feed', 'PeopleFeedTab'],
  ['about', 'PeopleAboutTab'],
  ['connections', 'PeopleConnectionsTab'],
  ['media', 'PeopleMediaTab'],
  ['videos', 'PeopleVideosTab'],
  ['events', 'PeopleEventsTab'],
  ['activity', 'PeopleActivityTab'],
] as const;

/** /feed/people-profile/{my own id}/… is the own profile (spec §2). */
export function ownIdLoader({ params }: LoaderFunctionArgs): null {
  if (params.userId && params.userId === getUserId()) throw redirect('/profile/feed');
  return null;
}

/** Another member's profile layout and its tabs (spec §2), wide. */
export const peopleFeature = defineFeature({
  name: 'people',
  routes: {
    app: [
      {
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
          ...TABS.map(([path, name]) => ({
            path,
            lazy: () => import('./PeopleTabs').then((m) => ({ Component: m[name] })),
          })),
        ],
      },
    ],
  },
});
