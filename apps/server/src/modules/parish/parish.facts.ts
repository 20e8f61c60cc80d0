/**
 * What the parish module announces, recorded with the write that causes it and delivered after
 * commit (platform/outbox.ts); its listeners turn them into notifications.
 */
export interface ParishFacts {
  /** `requesterId` sent a request to the page: its admins hear of it. */
  'parish.request_created': { groupId: string; requestId: string; requesterId: string };
  /** An admin changed the request's status: its member hears of it. */
  'parish.request_status_changed': {
    groupId: string;
    requestId: string;
    requesterId: string;
    actorId: string;
  };
  /** `authorId` wrote in the request: the other side hears of it. */
  'parish.request_message': {
    groupId: string;
    requestId: string;
    requesterId: string;
    authorId: string;
  };
}
