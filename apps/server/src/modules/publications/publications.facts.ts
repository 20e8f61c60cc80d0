/**
 * What the publications module announces, recorded with the write that causes it and delivered
 * after commit (platform/outbox.ts). The notifications module turns them into notifications.
 */
export interface PublicationsFacts {
  /**
   * A publication that others may see (not 'private') was published: to the author's friends,
   * or, with `groupId`, to that group's members.
   */
  'publications.published': {
    publicationId: string;
    authorId: string;
    groupId?: string | null;
    /** In an event's discussion: nobody is notified (the event page shows it). */
    eventId?: string | null;
  };
  /** `actorId` reacted (a new reaction, not a change) to `authorId`'s publication. */
  'publications.reacted': { publicationId: string; authorId: string; actorId: string };
  /**
   * `actorId` commented on `publicationAuthorId`'s publication; for a reply, `answeredId` is the
   * author of the comment answered, when they may still see the publication.
   */
  'publications.commented': {
    publicationId: string;
    commentId: string;
    publicationAuthorId: string;
    actorId: string;
    answeredId: string | null;
    /** The first words of the publication and of the comment, for the notification. */
    publicationExcerpt?: string;
    quote?: string;
  };
  /** `actorId` reacted (a new reaction) to `commentAuthorId`'s comment. */
  'publications.comment_reacted': {
    publicationId: string;
    commentId: string;
    commentAuthorId: string;
    actorId: string;
  };
  /**
   * A publication's thread changed for its readers: a comment or a reply (new, edited or
   * deleted: `commentId`), a reaction on it or on one of its comments, or an edit of the
   * publication by `actorId`. Heard by its live thread (publications.live.ts): the members who
   * have it on screen re-fetch it; not stored beyond the outbox.
   */
  'publications.thread_changed': {
    publicationId: string;
    actorId: string;
    change: 'comment' | 'reaction' | 'edit';
    commentId: string | null;
  };
  /**
   * A publication's audience was set: at its creation (`created`, any audience, 'private' too)
   * or changed by an edit. The feed's timelines place it (docs/adr/0027-feed-timelines.md).
   */
  'publications.audience_set': { publicationId: string; created: boolean };
  /**
   * A publication was deleted: the author's other tabs and the friends who could see it drop it;
   * its uploaded video (`videoUrl`, a `/media/` path) is deleted by the media module.
   */
  'publications.removed': {
    publicationId: string;
    authorId: string;
    sharedWithFriends: boolean;
    videoUrl?: string | null;
    /** The group or page it was published in: its members' timelines drop it. */
    groupId?: string | null;
  };
  /**
   * The author edited a publication or comment that moderation hid: the moderation module puts
   * it back in the queue (docs/adr/0021-moderation.md).
   */
  'publications.hidden_edited': { type: 'publication' | 'comment'; id: string };
  /**
   * An edit replaced (or took off) the publication's uploaded video: the old one (`videoUrl`,
   * a `/media/` path) is deleted by the media module once no publication refers to it.
   */
  'publications.video_replaced': {
    publicationId: string;
    authorId: string;
    videoUrl: string;
  };
}
