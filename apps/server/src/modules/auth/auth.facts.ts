/** What the auth module announces, once the change is committed. */
export interface AuthFacts {
  /** A session of `userId` ended (its refresh-token family is revoked). */
  'auth.signed_out': { userId: string };
  /** `userId` reset their password: every session of theirs is revoked. */
  'auth.password_reset': { userId: string };
}
