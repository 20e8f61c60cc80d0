import { HOME_PATH } from '@/shared/constants';

/**
 * Turns a `redirectTo` value into a path that is safe to navigate to after
 * sign-in. Only same-origin relative paths starting with a single '/' are
 * honoured; anything else ('//evil', '/\\evil', 'https://…', 'javascript:')
 * falls back to the home page, which closes the open-redirect hole.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = HOME_PATH): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters and whitespace can be stripped by URL parsers into '//'.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || /\s/.test(char)) return fallback;
  }
  try {
    const base = 'http://koinonia.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in URL that brings a guest back to `path` afterwards. */
export function signInUrlFor(path: string): string {
  return `/auth/sign-in?redirectTo=${encodeURIComponent(path)}`;
}
