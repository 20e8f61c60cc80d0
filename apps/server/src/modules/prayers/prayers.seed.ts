/**
 * The prayers module's demo content: a few intentions in the demo community (one anonymous,
 * one shared in the 'Groupe de prière du mardi'), prayed for by other demo members, with words
 * of support, and one closed by its author's 'Action de grâce'. Written through the
 * repository: no fact, so nothing is announced.
 */
import type { SeedContext } from '../../platform/module.ts';
import { createPrayersRepository } from './prayers.repository.ts';

const DAY = 86_400_000;

interface DemoIntention {
  author: string;
  text: string;
  anonymous: boolean;
  group?: string;
  audience: 'community' | 'friends' | 'group';
  /** Days left before its end. */
  days: number;
  prayers: [string, boolean][];
  supports?: [string, string][];
  thanksgiving?: string;
}

const DEMO: DemoIntention[] = [
  {
    author: 'Jean',
    text: 'Pour ma mère, opérée du cœur jeudi : que l’équipe médicale soit guidée et qu’elle garde confiance.',
    anonymous: false,
    audience: 'community',
    days: 6,
    prayers: [
      ['Marie', false],
      ['Helene', false],
      ['Camille', true],
      ['Luc', false],
    ],
    supports: [
      ['Helene', 'Nous la confions à Notre-Dame de la Garde. Courage à vous tous.'],
      ['Marie', 'Je pense à vous et je prie chaque soir.'],
    ],
  },
  {
    author: 'Camille',
    text: 'Pour un couple de notre entourage qui traverse une grande épreuve : qu’ils retrouvent la paix et le chemin du dialogue.',
    anonymous: true,
    audience: 'community',
    days: 5,
    prayers: [
      ['Jean', false],
      ['Antoine', false],
    ],
  },
  {
    author: 'Antoine',
    text: 'Pour les personnes seules pendant les fêtes, et pour les bénévoles qui les visitent.',
    anonymous: false,
    audience: 'group',
    group: 'Groupe de prière du mardi',
    days: 4,
    prayers: [
      ['Helene', false],
      ['Marie', false],
      ['Amelie', false],
    ],
  },
  {
    author: 'Marie',
    text: 'Pour Lucas qui passe son permis de conduire lundi, et pour tous les jeunes en examen ce mois-ci.',
    anonymous: false,
    audience: 'community',
    days: 3,
    prayers: [
      ['Jean', false],
      ['Sophie', false],
      ['Pierre', false],
    ],
    supports: [['Jean', 'Bonne chance à Lucas !']],
    thanksgiving: 'Lucas a eu son permis du premier coup ! Merci à tous pour vos prières.',
  },
];

export async function seedPrayers({ db, members, refs, report }: SeedContext): Promise<void> {
  const repository = createPrayersRepository(db);
  const now = Date.now();
  let count = 0;
  for (const demo of DEMO) {
    const authorId = members.get(demo.author);
    const groupId = demo.group ? refs.get(`group:${demo.group}`) : undefined;
    if (!authorId || (demo.audience === 'group' && !groupId)) continue;
    const id = await repository.insert({
      authorId,
      text: demo.text,
      anonymous: demo.anonymous,
      audience: demo.audience,
      groupId: groupId ?? null,
      endsAt: new Date(now + demo.days * DAY),
    });
    for (const [key, anonymous] of demo.prayers) {
      const member = members.get(key);
      if (member) await repository.pray(id, member, anonymous);
    }
    for (const [key, text] of demo.supports ?? []) {
      const member = members.get(key);
      if (member) await repository.addSupport(id, member, text);
    }
    if (demo.thanksgiving) await repository.thank(id, demo.thanksgiving, new Date(now));
    count += 1;
  }
  report(`${count} demo prayer intentions`);
}
