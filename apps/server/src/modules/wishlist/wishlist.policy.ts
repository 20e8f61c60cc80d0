/**
 * Who may do what on the wishlist, read in one place
 * (docs/adr/0015-policies-and-sub-domain-services.md):
 *
 * - Every member reads the needs, with the totals and their own pledges, and pledges on an open
 *   need, changes and withdraws their pledge while it is open.
 * - Editors (the community role `editor`, as for the news) post needs, close them and see who
 *   pledged what.
 */
import { AppError } from '../../platform/errors.ts';
import { WISHLIST_TEXTS } from './wishlist.texts.ts';

/** Post or close a need. (Who pledged what is in the list for editors only: the repository.) */
export type WishlistAction = 'need:write';

/** Why a member (an editor or not) may not do `action`; undefined when they may. */
export function refusal(editor: boolean, action: WishlistAction): AppError | undefined {
  switch (action) {
    case 'need:write':
      return editor ? undefined : new AppError(403, 'forbidden', WISHLIST_TEXTS.editorsOnly);
  }
}
