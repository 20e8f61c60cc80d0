/** What the relationship module announces, once the change is committed. */
export interface RelationshipFacts {
  /** `senderId` invited `receiverId`. */
  'relationship.invitation_sent': { senderId: string; receiverId: string };
  /** `accepterId` accepted the invitation that `senderId` had sent. */
  'relationship.invitation_accepted': { senderId: string; accepterId: string };
}
