/** /feed/albums (spec §2) and an album's page (ours: docs/spec-deviations.md). */
export const ALBUMS_PATH = '/feed/albums';
export const albumPath = (id: string) => `${ALBUMS_PATH}/${encodeURIComponent(id)}`;
