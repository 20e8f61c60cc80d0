import type { AlbumItem, ErrorResponse } from '@koinonia/contracts';
import { ApiError } from '@/shared/api/api-error';
import { refreshAccessToken } from '@/shared/api/client';
import { getAccessToken } from '@/shared/session/session';
import { itemsUrl } from './albums.queries';
import '@/features/albums/albums.texts';

/** One file sent to an album, with its caption and alt text. */
export interface ItemUpload {
  file: File;
  caption: string;
  alt: string;
}

function sendOnce(
  albumId: string,
  upload: ItemUpload,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('caption', upload.caption);
    form.append('alt', upload.alt);
    form.append('files', upload.file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', itemsUrl(albumId));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.send(form);
  });
}

/**
 * Sends one file to `POST /api/albums/{id}/items/` with XHR, for its upload progress (fetch
 * has none). One file per request: the server takes a request whole or not at all, so a
 * refused file leaves nothing behind and the others are kept. A 401 refreshes the session
 * once, as `apiRequest` does.
 */
export async function uploadItem(
  albumId: string,
  upload: ItemUpload,
  onProgress: (fraction: number) => void,
): Promise<AlbumItem> {
  let answer = await sendOnce(albumId, upload, getAccessToken(), onProgress);
  if (answer.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) answer = await sendOnce(albumId, upload, fresh, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) {
    const [item] = answer.body as AlbumItem[];
    if (item) return item;
  }
  throw new ApiError(answer.status, answer.body as Partial<ErrorResponse> | null);
}

/** The toast once every file is in: it names what was added (one photo, a video, several). */
export function uploadDoneKey(added: readonly Pick<AlbumItem, 'kind'>[]) {
  const videos = added.filter((item) => item.kind === 'video').length;
  if (added.length === 1) {
    return videos === 1
      ? ('albums.upload.videoDone' as const)
      : ('albums.upload.photoDone' as const);
  }
  if (videos === 0) return 'albums.upload.allDone' as const;
  return videos === added.length
    ? ('albums.upload.videosDone' as const)
    : ('albums.upload.mixedDone' as const);
}
