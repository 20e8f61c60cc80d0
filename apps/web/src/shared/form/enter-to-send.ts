import { useCallback, type KeyboardEvent } from 'react';
import { isTouchDevice } from '@/shared/dom/touch-device';

/**
 * The one rule for Enter (docs: /work/shared/UI.md, 'One rule for Enter') in a text box where a
 * member writes to others:
 * - Enter sends, Shift+Enter makes a new line;
 * - on a touch device (a coarse pointer, or no hover) Enter makes a new line and the button sends;
 * - never while an input method is composing (Japanese, Chinese, a phone's word suggestions):
 *   that Enter picks the word.
 *
 * Boxes that send on Enter: a comment or a reply (publications/CommentForm.tsx,
 * news/ArticleComments.tsx), a message (messaging/MessageComposer.tsx, the chat and the
 * 'Nouveau Message' toast), the publication composer's text (publications/Composer.tsx), a wish
 * (celebrations/WishDialog.tsx) and the message of a request to join a group
 * (groups/JoinRequestModal.tsx).
 *
 * Long forms keep Enter as a new line (no handler): an article and its summary
 * (news/EditorPage.tsx, MarkdownEditor.tsx, SheetEditor.tsx), an event's description and its
 * cancellation message (events/), a profile's bio, a report's reason and the moderators' reasons
 * (moderation/), a publication being edited (publications/EditPublicationModal.tsx: several
 * fields, a stray Enter would save half an edit), an album, a group or a page, a wish-list need,
 * the closing of an account and the administrators' texts.
 */

/** The key event's parts the rule reads (React's KeyboardEvent has them all). */
export interface EnterKey {
  key: string;
  shiftKey: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** 229 is the key of an input method's keystroke in Safari, which ends composing early. */
  keyCode?: number;
  nativeEvent: { isComposing?: boolean };
}

/**
 * Whether this key press sends (rather than making a new line). On a touch screen its keyboard's
 * Enter is the only way to make a new line: there it never sends.
 */
export function sendsOnEnter(event: EnterKey, touch: boolean = isTouchDevice()): boolean {
  if (event.key !== 'Enter') return false;
  if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (event.nativeEvent.isComposing || event.keyCode === 229) return false;
  return !touch;
}

/**
 * The text box's onKeyDown: on a sending Enter, calls `send` or, without one, submits the box's
 * form as its button would (the form's own checks run).
 */
export function useEnterToSend(
  send?: () => void,
): (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => void {
  return useCallback(
    (event) => {
      if (!sendsOnEnter(event)) return;
      event.preventDefault();
      if (send) send();
      else event.currentTarget.form?.requestSubmit();
    },
    [send],
  );
}
