import { defineFeature } from '@/shared/feature/feature';
import nav from './albums.feature.fr.json';

/**
 * Albums (spec §2: /feed/albums; docs/adr/0018-albums.md): the member's, their friends' and
 * their groups' albums, an album's page (/feed/albums/{albumId}, ours) with its viewer, the
 * upload and the owner's order. A group's page and an event's page show theirs through
 * albums.ui.ts. Every page is its own lazy chunk (@dnd-kit only in the album's).
 */
export const albumsFeature = defineFeature(
  {
    name: 'albums',
    routes: {
      app: [
        {
          path: 'feed/albums',
          lazy: () => import('./AlbumsPage').then((m) => ({ Component: m.AlbumsPage })),
        },
        {
          path: 'feed/albums/:albumId',
          lazy: () => import('./AlbumPage').then((m) => ({ Component: m.AlbumPage })),
        },
      ],
    },
    nav: [{ menu: 'profile', label: 'albums', to: '/feed/albums', icon: 'biImages', order: 42 }],
    socketFrames: {
      // A video item's transcode moving on (docs/adr/0017-video-pipeline.md).
      video_progress: (frame, queryClient) =>
        void import('./album-video').then((m) => m.handleAlbumVideoProgress(frame, queryClient)),
    },
  },
  nav,
);
