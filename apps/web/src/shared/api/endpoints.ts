/**
 * Base URLs of the API (ARCHITECTURE.md, "The API"). Each one can be pointed at a
 * separately deployed service through a VITE_* variable; the default is the
 * same origin.
 */
const origin = (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? '';

/**
 * The base URL of an API path, or the VITE_* variable that points it elsewhere. A feature that
 * only its own lazy chunks call (the admin console) names its base there, not in this file,
 * which is in the first chunk of every page.
 */
export function base(variable: string | undefined, path: string): string {
  return (variable ?? `${origin}${path}`).replace(/\/$/, '');
}

export const authUrl = base(import.meta.env.VITE_AUTH_URL as string | undefined, '/api/auth');
export const userUrl = base(import.meta.env.VITE_USER_URL as string | undefined, '/api/users');
export const relationShipUrl = base(
  import.meta.env.VITE_RELATIONSHIP_URL as string | undefined,
  '/api/relationship',
);
export const notificationUrl = base(
  import.meta.env.VITE_NOTIFICATION_URL as string | undefined,
  '/api/notifications',
);
export const publicationsUrl = base(
  import.meta.env.VITE_PUBLICATIONS_URL as string | undefined,
  '/api/publications',
);
export const groupsUrl = base(import.meta.env.VITE_GROUPS_URL as string | undefined, '/api/groups');
export const blogsUrl = base(import.meta.env.VITE_BLOGS_URL as string | undefined, '/api/blogs');
export const eventsUrl = base(import.meta.env.VITE_EVENTS_URL as string | undefined, '/api/events');
export const helpUrl = base(import.meta.env.VITE_HELP_URL as string | undefined, '/api/help');
export const termsUrl = base(import.meta.env.VITE_TERMS_URL as string | undefined, '/api/terms');
export const rolesUrl = base(import.meta.env.VITE_ROLES_URL as string | undefined, '/api/roles');
/** GET: the signed-in member's community roles (features/roles; app/first-screen-pages.ts). */
export const myRolesUrl = `${rolesUrl}/me/`;
export const messagingUrl = base(
  import.meta.env.VITE_MESSAGING_URL as string | undefined,
  '/api/messaging',
);

/** ws://host or wss://host of the page, or of VITE_API_ORIGIN when set. */
function socketOrigin(): string {
  const page = new URL(origin || window.location.origin, window.location.href);
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}`;
}

/** The two sockets (spec §7: /ws/notifications and /ws/messages on the same host). */
export function notifWebsocketUrl(): string {
  const configured = import.meta.env.VITE_NOTIF_WEBSOCKET_URL as string | undefined;
  return (configured ?? `${socketOrigin()}/ws/notifications`).replace(/\/$/, '');
}
export function chatWebsocketUrl(): string {
  const configured = import.meta.env.VITE_CHAT_WEBSOCKET_URL as string | undefined;
  return (configured ?? `${socketOrigin()}/ws/messages`).replace(/\/$/, '');
}

/**
 * The image host (spec §7: multipart file, upload preset, cloud name). Our own
 * media module by default; any Cloudinary-shaped host can be configured.
 */
export const mediaUploadUrl =
  (import.meta.env.VITE_MEDIA_UPLOAD_URL as string | undefined) ?? `${origin}/api/media/upload/`;
export const uploadPreset =
  (import.meta.env.VITE_UPLOAD_PRESET as string | undefined) ?? 'koinonia';
export const cloudName = (import.meta.env.VITE_CLOUD_NAME as string | undefined) ?? 'koinonia';
