import { describe, expect, it } from 'vitest';
import { applyMarkdown, shortcutAction, type TextEdit } from './markdown-toolbar';

/** The text with the selection marked by [ and ], for readable expectations. */
const marked = ({ text, start, end }: TextEdit) =>
  `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
/** A text whose selection is written with [ and ]. */
function edit(source: string): TextEdit {
  const start = source.indexOf('[');
  const end = source.indexOf(']') - 1;
  return { text: source.replace('[', '').replace(']', ''), start, end };
}

describe('the Markdown toolbar', () => {
  it('wraps the selection in bold and italic, keeping it selected', () => {
    expect(marked(applyMarkdown('bold', edit('Venez [nombreux] dimanche')))).toBe(
      'Venez **[nombreux]** dimanche',
    );
    expect(marked(applyMarkdown('italic', edit('Venez [nombreux] dimanche')))).toBe(
      'Venez *[nombreux]* dimanche',
    );
  });

  it('takes the bold away when the same button is pressed again', () => {
    expect(marked(applyMarkdown('bold', edit('Venez **[nombreux]** dimanche')))).toBe(
      'Venez [nombreux] dimanche',
    );
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(marked(applyMarkdown('bold', edit('Venez []')))).toBe('Venez **[texte en gras]**');
  });

  it('makes the current line a heading, on a line of its own', () => {
    expect(marked(applyMarkdown('heading', edit('Intro\nLe pro[gra]mme')))).toBe(
      'Intro\n\n## [Le programme]',
    );
  });

  it('makes every selected line an item of a list, or of a numbered list', () => {
    expect(marked(applyMarkdown('list', edit('[pain\nvin]')))).toBe('- [pain\n- vin]');
    expect(marked(applyMarkdown('numbered', edit('[Accueil\nChants\nMesse]')))).toBe(
      '1. [Accueil\n2. Chants\n3. Messe]',
    );
  });

  it('quotes the selected lines', () => {
    expect(marked(applyMarkdown('quote', edit('Il dit :\n\n[Aimez-vous]')))).toBe(
      'Il dit :\n\n> [Aimez-vous]',
    );
  });

  it('makes a link of the selection and selects the address to paste over', () => {
    expect(marked(applyMarkdown('link', edit('Voir [le site] ici')))).toBe(
      'Voir [le site]([https://]) ici',
    );
  });

  it('answers Ctrl+B and Ctrl+I (and ⌘ on a Mac), nothing else', () => {
    const keys = { ctrlKey: true, metaKey: false, altKey: false, shiftKey: false };
    expect(shortcutAction({ ...keys, key: 'b' })).toBe('bold');
    expect(shortcutAction({ ...keys, key: 'I' })).toBe('italic');
    expect(shortcutAction({ ...keys, ctrlKey: false, metaKey: true, key: 'b' })).toBe('bold');
    expect(shortcutAction({ ...keys, ctrlKey: false, key: 'b' })).toBeNull();
    expect(shortcutAction({ ...keys, shiftKey: true, key: 'b' })).toBeNull();
  });
});
