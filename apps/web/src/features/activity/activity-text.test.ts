import type { ActivityItem } from '@koinonia/contracts';
import { describe, expect, it } from 'vitest';
import { activitySentence, type ActivityNames } from './activity-text';

const MARIE = 'marie-id';
const JEAN = 'jean-id';
const ME = 'me-id';
const author = (id: string, first: string, last: string) => ({
  id,
  titre: '',
  first_name: first,
  last_name: last,
  profile_picture: null,
});

function item(
  overrides: Partial<ActivityItem>,
  publicationAuthor = author(JEAN, 'Jean', 'Martin'),
) {
  return {
    id: 'x:1',
    kind: 'publication',
    created_at: new Date().toISOString(),
    publication: { id: 'p1', author: publicationAuthor, excerpt: 'Bonjour', thumbnail: null },
    comment: null,
    reaction: null,
    ...overrides,
  } as ActivityItem;
}

const names: ActivityNames = { actorId: MARIE, actorName: 'Marie', meId: ME };
const types = [
  { code: 'amen', label: 'Amen' },
  { code: 'priere', label: 'Je prie pour toi' },
];

describe('the activity sentences', () => {
  it.each([
    [item({ kind: 'publication' }, author(MARIE, 'Marie', 'Dupont')), 'Marie a publié'],
    [item({ kind: 'comment' }), 'Marie a commenté la publication de Jean Martin'],
    [
      item({ kind: 'comment' }, author(MARIE, 'Marie', 'Dupont')),
      'Marie a commenté sa publication',
    ],
    [item({ kind: 'comment' }, author(ME, 'Paul', 'Durand')), 'Marie a commenté votre publication'],
    [item({ kind: 'reply' }), 'Marie a répondu à un commentaire sur la publication de Jean Martin'],
    [
      item({ kind: 'publication_reaction', reaction: 'amen' }),
      'Marie a réagi « Amen » à la publication de Jean Martin',
    ],
    [
      item({ kind: 'comment_reaction', reaction: 'priere' }, author(ME, 'Paul', 'Durand')),
      'Marie a réagi « Je prie pour toi » à un commentaire sur votre publication',
    ],
  ])('%#: %s', (activity, sentence) => {
    expect(activitySentence(activity, names, types)).toBe(sentence);
  });

  it('never shows a reaction code: an unknown one just reads "a réagi à"', () => {
    expect(
      activitySentence(item({ kind: 'publication_reaction', reaction: 'zzz' }), names, types),
    ).toBe('Marie a réagi à la publication de Jean Martin');
    expect(activitySentence(item({ kind: 'comment_reaction', reaction: 'amen' }), names)).toBe(
      'Marie a réagi à un commentaire sur la publication de Jean Martin',
    );
  });
});
