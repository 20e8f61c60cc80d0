import { defineFeature } from '@/shared/feature/feature';
import nav from './videos.feature.fr.json';

const tabs = () => import('./ProfileVideosTabs');

/**
 * The video publications and their player pages (spec §2), under two names, and the profiles'
 * 'Vidéos' tab.
 */
export const videosFeature = defineFeature(
  {
    name: 'videos',
    routes: {
      app: ['feed/videos', 'feed/post-videos'].flatMap((path) => [
        {
          path,
          lazy: () => import('./VideosPage').then((m) => ({ Component: m.VideosPage })),
        },
        {
          path: `${path}/details`,
          lazy: () => import('./VideosPage').then((m) => ({ Component: m.VideoDetailsPage })),
        },
      ]),
    },
    profileTabs: [
      {
        path: 'videos',
        label: 'videos',
        order: 50,
        own: { lazy: () => tabs().then((m) => ({ Component: m.OwnVideosTab })) },
        member: { lazy: () => tabs().then((m) => ({ Component: m.MemberVideosTab })) },
      },
    ],
  },
  nav,
);
