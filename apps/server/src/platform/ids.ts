/**
 * Whether `id` is a well-formed uuid. Services check ids from paths with it before any query:
 * a malformed id answers 404 like an unknown one (never a hint, never a database error).
 */
export const isUuid = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
