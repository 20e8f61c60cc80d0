/**
 * The `client_id` of a send (a publication, a comment, a reply): the same draft sent again
 * after a failure keeps its id, so the server stores it once and answers the stored item
 * (ADR 0005); a new draft, or one that went through, gets a new id.
 */
export class RetryId {
  private current: { key: string; id: string } | null = null;

  /** The id for this draft (its content as `key`). */
  for(key: string): string {
    if (this.current?.key !== key) this.current = { key, id: crypto.randomUUID() };
    return this.current.id;
  }

  /** The draft went through: the next one is new. */
  done(): void {
    this.current = null;
  }
}
