import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeToken } from '@/test/tokens';
import { uploadImage } from './upload-image';

const token = fakeToken({ user_id: 'me' });
beforeEach(() => saveSession({ access: token, refresh: 'r' }));

describe('uploadImage (spec §7, §8)', () => {
  it('posts the file, preset and cloud name as multipart with the bearer token', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ secure_url: '/media/abc.webp', public_id: 'abc' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['x'], 'photo.png', { type: 'image/png' });

    expect(await uploadImage(file, 'image')).toBe('/media/abc.webp');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/media/upload/');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('photo.png');
    expect(body.get('upload_preset')).toBe('koinonia');
    expect(body.get('cloud_name')).toBe('koinonia');
    expect(body.get('resource_type')).toBe('image');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token}`);
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('returns null and logs on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: "Ce fichier n'est pas une image.", code: 'x' }, { status: 415 }),
      ),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await uploadImage(new File(['x'], 'a.png'))).toBeNull();
    expect(log).toHaveBeenCalled();
  });
});
