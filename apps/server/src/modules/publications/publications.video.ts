/**
 * Video links: only YouTube and Vimeo, normalised to their embed URL so the web app shows a
 * player without ever putting a member's raw link into an iframe; or an uploaded MP4/WebM
 * of this server (`/media/<key>.mp4|webm`), which the service checks is the author's own.
 */
import type { PublicationVideo } from '@koinonia/contracts';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

const UPLOADED_VIDEO = /^\/media\/[A-Za-z0-9_-]+\.(?:mp4|webm)$/;

/** `path` when it names an uploaded video of this server (a media path, not a full URL). */
export function uploadedVideoPath(path: string): string | undefined {
  return UPLOADED_VIDEO.test(path) ? path : undefined;
}

/** The embed form of a YouTube or Vimeo link, or undefined for any other link. */
export function embedVideo(link: string): PublicationVideo | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter((part) => part !== '');
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? (url.searchParams.get('v') ?? undefined)
          : parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live'
            ? parts[1]
            : undefined;
    return id && YOUTUBE_ID.test(id)
      ? { kind: 'youtube', url: `https://www.youtube-nocookie.com/embed/${id}` }
      : undefined;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' && parts[0] === 'video' ? parts[1] : parts[0];
    return id && VIMEO_ID.test(id)
      ? { kind: 'vimeo', url: `https://player.vimeo.com/video/${id}` }
      : undefined;
  }
  return undefined;
}
