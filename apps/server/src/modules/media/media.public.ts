/**
 * What other modules may read of the media table in their own statements
 * (docs/adr/0014-table-ownership-in-sql.md): the state of an uploaded video, by its path, for
 * the publications' cards (docs/adr/0017-video-pipeline.md).
 */
import type { VideoStatus } from '@koinonia/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { mediaPath } from '../../platform/media-storage.ts';

/** A video's state as `videoStateJson` builds it. */
export interface VideoStateJson {
  status: VideoStatus;
  progress: number;
  poster_key: string | null;
  duration_ms: number | null;
  width: number;
  height: number;
  failure: string | null;
}

/** The state of the file recorded at `url` (an SQL expression), as JSON; null when unknown. */
export const videoStateJson = (url: SQL): SQL =>
  sql`(select json_build_object('status', m.status, 'progress', m.progress,
    'poster_key', m.poster_key, 'duration_ms', m.duration_ms, 'width', m.width,
    'height', m.height, 'failure', m.failure) from media m where m.url = ${url})`;

/**
 * The path (`/media/<key>`) of the video whose poster is stored under `posterKey` (an SQL
 * value), or null: the albums' guard answers for an album video's poster too.
 */
export const videoOfPoster = (posterKey: SQL): SQL =>
  sql`(select m.url from media m where m.poster_key = ${posterKey})`;

/** The API's fields of a video's state (publications' `video`, the socket's `video_progress`). */
export interface VideoState {
  status: VideoStatus;
  progress: number;
  poster_url: string | null;
  duration: number | null;
  width: number | null;
  height: number | null;
  failure: string | null;
}

export function presentVideoState(row: VideoStateJson): VideoState {
  const ready = row.status === 'ready';
  return {
    status: row.status,
    progress: ready ? 100 : row.progress,
    poster_url: row.poster_key ? mediaPath(row.poster_key) : null,
    duration: row.duration_ms === null ? null : row.duration_ms / 1000,
    width: row.width > 0 ? row.width : null,
    height: row.height > 0 ? row.height : null,
    failure: row.failure,
  };
}
