import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { reactionsSummarySchema } from './publications.ts';
import { queryDate } from './query-date.ts';
import { lineText, multilineText } from './text.ts';

/**
 * News ('Dernières nouvelles', /blogs) and the weekly parish sheet (docs/adr/0016-news-articles.md).
 * The spec's sample News article is `id, image, category, title, description, date,
 * categoryVariant`: here `summary` is its description and `category_variant` its colour, a
 * Bootstrap colour name (`text-bg-<variant>` on the badge). Guests read published articles,
 * their comments and the sheet; members comment and react; editors (the community role
 * `editor`) write.
 */
export const NEWS_CATEGORIES = [
  'vie-paroissiale',
  'liturgie',
  'solidarite',
  'jeunes',
  'annonces',
  'temoignages',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** The French names of the categories (badges, the filter, the sheet). */
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  'vie-paroissiale': 'Vie paroissiale',
  liturgie: 'Liturgie',
  solidarite: 'Solidarité',
  jeunes: 'Jeunes',
  annonces: 'Annonces',
  temoignages: 'Témoignages',
};

/** The spec's `categoryVariant`: a Bootstrap colour name per category. */
export const NEWS_CATEGORY_VARIANTS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
] as const;
export type NewsCategoryVariant = (typeof NEWS_CATEGORY_VARIANTS)[number];
export const NEWS_CATEGORY_VARIANT: Record<NewsCategory, NewsCategoryVariant> = {
  'vie-paroissiale': 'primary',
  liturgie: 'secondary',
  solidarite: 'success',
  jeunes: 'warning',
  annonces: 'danger',
  temoignages: 'info',
};

/**
 * draft: editors only; scheduled: published by a job at `publish_at` (editors only until
 * then); published: everyone, guests included.
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_TITLE_MAX_LENGTH = 160;
export const ARTICLE_SUMMARY_MAX_LENGTH = 300;
export const ARTICLE_BODY_MAX_LENGTH = 50_000;
export const ARTICLE_IMAGE_ALT_MAX_LENGTH = 300;
export const ARTICLE_COMMENT_MAX_LENGTH = 2000;
export const SHEET_WORD_MAX_LENGTH = 2000;
/** 'À lire aussi': up to this many related published articles. */
export const ARTICLE_RELATED_COUNT = 3;
/** Articles in the RSS feed (the newest published). */
export const NEWS_RSS_COUNT = 20;
/** The RSS 2.0 feed of the published articles. */
export const NEWS_RSS_PATH = '/api/blogs/rss.xml';

/** An article in a list (cards, 'À lire aussi', the sheet). */
export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The spec's `description`: a sentence or two under the title (also the Open Graph one). */
  summary: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  /** French name of the category. */
  category_label: z.string(),
  /** The spec's `categoryVariant`. */
  category_variant: z.enum(NEWS_CATEGORY_VARIANTS),
  /** The cover, a `/media/<key>` path (responsive copies: `imageSources` of media.ts). */
  image: z.string().nullable(),
  /** The cover's text alternative ('' when the cover is decorative or absent). */
  image_alt: z.string(),
  /** The editor who wrote it; null once their account is deleted (the article stays). */
  author: memberCardSchema.nullable(),
  status: z.enum(ARTICLE_STATUSES),
  /** When it was (or, scheduled, will be) published; null for a draft. ISO 8601. */
  publish_at: z.string().nullable(),
  /** The spec's `date`: the publication day in French, e.g. '14 décembre 2026' (community time). */
  date: z.string(),
  /** Minutes to read the body: words / 200, rounded up, at least 1. */
  reading_minutes: z.number().int(),
  comments_count: z.number().int(),
  reactions: reactionsSummarySchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** `GET /api/blogs/{id}/`: the article with its text. */
export const articleSchema = articleSummarySchema.extend({
  /** The Markdown source: to editors only (null for others). */
  body: z.string().nullable(),
  /** The body rendered and sanitised on the server: safe to insert as HTML. */
  html: z.string(),
  /** 'À lire aussi': up to ARTICLE_RELATED_COUNT published articles, same category first. */
  related: z.array(articleSummarySchema),
  /** The viewer may edit, unpublish or delete it (an editor). */
  can_edit: z.boolean(),
});
export type Article = z.infer<typeof articleSchema>;

