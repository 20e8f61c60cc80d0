/**
 * What the albums' API tests share: an album made through the API, photos added through the
 * multipart route (real JPEGs through the media module's image path), and the lists read back.
 */
import type { Album, AlbumItem, AlbumItemPage, Notification } from '@koinonia/contracts';
import type { Member } from '../../test/factories.ts';
import { ok } from '../../test/http.ts';
import type { TestApp } from '../../test/test-app.ts';
import { noisyJpeg } from '../media/media.fixtures.ts';

export function albumCalls(t: () => TestApp) {
  const call = (
    who: Member,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
  ) => t().app.inject({ method, url, headers: who.headers, ...(body ? { payload: body } : {}) });

  return {
    call,

    async createAlbum(owner: Member, body: object = {}): Promise<Album> {
      return ok<Album>(
        await call(owner, 'POST', '/api/albums/', {
          title: 'Pèlerinage',
          audience: 'friends',
          ...body,
        }),
        201,
      );
    },

    /** A photo per caption (noisy JPEGs `width` px wide) added by `who`, in one request. */
    async addPhotos(
      who: Member,
      album: Pick<Album, 'id'>,
      captions: string[] = [''],
      width = 200,
    ): Promise<AlbumItem[]> {
      const files = await Promise.all(
        captions.map(async (_, n) => ({
          bytes: await noisyJpeg(width + n, Math.round(width * 0.75)),
          name: `photo-${n}.jpg`,
          type: 'image/jpeg',
          field: 'files',
        })),
      );
      // The captions, one per file, in order (multipart repeats the field).
      const withCaptions = await multipartWithCaptions(captions, files);
      return ok<AlbumItem[]>(
        await t().app.inject({
          method: 'POST',
          url: `/api/albums/${album.id}/items/`,
          headers: { ...who.headers, ...withCaptions.headers },
          payload: withCaptions.payload,
        }),
        201,
      );
    },

    /** Sends `files` (photos and videos, as the web does) with one caption each; the raw answer. */
    async send(
      who: Member,
      album: Pick<Album, 'id'>,
      files: readonly { bytes: Uint8Array; name: string; type: string }[],
    ) {
      const form = await multipartWithCaptions(
        files.map((file) => file.name),
        files.map((file) => ({ ...file, field: 'files' })),
      );
      return t().app.inject({
        method: 'POST',
        url: `/api/albums/${album.id}/items/`,
        headers: { ...who.headers, ...form.headers },
        payload: form.payload,
      });
    },

    async items(who: Member, album: Pick<Album, 'id'>): Promise<AlbumItem[]> {
      return ok<AlbumItemPage>(await call(who, 'GET', `/api/albums/${album.id}/items/`)).results;
    },

    async notifications(who: Member): Promise<Notification[]> {
      return ok<{ results: Notification[] }>(await call(who, 'GET', '/api/notifications/')).results;
    },
  };
}

/** A form with one `caption` per file, then the files, as the web sends it. */
async function multipartWithCaptions(
  captions: readonly string[],
  files: readonly { bytes: Uint8Array; name: string; type: string; field: string }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const caption of captions) form.append('caption', caption);
  for (const file of files) {
    form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
