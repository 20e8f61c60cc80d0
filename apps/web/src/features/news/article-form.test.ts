import { describe, expect, it } from 'vitest';
import { startingValues, validateArticle, type ArticleFormValues } from './article-form';

const NOW = new Date('2026-11-27T10:00:00Z');
const good: ArticleFormValues = {
  ...startingValues(),
  title: 'Veillée de l’Avent',
  summary: 'Une soirée de prière et de chants.',
  category: 'liturgie',
  body: '## Programme\n\n- Accueil\n- Chants',
};

describe("the editor's validation", () => {
  it('says in French what is missing, next to each field', () => {
    const result = validateArticle({ ...startingValues(), title: 'A' }, 'publish', NOW);
    expect(result.errors).toEqual({
      title: 'Le titre doit contenir au moins 3 caractères.',
      summary: 'Le résumé est obligatoire.',
      category: 'Choisissez une catégorie.',
      body: 'Le texte est obligatoire pour publier.',
    });
  });

  it('keeps a draft without its text, but not without a title', () => {
    expect(validateArticle({ ...good, body: '' }, 'draft', NOW).body).toMatchObject({
      status: 'draft',
      publish_at: null,
    });
    expect(validateArticle({ ...good, title: '' }, 'draft', NOW).errors?.title).toBeTruthy();
  });

  it('refuses a title that is too long', () => {
    expect(validateArticle({ ...good, title: 'x'.repeat(161) }, 'publish', NOW).errors).toEqual({
      title: 'Le titre ne peut pas dépasser 160 caractères.',
    });
  });

  it('publishes now with the published status', () => {
    expect(validateArticle(good, 'publish', NOW).body).toMatchObject({
      title: 'Veillée de l’Avent',
      category: 'liturgie',
      status: 'published',
    });
  });

  it('schedules at a future Paris time, and refuses a missing or past one', () => {
    const when = { publish_date: '2026-12-03', publish_time: '18:00' };
    expect(validateArticle({ ...good, ...when }, 'schedule', NOW).body).toMatchObject({
      status: 'scheduled',
      publish_at: '2026-12-03T17:00:00.000Z',
    });
    expect(validateArticle(good, 'schedule', NOW).errors).toEqual({
      publish_date: 'Choisissez la date et l’heure de publication.',
    });
    const past = { publish_date: '2026-11-27', publish_time: '08:00' };
    expect(validateArticle({ ...good, ...past }, 'schedule', NOW).errors).toEqual({
      publish_date: 'La date de publication doit être dans le futur.',
    });
  });
});
