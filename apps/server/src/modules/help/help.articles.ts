/**
 * The help articles: Markdown files of the repository, `articles/<category>/<id>.md`, each with
 * `title`, `category` (its name, as HELP_CATEGORIES writes it) and `order` in its front matter
 * (docs/help-and-terms.md). Read once when the server starts; a wrong file stops the start with
 * a sentence naming it (help.test.ts reads them all).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HELP_ARTICLE_ID, HELP_CATEGORIES, type HelpCategorySlug } from '@koinonia/contracts';
import { readFrontMatter, requiredField } from '../../platform/front-matter.ts';

export interface HelpArticleFile {
  id: string;
  title: string;
  category: HelpCategorySlug;
  order: number;
  /** The Markdown text, after the front matter. */
  body: string;
  /** The text without its Markdown marks, for search and summaries. */
  plain: string;
}

export const HELP_ARTICLES_DIR = path.join(import.meta.dirname, 'articles');

/** Markdown marks taken off: links keep their words, emphasis and headings their text. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentences of the text, up to about 160 characters. */
export function summaryOf(plain: string): string {
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 160);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > 60) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export function loadHelpArticles(dir = HELP_ARTICLES_DIR): HelpArticleFile[] {
  const articles: HelpArticleFile[] = [];
  const seen = new Set<string>();
  for (const category of HELP_CATEGORIES) {
    const folder = path.join(dir, category.slug);
    const names = readdirSync(folder).filter((name) => name.endsWith('.md'));
    for (const name of names) {
      const where = `${category.slug}/${name}`;
      const id = name.slice(0, -3);
      if (!HELP_ARTICLE_ID.test(id)) throw new Error(`${where}: the file name is not an id.`);
      if (seen.has(id)) throw new Error(`${where}: another article has the id ${id}.`);
      seen.add(id);
      let file;
      try {
        file = readFrontMatter(readFileSync(path.join(folder, name), 'utf8'));
        const named = requiredField(file, 'category');
        if (named !== category.name) {
          throw new Error(`its category is '${named}', its folder '${category.name}'.`);
        }
        const order = Number(requiredField(file, 'order'));
        if (!Number.isInteger(order)) throw new Error("its 'order' is not a whole number.");
        articles.push({
          id,
          title: requiredField(file, 'title'),
          category: category.slug,
          order,
          body: file.body,
          plain: plainText(file.body),
        });
      } catch (error) {
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    }
  }
  const position = new Map(HELP_CATEGORIES.map((category, index) => [category.slug, index]));
  return articles.sort(
    (a, b) =>
      (position.get(a.category) ?? 0) - (position.get(b.category) ?? 0) ||
      a.order - b.order ||
      a.id.localeCompare(b.id),
  );
}
