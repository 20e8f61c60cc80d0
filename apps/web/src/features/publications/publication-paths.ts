/** A publication on its own page (spec §2: /feed/publica-details/{publicaId}). */
export function detailsHref(publicationId: string): string {
  return `/feed/publica-details/${encodeURIComponent(publicationId)}`;
}

/** The two video lists of spec §2; each has its player page under `/details`. */
export type VideosBase = '/feed/videos' | '/feed/post-videos';

/** A video's player page: /feed/videos/details?id={id} (or under /feed/post-videos). */
export function videoDetailsHref(publicationId: string, base: VideosBase = '/feed/videos'): string {
  return `${base}/details?id=${encodeURIComponent(publicationId)}`;
}

/** The group or page a publication was published in (/feed/groups/{groupId}). */
export function groupHref(groupId: string): string {
  return `/feed/groups/${encodeURIComponent(groupId)}`;
}
