import type { PublicationVideo } from '@koinonia/contracts';

/**
 * The link a member would paste for a YouTube or Vimeo video, from the embed URL the server
 * keeps (the server turns it back into the embed URL). Empty for none or an uploaded video.
 */
export function videoLink(video: PublicationVideo | null): string {
  if (!video || video.kind === 'upload') return '';
  const id = video.url.split('/').filter(Boolean).pop() ?? '';
  return video.kind === 'youtube'
    ? `https://www.youtube.com/watch?v=${id}`
    : `https://vimeo.com/${id}`;
}
