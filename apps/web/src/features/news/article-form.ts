import {
  createArticleBodySchema,
  type Article,
  type CreateArticleBody,
  type NewsCategory,
} from '@koinonia/contracts';
import { fromParisInputs, toParisInputs } from './news-dates';

/** What the editor holds while the member writes. */
export interface ArticleFormValues {
  title: string;
  summary: string;
  category: NewsCategory | '';
  image: string | null;
  image_alt: string;
  body: string;
  /** The date-time picker of 'Programmer', in Paris time. */
  publish_date: string;
  publish_time: string;
}

/** What the member asks for: keep a draft, publish now, or publish at a chosen time. */
export type ArticleIntent = 'draft' | 'publish' | 'schedule';

export type ArticleField = keyof ArticleFormValues;
export type ArticleErrors = Partial<Record<ArticleField, string>>;

/** The editor's first values: an empty article, or the one being edited. */
export function startingValues(article?: Article): ArticleFormValues {
  const when =
    article?.status === 'scheduled' && article.publish_at
      ? toParisInputs(article.publish_at)
      : null;
  return {
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    category: article?.category ?? '',
    image: article?.image ?? null,
    image_alt: article?.image_alt ?? '',
    body: article?.body ?? '',
    publish_date: when?.date ?? '',
    publish_time: when?.time ?? '',
  };
}

const FIELD_TEXTS = {
  category: 'Choisissez une catégorie.',
  body: 'Le texte est obligatoire pour publier.',
  when: 'Choisissez la date et l’heure de publication.',
  future: 'La date de publication doit être dans le futur.',
} as const;

/**
 * Checks the values before they leave, with the contracts' schema (the server's own French
 * texts) and what the intent needs: a text to publish, a future date to schedule. Gives the body
 * to send, or the error of each field.
 */
export function validateArticle(
  values: ArticleFormValues,
  intent: ArticleIntent,
  now: Date = new Date(),
): { body: CreateArticleBody; errors?: undefined } | { body?: undefined; errors: ArticleErrors } {
  const errors: ArticleErrors = {};
  const candidate = {
    title: values.title,
    summary: values.summary,
    body: values.body,
    category: values.category || undefined,
    image: values.image,
    image_alt: values.image_alt,
  };
  const parsed = createArticleBodySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ArticleField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!values.category) errors.category = FIELD_TEXTS.category;
  if (intent !== 'draft' && !values.body.trim()) errors.body = FIELD_TEXTS.body;

  let publishAt: string | null = null;
  if (intent === 'schedule') {
    publishAt = fromParisInputs(values.publish_date, values.publish_time);
    if (!publishAt) errors.publish_date = FIELD_TEXTS.when;
    else if (new Date(publishAt).getTime() <= now.getTime())
      errors.publish_date = FIELD_TEXTS.future;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };

  const status = intent === 'publish' ? 'published' : intent === 'schedule' ? 'scheduled' : 'draft';
  return {
    body: {
      ...parsed.data,
      image: values.image,
      image_alt: values.image_alt.trim(),
      status,
      publish_at: intent === 'schedule' ? publishAt : null,
    },
  };
}

/** The server's field names that the editor shows next to its own fields. */
export function fieldOf(name: string): ArticleField | null {
  if (name === 'publish_at') return 'publish_date';
  const fields: readonly string[] = ['title', 'summary', 'category', 'image', 'image_alt', 'body'];
  return fields.includes(name) ? (name as ArticleField) : null;
}
