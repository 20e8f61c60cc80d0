/**
 * What the albums module announces (image rights: docs/adr/0018-albums.md), recorded with the
 * write that causes it and delivered after commit (platform/outbox.ts); its listeners turn them
 * into notifications.
 */
export interface AlbumsFacts {
  /** `actorId` tagged `userId` on the item. */
  'albums.tagged': { albumId: string; itemId: string; userId: string; actorId: string };
  /** `actorId`, tagged on the item, asks `userId` (who added it) to remove it. */
  'albums.removal_requested': {
    albumId: string;
    itemId: string;
    userId: string;
    actorId: string;
  };
  /** `actorId` (who added the item) kept or deleted it: `userId` had asked. */
  'albums.removal_decided': {
    albumId: string;
    itemId: string;
    userId: string;
    actorId: string;
    decision: 'kept' | 'deleted';
  };
}
