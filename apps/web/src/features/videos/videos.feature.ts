import { defineFeature } from '@/shared/feature/feature';

/** The video publications and their player pages (spec §2), under two names. */
export const videosFeature = defineFeature({
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
});
