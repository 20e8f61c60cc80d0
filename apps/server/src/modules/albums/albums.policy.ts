/**
 * Who may do what with an album (docs/adr/0015-policies-and-sub-domain-services.md). Who sees
 * it is the repository's SQL (albums.sql.ts): one who may not gets 404 first.
 * - The owner edits, reorders, sets the cover and deletes the album, and removes any item.
 * - A member removes the items they added, and edits their caption and alt text.
 * - Adding: the owner always (an event's album once the event has started); with contributors
 *   'members', the audience's members too: the owner's friends (a public or friends album), the
 *   group's members, the event's participants (going) once it has started. A private album has
 *   no contributors.
 */
import { AppError } from '../../platform/errors.ts';
import { ALBUMS_TEXTS } from './albums.texts.ts';

export type AlbumAction = 'edit' | 'item:remove' | 'item:edit';

export function refusal(
  me: string,
  action: AlbumAction,
  album: { ownerId: string },
  item?: { addedBy: string },
): AppError | undefined {
  if (me === album.ownerId) return undefined;
  switch (action) {
    case 'edit':
      return new AppError(403, 'forbidden', ALBUMS_TEXTS.notOwner);
    case 'item:remove':
    case 'item:edit':
      return item?.addedBy === me
        ? undefined
        : new AppError(403, 'forbidden', ALBUMS_TEXTS.itemNotYours);
  }
}

export function authorize(
  me: string,
  action: AlbumAction,
  album: { ownerId: string },
  item?: { addedBy: string },
): void {
  const refused = refusal(me, action, album, item);
  if (refused) throw refused;
}

/** What decides whether a member may add (the service gathers it). */
export interface AddContext {
  isOwner: boolean;
  contributors: 'owner' | 'members';
  audience: 'public' | 'friends' | 'private' | 'group' | 'event';
  isFriend: boolean;
  isGroupMember: boolean;
  /** For an event's album: is going, and the event has started. */
  isParticipant: boolean;
  eventStarted: boolean;
}

export function addRefusal(c: AddContext): AppError | undefined {
  if (c.audience === 'event' && !c.eventStarted) {
    return new AppError(409, 'conflict', ALBUMS_TEXTS.notStarted);
  }
  if (c.isOwner) return undefined;
  const allowed =
    c.contributors === 'members' &&
    ((c.audience === 'group' && c.isGroupMember) ||
      (c.audience === 'event' && c.isParticipant) ||
      ((c.audience === 'public' || c.audience === 'friends') && c.isFriend));
  return allowed ? undefined : new AppError(403, 'forbidden', ALBUMS_TEXTS.mayNotAdd);
}
