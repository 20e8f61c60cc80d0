/** What the relationship module announces, once the change is committed. */
export interface RelationshipFacts {
  /** `senderId` invited `receiverId`. */
  'relationship.invitation_sent': { senderId: string; receiverId: string };
  /** `accepterId` accepted the invitation that `senderId` had sent. */
  'relationship.invitation_accepted': { senderId: string; accepterId: string };
  /**
   * The two members became friends, stopped being friends, or one blocked or unblocked the
   * other: what each sees of the other changed (the feed's timelines are rebuilt).
   */
  'relationship.changed': { userIds: [string, string] };
}