/** `GET /api/blogs/`: newest first; `next` pages to older ones. */
export const articlePageSchema = z.object({
  results: z.array(articleSummarySchema),
  next: z.string().nullable(),
  /** The viewer may write articles (an editor): the 'Nouvel article' button. */
  can_write: z.boolean(),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

/**
 * `GET /api/blogs/?category=&q=&status=&cursor=&limit=`. `status` other than 'published' is
 * for editors only (403 for others).
 */
export const articleListQuerySchema = z.object({
  category: z.enum(NEWS_CATEGORIES, { error: 'Catégorie inconnue.' }).optional(),
  /** Words searched in the title, the summary and the body (accents ignored). */
  q: lineText().trim().max(200, { error: 'La recherche est trop longue.' }).optional(),
  status: z
    .enum(ARTICLE_STATUSES, {
      error: 'Le statut doit être « draft », « scheduled » ou « published ».',
    })
    .optional(),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

/** `GET /api/blogs/categories/`: each category with its number of published articles. */
export const newsCategorySchema = z.object({
  code: z.enum(NEWS_CATEGORIES),
  label: z.string(),
  variant: z.enum(NEWS_CATEGORY_VARIANTS),
  count: z.number().int(),
});
export type NewsCategoryCount = z.infer<typeof newsCategorySchema>;
export const newsCategoriesSchema = z.array(newsCategorySchema);

const articleTitle = lineText({ error: 'Le titre est obligatoire.' })
  .trim()
  .min(3, { error: 'Le titre doit contenir au moins 3 caractères.' })
  .max(ARTICLE_TITLE_MAX_LENGTH, {
    error: `Le titre ne peut pas dépasser ${ARTICLE_TITLE_MAX_LENGTH} caractères.`,
  });
const articleSummary = multilineText({ error: 'Le résumé est obligatoire.' })
  .trim()
  .min(1, { error: 'Le résumé est obligatoire.' })
  .max(ARTICLE_SUMMARY_MAX_LENGTH, {
    error: `Le résumé ne peut pas dépasser ${ARTICLE_SUMMARY_MAX_LENGTH} caractères.`,
  });
const articleBody = multilineText({ error: 'Le texte doit être une chaîne de caractères.' }).max(
  ARTICLE_BODY_MAX_LENGTH,
  { error: `Le texte ne peut pas dépasser ${ARTICLE_BODY_MAX_LENGTH} caractères.` },
);

const articleFields = {
  title: articleTitle,
  summary: articleSummary,
  /** Markdown: headings, lists, links, emphasis, quotes; raw HTML is not rendered. */
  body: articleBody.default(''),
  category: z.enum(NEWS_CATEGORIES, { error: 'Catégorie inconnue.' }),
  /** A `/media/<key>` path the editor uploaded (POST /api/media/upload/). */
  image: lineText().max(2048).nullable().optional(),
  image_alt: lineText({ error: 'La description de l’image doit être un texte.' })
    .trim()
    .max(ARTICLE_IMAGE_ALT_MAX_LENGTH, {
      error: `La description de l’image ne peut pas dépasser ${ARTICLE_IMAGE_ALT_MAX_LENGTH} caractères.`,
    })
    .optional(),
  /** 'published' publishes now; 'scheduled' needs a future `publish_at`. Default 'draft'. */
  status: z
    .enum(ARTICLE_STATUSES, {
      error: 'Le statut doit être « draft », « scheduled » ou « published ».',
    })
    .optional(),
  /** When a scheduled article is published (in the future). */
  publish_at: queryDate('La date de publication').nullable().optional(),
};

/** `POST /api/blogs/` (editors). */
export const createArticleBodySchema = z.object(articleFields);
export type CreateArticleBody = z.input<typeof createArticleBodySchema>;

/**
 * `PATCH /api/blogs/{id}/` (editors): only the fields given change. `status: 'draft'`
 * unpublishes (a scheduled one is not published later); 'published' publishes now.
 */
export const updateArticleBodySchema = z.object({
  title: articleTitle.optional(),
  summary: articleSummary.optional(),
  body: articleBody.optional(),
  category: articleFields.category.optional(),
  image: articleFields.image,
  image_alt: articleFields.image_alt,
  status: articleFields.status,
  publish_at: articleFields.publish_at,
});
export type UpdateArticleBody = z.input<typeof updateArticleBodySchema>;

/** A comment on an article, or a reply when `reply_to` names the top-level one it answers. */
export const articleCommentSchema = z.object({
  id: z.string(),
  article_id: z.string(),
  reply_to: z.string().nullable(),
  author: memberCardSchema,
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  replies_count: z.number().int(),
  /** The viewer may edit it (its author). */
  can_edit: z.boolean(),
  /** The viewer may delete it (its author, an editor or a moderator). */
  can_delete: z.boolean(),
  /** Hidden by moderation (docs/adr/0021-moderation.md): only its author sees it, and this. */
  moderation_hidden: z.boolean().optional(),
});
export type ArticleComment = z.infer<typeof articleCommentSchema>;

export const articleCommentThreadSchema = articleCommentSchema.extend({
  replies: z.array(articleCommentSchema),
});
export type ArticleCommentThread = z.infer<typeof articleCommentThreadSchema>;

/** `GET /api/blogs/{id}/comments/`: oldest first, replies inside; `next` pages to newer ones. */
export const articleCommentPageSchema = z.object({
  results: z.array(articleCommentThreadSchema),
  next: z.string().nullable(),
});
export type ArticleCommentPage = z.infer<typeof articleCommentPageSchema>;

const articleCommentText = multilineText({
  error: 'Le commentaire doit être une chaîne de caractères.',
})
  .trim()
  .min(1, { error: 'Le commentaire est vide.' })
  .max(ARTICLE_COMMENT_MAX_LENGTH, {
    error: `Le commentaire ne peut pas dépasser ${ARTICLE_COMMENT_MAX_LENGTH} caractères.`,
  });

/** `POST /api/blogs/{id}/comments/` (members). */
export const createArticleCommentBodySchema = z.object({
  text: articleCommentText,
  reply_to: lineText().uuid({ error: 'Commentaire introuvable.' }).nullable().optional(),
  /** Made by the device: a retried POST with the same id answers the stored comment. */
  client_id: z.string().uuid({ error: "L'identifiant de l'envoi n'est pas valide." }).optional(),
});
export type CreateArticleCommentBody = z.input<typeof createArticleCommentBodySchema>;

/** `PATCH /api/blogs/comments/{id}/` (its author). */
export const updateArticleCommentBodySchema = z.object({ text: articleCommentText });
export type UpdateArticleCommentBody = z.input<typeof updateArticleCommentBodySchema>;

// Reactions: `POST /api/blogs/{id}/react/` with publications.ts's `reactBodySchema` ({kind}),
// `DELETE /api/blogs/{id}/react/`; both answer the article's `ReactionsSummary`.

/** A public event of the sheet's coming week. */
export const sheetEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  /** 'SAM. 14 DÉC.', as events carry it. */
  label: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  is_online: z.boolean(),
  location: z.string(),
  image: z.string().nullable(),
});
export type SheetEvent = z.infer<typeof sheetEventSchema>;

/**
 * `GET /api/blogs/sheet/` (this week) and `GET /api/blogs/sheet/{date}/` (the week holding that
 * day): the weekly parish sheet, Monday to Sunday in the community's time zone. Its articles are
 * those published that week (the pinned one first); its events are the public events of the
 * following week (`events_from` to `events_to`), what the sheet announces.
 */
export const parishSheetSchema = z.object({
  /** Monday, 'YYYY-MM-DD'. */
  week_start: z.string(),
  /** Sunday, 'YYYY-MM-DD'. */
  week_end: z.string(),
  /** 'Semaine du 23 au 29 novembre 2026'. */
  label: z.string(),
  /** The editor's 'mot de la semaine' (plain text, '' when none). */
  word: z.string(),
  pinned_article_id: z.string().nullable(),
  articles: z.array(articleSummarySchema),
  /** The following week's Monday and Sunday, 'YYYY-MM-DD'. */
  events_from: z.string(),
  events_to: z.string(),
  events: z.array(sheetEventSchema),
  /** Monday of the week before ('YYYY-MM-DD'). */
  previous_week: z.string(),
  /** Monday of the week after, or null when it has not begun (readers see no future week). */
  next_week: z.string().nullable(),
  /** The viewer may edit the word and the pinned article (an editor). */
  can_edit: z.boolean(),
});
export type ParishSheet = z.infer<typeof parishSheetSchema>;

/** `{date}` of the sheet's routes: a day, 'YYYY-MM-DD'. */
export const sheetDateParamsSchema = z.object({
  date: lineText().regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: 'La date doit être un jour (AAAA-MM-JJ).',
  }),
});

/** `PUT /api/blogs/sheet/{date}/` (editors): the week's word and pinned article. */
export const updateSheetBodySchema = z.object({
  word: multilineText({ error: 'Le mot de la semaine doit être un texte.' })
    .trim()
    .max(SHEET_WORD_MAX_LENGTH, {
      error: `Le mot de la semaine ne peut pas dépasser ${SHEET_WORD_MAX_LENGTH} caractères.`,
    }),
  pinned_article_id: lineText().uuid({ error: 'Article introuvable.' }).nullable().optional(),
});
export type UpdateSheetBody = z.input<typeof updateSheetBodySchema>;
