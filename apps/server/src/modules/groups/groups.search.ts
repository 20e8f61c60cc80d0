/**
 * Accent-insensitive search ('eglise' finds 'Église'): names and descriptions are
 * stored, and searches compared, lower case and without diacritics, in JavaScript, so that the
 * same rule holds on PGlite and PostgreSQL without the unaccent extension.
 */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}
