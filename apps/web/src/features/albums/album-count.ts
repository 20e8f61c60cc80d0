import type { Album } from '@koinonia/contracts';
import { counted } from '@/shared/i18n/plural';
import '@/features/albums/albums.texts';

/** What an album holds: '24 photos', '1 vidéo', '3 photos · 2 vidéos' ('0 photo' when empty). */
export function albumCount(album: Pick<Album, 'count' | 'video_count'>): string {
  const photos = album.count - album.video_count;
  const parts = [
    ...(photos > 0 || album.video_count === 0 ? [counted(photos, 'albums.count')] : []),
    ...(album.video_count > 0 ? [counted(album.video_count, 'albums.videoCount')] : []),
  ];
  return parts.join(' · ');
}
