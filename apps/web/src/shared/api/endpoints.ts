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
