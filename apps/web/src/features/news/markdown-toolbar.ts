/**
 * The editor's Markdown toolbar, as pure text edits: each action takes the text and the
 * selection and gives back the new text and what to select after it (the words just wrapped,
 * or the placeholder to type over). The buttons and Ctrl+B / Ctrl+I call these.
 */
export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'list' | 'numbered' | 'quote' | 'link';

export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

/** What each action puts in when nothing is selected (the member types over it). */
export const PLACEHOLDERS: Record<MarkdownAction, string> = {
  bold: 'texte en gras',
  italic: 'texte en italique',
  heading: 'Intertitre',
  list: 'élément',
  numbered: 'élément',
  quote: 'citation',
  link: 'texte du lien',
};

const LINK_TARGET = 'https://';

function wrap(edit: TextEdit, marker: string, placeholder: string): TextEdit {
  const { text, start, end } = edit;
  const chosen = text.slice(start, end) || placeholder;
  const before = text.slice(0, start);
  const after = text.slice(end);
  // Already wrapped: the same button takes the marks away again.
  if (before.endsWith(marker) && after.startsWith(marker) && start !== end) {
    return {
      text: before.slice(0, -marker.length) + chosen + after.slice(marker.length),
      start: start - marker.length,
      end: end - marker.length,
    };
  }
  return {
    text: `${before}${marker}${chosen}${marker}${after}`,
    start: start + marker.length,
    end: start + marker.length + chosen.length,
  };
}

/** Prefixes every line the selection touches; `prefix(index)` gives the mark of each line. */
function prefixLines(edit: TextEdit, prefix: (index: number) => string, placeholder: string) {
  const { text, start, end } = edit;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const block = text.slice(lineStart, lineEnd) || placeholder;
  const lines = block.split('\n').map((line, index) => `${prefix(index)}${line}`);
  const replaced = lines.join('\n');
  // A block starts on a line of its own, after an empty line, so that Markdown sees it.
  const head = text.slice(0, lineStart);
  const gap = head === '' || head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const newStart = lineStart + gap.length;
  return {
    text: `${head}${gap}${replaced}${text.slice(lineEnd)}`,
    start: newStart + prefix(0).length,
    end: newStart + replaced.length,
  };
}

/** Applies one toolbar action to the text and its selection. */
export function applyMarkdown(action: MarkdownAction, edit: TextEdit): TextEdit {
  const placeholder = PLACEHOLDERS[action];
  switch (action) {
    case 'bold':
      return wrap(edit, '**', placeholder);
    case 'italic':
      return wrap(edit, '*', placeholder);
    case 'heading':
      return prefixLines(edit, () => '## ', placeholder);
    case 'list':
      return prefixLines(edit, () => '- ', placeholder);
    case 'numbered':
      return prefixLines(edit, (index) => `${index + 1}. `, placeholder);
    case 'quote':
      return prefixLines(edit, () => '> ', placeholder);
    case 'link': {
      const { text, start, end } = edit;
      const label = text.slice(start, end) || placeholder;
      const inserted = `[${label}](${LINK_TARGET})`;
      // The address is selected: the member pastes it over.
      const urlStart = start + label.length + 3;
      return {
        text: text.slice(0, start) + inserted + text.slice(end),
        start: urlStart,
        end: urlStart + LINK_TARGET.length,
      };
    }
  }
}

/** The keyboard shortcuts of the toolbar: Ctrl+B (or ⌘B) and Ctrl+I (or ⌘I). */
export function shortcutAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): MarkdownAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'b') return 'bold';
  if (key === 'i') return 'italic';
  if (key === 'k') return 'link';
  return null;
}
