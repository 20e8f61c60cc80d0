/**
 * Who may do what in the news, read in one place (docs/adr/0015-policies-and-sub-domain-services.md):
 *
 * - Guests read published articles, their comments and the parish sheet; anything else asks
 *   them to sign in (401).
 * - Editors (the community role `editor`) write, schedule, unpublish and delete articles,
 *   read drafts and scheduled ones, and edit the sheet's word and pinned article.
 * - Members comment, reply and react on published articles; a comment is edited by its author
 *   and deleted by its author, an editor or a moderator.
 *
 * Who reads an article at all is the repository's rule (published, or any for an editor): a
 * reader who may not gets 404 before any of these is asked.
 */
import { type AppError, unauthorized } from '../../platform/errors.ts';
import { forbidden, NEWS_TEXTS } from './news.texts.ts';

/** The acting reader: a guest (`id` null) or a member with their roles. */
export interface NewsActor {
  id: string | null;
  editor: boolean;
  moderator: boolean;
}

export type NewsAction =
  /** Create, edit, publish, unpublish or delete an article. */
  | 'article:write'
  /** List drafts or scheduled articles (`?status=`). */
  | 'article:see-unpublished'
  /** Write the sheet's word and pinned article. */
  | 'sheet:edit'
  /** Comment, reply or react. */
  | 'comment:write'
  /** Edit a comment (`authorId` its author). */
  | 'comment:edit'
  /** Delete a comment. */
  | 'comment:remove';

/** Why the actor may not do `action`; undefined when they may. */
export function refusal(
  actor: NewsActor,
  action: NewsAction,
  authorId?: string,
): AppError | undefined {
  if (actor.id === null) return unauthorized();
  switch (action) {
    case 'article:write':
      return actor.editor ? undefined : forbidden(NEWS_TEXTS.editorsOnly);
    case 'article:see-unpublished':
      return actor.editor ? undefined : forbidden(NEWS_TEXTS.statusEditorsOnly);
    case 'sheet:edit':
      return actor.editor ? undefined : forbidden(NEWS_TEXTS.sheetEditorsOnly);
    case 'comment:write':
      return undefined;
    case 'comment:edit':
      return authorId === actor.id ? undefined : forbidden(NEWS_TEXTS.commentAuthorOnly);
    case 'comment:remove':
      return authorId === actor.id || actor.editor || actor.moderator
        ? undefined
        : forbidden(NEWS_TEXTS.commentRemoveRefused);
  }
}

export const can = (actor: NewsActor, action: NewsAction, authorId?: string): boolean =>
  refusal(actor, action, authorId) === undefined;

/** Throws the refusal, if any. */
export function authorize(actor: NewsActor, action: NewsAction, authorId?: string): void {
  const refused = refusal(actor, action, authorId);
  if (refused) throw refused;
}
