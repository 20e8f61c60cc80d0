/**
 * Who may change or delete a publication or a comment, read in one place (the shape of
 * Outline's server/policies): pure functions over what the service loaded. Who sees one is the
 * repository's `visibleTo` rule (404 otherwise); who may publish, comment or react in a group or
 * an event is that module's policy, asked through its service (`assertMayPublish`,
 * `assertMayTakePart`, `assertMayDiscuss`).
 *
 * - A publication is edited by its author; deleted by its author or by whoever moderates where
 *   it was published (a group's moderators, an event's organisers).
 * - A comment is edited by its author; deleted by its author, the publication's author, or
 *   whoever moderates where the publication was published.
 */
import { AppError } from '../../platform/errors.ts';
import { PUBLICATIONS_TEXTS } from './publications.texts.ts';

export type PublicationAction =
  'publication:edit' | 'publication:remove' | 'comment:edit' | 'comment:remove';

/** What the rules read: who wrote it, and for a comment who wrote its publication. */
export interface Authorship {
  authorId: string;
  /** A comment's publication's author. */
  publicationAuthorId?: string;
}

const forbidden = (message: string) => new AppError(403, 'forbidden', message);

/**
 * Why `me` may not do `action`; undefined when they may. `moderator`: `me` moderates the group
 * or organises the event where the publication was published.
 */
export function refusal(
  me: string,
  action: PublicationAction,
  subject: Authorship,
  moderator: boolean,
): AppError | undefined {
  const author = subject.authorId === me;
  switch (action) {
    case 'publication:edit':
      return author ? undefined : forbidden(PUBLICATIONS_TEXTS.notYours);
    case 'publication:remove':
      return author || moderator ? undefined : forbidden(PUBLICATIONS_TEXTS.notYours);
    case 'comment:edit':
      return author ? undefined : forbidden(PUBLICATIONS_TEXTS.commentNotYours);
    case 'comment:remove':
      return author || subject.publicationAuthorId === me || moderator
        ? undefined
        : forbidden(PUBLICATIONS_TEXTS.commentNotDeletable);
  }
}

export const can = (
  me: string,
  action: PublicationAction,
  subject: Authorship,
  moderator: boolean,
): boolean => refusal(me, action, subject, moderator) === undefined;

/**
 * Throws the refusal (403, with its French sentence) unless `me` may. Whether they moderate is
 * asked (a query to the groups or events module) only when authorship alone does not allow it.
 */
export async function authorize(
  me: string,
  action: PublicationAction,
  subject: Authorship,
  moderates: () => Promise<boolean> = async () => false,
): Promise<void> {
  const refused = refusal(me, action, subject, false);
  if (!refused) return;
  if (can(me, action, subject, true) && (await moderates())) return;
  throw refused;
}
