import type { MemberCard, ModerationCase } from '@koinonia/contracts';

export const HELENE: MemberCard = {
  id: 'u-helene',
  titre: 'Sœur',
  first_name: 'Hélène',
  last_name: 'Durand',
  profile_picture: null,
};
export const JEAN: MemberCard = {
  id: 'u-jean',
  titre: 'Frère',
  first_name: 'Jean',
  last_name: 'Martin',
  profile_picture: null,
};
export const MARIE: MemberCard = {
  id: 'u-marie',
  titre: 'Sœur',
  first_name: 'Marie',
  last_name: 'Leroy',
  profile_picture: null,
};

/** An open case about Hélène's comment, reported by Jean. */
export function moderationCase(overrides: Partial<ModerationCase> = {}): ModerationCase {
  return {
    id: 'case-1',
    status: 'open',
    target_type: 'comment',
    target_id: 'comment-1',
    excerpt: 'Un commentaire déplacé',
    context: {
      publication_id: 'p-1',
      reply_to: null,
      image: null,
      publication_excerpt: 'Sortie au lac',
    },
    author: HELENE,
    group_id: null,
    hidden: false,
    taken_by: null,
    opened_at: '2026-11-27T06:00:00.000Z',
    closed_at: null,
    reports: [
      {
        id: 'r1',
        reporter: JEAN,
        reason: 'harassment',
        comment: 'Ce n’est pas la première fois.',
        created_at: '2026-11-27T06:00:00.000Z',
        snapshot: null,
      },
    ],
    notes: [],
    decisions: [],
    author_history: [],
    review: null,
    ...overrides,
  };
}
