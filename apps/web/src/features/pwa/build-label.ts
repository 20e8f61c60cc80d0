/**
 * The build's id as a member reads it: a build named by the time it was made ('2026-11-27T16:49…',
 * vite.config.ts) reads as the date and time of that build ('27 novembre 2026 à 16:49'); a name
 * the deploy gave (`KOINONIA_BUILD_ID`, a release or a commit) stays as it is.
 */
export function buildLabel(id: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(id)) return id;
  const date = new Date(id);
  if (Number.isNaN(date.getTime())) return id;
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
