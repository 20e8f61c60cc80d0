import { z } from 'zod';
import { lineText } from './text.ts';

/**
 * The help centre (`/api/help/…`, /help and /help/details?id=): articles kept as Markdown in the
 * repository, searched accent- and case-insensitively, with 'Cet article vous a-t-il aidé ?'
 * counted per member (docs/help-and-terms.md).
 */

/** The categories, in their order; the names are the help centre's headings. */
export const HELP_CATEGORIES = [
  { slug: 'premiers-pas', name: 'Premiers pas' },
  { slug: 'mon-profil', name: 'Mon profil' },
  { slug: 'amis-et-invitations', name: 'Amis et invitations' },
  { slug: 'publications', name: 'Publications' },
  { slug: 'messagerie', name: 'Messagerie' },
  { slug: 'groupes', name: 'Groupes' },
  { slug: 'evenements', name: 'Événements' },
  { slug: 'albums', name: 'Albums' },
  { slug: 'actualites', name: 'Actualités' },
  { slug: 'confidentialite-et-securite', name: 'Confidentialité et sécurité' },
  { slug: 'mon-compte', name: 'Mon compte' },
] as const;
export type HelpCategorySlug = (typeof HELP_CATEGORIES)[number]['slug'];

export const HELP_SEARCH_MAX_LENGTH = 100;

/** An article's id: its file's name, lower-case words joined by dashes. */
export const HELP_ARTICLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const helpArticleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The first sentences of its text, as plain text. */
  summary: z.string(),
  category: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

/** `GET /api/help/`: every category with its articles, and the external support link. */
export const helpIndexSchema = z.object({
  categories: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      articles: z.array(helpArticleSummarySchema),
    }),
  ),
  /** SUPPORT_URL: 'Contacter l'assistance' (a mailto: or an https:// address). */
  support_url: z.string(),
});
export type HelpIndex = z.infer<typeof helpIndexSchema>;

export const helpSearchQuerySchema = z.object({
  q: lineText()
    .trim()
    .max(HELP_SEARCH_MAX_LENGTH, {
      error: `La recherche ne peut pas dépasser ${HELP_SEARCH_MAX_LENGTH} caractères.`,
    }),
});

/** `GET /api/help/search/?q=`: the best first (title hits before text hits). */
export const helpSearchSchema = z.object({ results: z.array(helpArticleSummarySchema) });
export type HelpSearch = z.infer<typeof helpSearchSchema>;

export const helpFeedbackSchema = z.object({
  helpful: z.number().int(),
  not_helpful: z.number().int(),
  /** The member's own answer; null for a guest or a member who has not answered. */
  mine: z.boolean().nullable(),
});
export type HelpFeedback = z.infer<typeof helpFeedbackSchema>;

/** `GET /api/help/articles/{id}/`: the article as safe HTML, its category and related articles. */
export const helpArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  html: z.string(),
  related: z.array(helpArticleSummarySchema),
  feedback: helpFeedbackSchema,
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** `PUT /api/help/articles/{id}/feedback/`: one answer per member and article, changeable. */
export const helpFeedbackBodySchema = z.object({
  helpful: z.boolean({ error: 'Répondez par oui ou par non.' }),
});
export type HelpFeedbackBody = z.infer<typeof helpFeedbackBodySchema>;
