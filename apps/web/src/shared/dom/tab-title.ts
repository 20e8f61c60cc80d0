import { HIDDEN_TAB_TITLE } from '@/shared/constants';

/**
 * Spec §1: while the tab is hidden its title reads 'Please come back' with an
 * emoji; the title in force is restored when the tab is visible again.
 */
export function watchTabTitle(doc: Document = document): () => void {
  let saved: string | null = null;
  const onChange = () => {
    if (doc.visibilityState === 'hidden') {
      if (saved === null) saved = doc.title;
      doc.title = HIDDEN_TAB_TITLE;
    } else if (saved !== null) {
      doc.title = saved;
      saved = null;
    }
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
