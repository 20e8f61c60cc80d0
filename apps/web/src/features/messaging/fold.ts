/** Folds accents and case: 'benedicte' finds 'Bénédicte'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
