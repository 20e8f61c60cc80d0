/**
 * The help centre (docs/help-and-terms.md): the articles by category, the search, an article
 * as safe HTML with its related articles, and 'Cet article vous a-t-il aidé ?'.
 */
import {
  HELP_CATEGORIES,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpFeedback,
  type HelpIndex,
  type HelpSearch,
  type SearchHit,
  searchHit,
} from '@koinonia/contracts';
import type { SearchPage } from '../../db/search.ts';
import { AppError } from '../../platform/errors.ts';
import { renderSafeMarkdown } from '../../platform/markdown.ts';
import type { HelpArticleFile } from './help.articles.ts';
import { summaryOf } from './help.articles.ts';
import type { HelpRepository } from './help.repository.ts';
import { createHelpSearch } from './help.search.ts';
import { HELP_TEXTS } from './help.texts.ts';

export interface HelpServiceDeps {
  repository: HelpRepository;
  articles: readonly HelpArticleFile[];
  /** SUPPORT_URL, for 'Contacter l'assistance'. */
  supportUrl: string;
}

/** How many related articles an article shows. */
const RELATED = 3;

export function createHelpService({ repository, articles, supportUrl }: HelpServiceDeps) {
  const byId = new Map(articles.map((article) => [article.id, article]));
  const search = createHelpSearch(articles);
  // The search of everything pages through every hit (there are a few dozen articles).
  const searchAll = createHelpSearch(articles, articles.length);
  const html = new Map<string, string>();
  const categoryName = new Map<string, string>(HELP_CATEGORIES.map((c) => [c.slug, c.name]));

  const summary = (article: HelpArticleFile): HelpArticleSummary => ({
    id: article.id,
    title: article.title,
    summary: summaryOf(article.plain),
    category: article.category,
  });

  function found(id: string): HelpArticleFile {
    const article = byId.get(id);
    if (!article) throw new AppError(404, 'not_found', HELP_TEXTS.notFound);
    return article;
  }

  async function feedback(articleId: string, viewerId: string | null): Promise<HelpFeedback> {
    const counted = await repository.feedback(articleId, viewerId);
    return { helpful: counted.helpful, not_helpful: counted.notHelpful, mine: counted.mine };
  }

  /** The other articles of its category, then those that share the most words of its title. */
  function related(article: HelpArticleFile): HelpArticleSummary[] {
    const sameCategory = articles.filter((a) => a.category === article.category && a !== article);
    const picked = sameCategory.slice(0, RELATED);
    if (picked.length < RELATED) {
      for (const other of search(article.title)) {
        if (picked.length >= RELATED) break;
        if (other !== article && !picked.includes(other)) picked.push(other);
      }
    }
    return picked.map(summary);
  }

  return {
    /** `GET /api/help/`: the categories in order, each with its articles. */
    index(): HelpIndex {
      return {
        categories: HELP_CATEGORIES.map((category) => ({
          slug: category.slug,
          name: category.name,
          articles: articles.filter((a) => a.category === category.slug).map(summary),
        })),
        support_url: supportUrl,
      };
    },

    /** `GET /api/help/search/?q=`: title hits first. */
    search: (question: string): HelpSearch => ({ results: search(question).map(summary) }),

    /** The help articles' hits of the search of everything (search.service.ts). */
    searchHits: (question: string, { offset, limit }: SearchPage): SearchHit[] =>
      searchAll(question)
        .slice(offset, offset + limit)
        .map((article) =>
          searchHit({
            kind: 'help',
            id: article.id,
            title: article.title,
            excerpt: summaryOf(article.plain),
            category: categoryName.get(article.category) ?? null,
          }),
        ),

    /** `GET /api/help/articles/{id}/`: 404 'Article introuvable.' for an unknown id. */
    async article(id: string, viewerId: string | null): Promise<HelpArticle> {
      const article = found(id);
      let body = html.get(id);
      if (body === undefined) {
        body = renderSafeMarkdown(article.body.replaceAll('{{support_url}}', supportUrl));
        html.set(id, body);
      }
      return {
        id: article.id,
        title: article.title,
        category: { slug: article.category, name: categoryName.get(article.category) ?? '' },
        html: body,
        related: related(article),
        feedback: await feedback(id, viewerId),
      };
    },

    /** One answer per member and article, changeable; answers the new counts. */
    async answer(userId: string, id: string, helpful: boolean): Promise<HelpFeedback> {
      found(id);
      await repository.answer(id, userId, helpful);
      return feedback(id, userId);
    },

    /** The member's answers, for their data export. */
    answersOf: (userId: string) => repository.answersOf(userId),

    /** The articles' ids (the seed's answers). */
    ids: (): string[] => articles.map((article) => article.id),
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
