/**
 * Searching the help articles (docs/help-and-terms.md): a few dozen files held in memory, so
 * the search runs there, without the database. Accents, case and ligatures are folded ('hopital'
 * finds 'Hôpital', 'oeuvre' finds 'Œuvre'); each word of the question matches the start of a
 * word of the article ('photo' finds 'photos'); small words (de, la, mon…) are left out. Ranked:
 * the articles whose title holds more of the words first, then those whose text holds more,
 * then the most occurrences.
 */
import type { HelpArticleFile } from './help.articles.ts';

/** Lower case, without accents, ligatures spelled out. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

const SMALL_WORDS = new Set(
  (
    'a au aux avec ce ces cet cette comment d de des du elle en est et il je j l la le les leur ' +
    'lui ma mais me mes moi mon ne ni nos notre on ou par pas pour qu que qui quoi sa se ses si ' +
    'son sur ta te tes toi ton tu un une vos votre vous y faire fait peut puis quand'
  ).split(' '),
);

/** The words of a question worth looking for. */
export function searchWords(question: string): string[] {
  const words = fold(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !SMALL_WORDS.has(word));
  return [...new Set(words)];
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Folded {
  article: HelpArticleFile;
  title: string;
  text: string;
}

/** The articles folded once, searched many times. */
export function createHelpSearch(articles: readonly HelpArticleFile[], limit = 20) {
  const folded: Folded[] = articles.map((article) => ({
    article,
    title: fold(article.title),
    text: fold(article.plain),
  }));

  return (question: string): HelpArticleFile[] => {
    const words = searchWords(question);
    if (words.length === 0) return [];
    const patterns = words.map((word) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(word)}`, 'gu'));
    const ranked = folded.flatMap(({ article, title, text }) => {
      let inTitle = 0;
      let inText = 0;
      let occurrences = 0;
      for (const pattern of patterns) {
        pattern.lastIndex = 0;
        if (pattern.test(title)) inTitle += 1;
        const found = text.match(pattern)?.length ?? 0;
        if (found > 0) inText += 1;
        occurrences += Math.min(found, 5);
      }
      return inTitle + inText === 0 ? [] : [{ article, rank: [inTitle, inText, occurrences] }];
    });
    ranked.sort(
      (a, b) =>
        (b.rank[0] ?? 0) - (a.rank[0] ?? 0) ||
        (b.rank[1] ?? 0) - (a.rank[1] ?? 0) ||
        (b.rank[2] ?? 0) - (a.rank[2] ?? 0) ||
        a.article.order - b.article.order,
    );
    return ranked.slice(0, limit).map((entry) => entry.article);
  };
}
