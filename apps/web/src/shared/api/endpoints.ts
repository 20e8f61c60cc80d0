/**
 * Base URLs of the API (ARCHITECTURE.md, "The API"). Each one can be pointed at a
 * separately deployed service through a VITE_* variable; the default is the
 * same origin.
 */
const origin = (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? '';

function base(variable: string | undefined, path: string): string {
  return (variable ?? `${origin}${path}`).replace(/\/$/, '');
}

export const authUrl = base(import.meta.env.VITE_AUTH_URL as string | undefined, '/api/auth');
export const userUrl = base(import.meta.env.VITE_USER_URL as string | undefined, '/api/users');
export const relationShipUrl = base(
  import.meta.env.VITE_RELATIONSHIP_URL as string | undefined,
  '/api/relationship',
);

/**
 * The image host (spec §7: multipart file, upload preset, cloud name). Our own
 * media module by default; any Cloudinary-shaped host can be configured.
 */
export const mediaUploadUrl =
  (import.meta.env.VITE_MEDIA_UPLOAD_URL as string | undefined) ?? `${origin}/api/media/upload/`;
export const uploadPreset =
  (import.meta.env.VITE_UPLOAD_PRESET as string | undefined) ?? 'koinonia';
export const cloudName = (import.meta.env.VITE_CLOUD_NAME as string | undefined) ?? 'koinonia';
