import type { ArticlePage, ArticleSummary, NewsCategoryCount } from '@koinonia/contracts';

/** Marie, the demo's editor, as an article's author. */
export const MARIE = {
  id: 'u-marie',
  titre: 'Mme',
  first_name: 'Marie',
  last_name: 'Dupont',
  profile_picture: null,
};

/** A published article, with what a test changes. */
export function article(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: 'a1',
    title: 'L’Avent commence',
    summary: 'Quatre semaines pour préparer Noël.',
    category: 'liturgie',
    category_label: 'Liturgie',
    category_variant: 'secondary',
    image: null,
    image_alt: '',
    author: MARIE,
    status: 'published',
    publish_at: '2026-11-26T08:00:00.000Z',
    date: '26 novembre 2026',
    reading_minutes: 4,
    comments_count: 0,
    reactions: { counts: {}, total: 0, mine: null },
    created_at: '2026-11-26T08:00:00.000Z',
    updated_at: '2026-11-26T08:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = (results: ArticleSummary[], canWrite = false): ArticlePage => ({
  results,
  next: null,
  can_write: canWrite,
});

export const CATEGORIES: NewsCategoryCount[] = [
  { code: 'vie-paroissiale', label: 'Vie paroissiale', variant: 'primary', count: 2 },
  { code: 'liturgie', label: 'Liturgie', variant: 'secondary', count: 1 },
  { code: 'solidarite', label: 'Solidarité', variant: 'success', count: 1 },
  { code: 'jeunes', label: 'Jeunes', variant: 'warning', count: 0 },
  { code: 'annonces', label: 'Annonces', variant: 'danger', count: 0 },
  { code: 'temoignages', label: 'Témoignages', variant: 'info', count: 1 },
];
