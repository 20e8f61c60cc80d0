import type { NotificationMore } from '@koinonia/contracts';

/**
 * Where a hide decision's notification leads its author (docs/adr/0021-moderation.md): the
 * publication the item is on, with the case and the item in the address, so that the item
 * offers 'Demander un réexamen' (HiddenNotice). Null when the item has no page of its own here.
 */
export function hiddenItemPath(more: NotificationMore): string | null {
  if (!more.publication || !more.id || !more.target_id) return null;
  const params = new URLSearchParams({ reexamen: more.id, cible: more.target_id });
  return `/feed/publica-details/${encodeURIComponent(more.publication)}?${params.toString()}`;
}
