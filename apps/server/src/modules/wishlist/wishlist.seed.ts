/**
 * The wishlist's demo content: two needs posted by Marie (the demo's editor), the food bank's
 * and a family's, with a few pledges by other demo members. Written through the repository.
 */
import type { SeedContext } from '../../platform/module.ts';
import { createWishlistRepository } from './wishlist.repository.ts';

export async function seedWishlist({ db, members, report }: SeedContext): Promise<void> {
  const marie = members.get('Marie');
  if (!marie) return;
  const repository = createWishlistRepository(db);
  const foodBank = await repository.insertNeed(marie, {
    title: 'Banque alimentaire de décembre',
    description:
      'La collecte pour les familles accompagnées par la banque alimentaire de la paroisse. Déposez vos dons au presbytère avant le 15 décembre.',
    items: [
      { label: 'Paquets de pâtes (500 g)', quantity: 40 },
      { label: 'Boîtes de conserve de légumes', quantity: 30 },
      { label: 'Litres de lait UHT', quantity: 24 },
      { label: 'Paquets de couches (taille 4)', quantity: 6 },
    ],
  });
  const family = await repository.insertNeed(marie, {
    title: 'Une famille accueillie cet hiver',
    description:
      'Une famille de quatre personnes arrive dans le quartier sans meubles ni linge. Merci pour ce que vous pourrez apporter.',
    items: [
      { label: 'Couvertures', quantity: 4 },
      { label: 'Lit pour enfant', quantity: 1 },
      { label: 'Lot de casseroles', quantity: 1 },
    ],
  });
  const pledges: [string, string, number, number][] = [
    ['Jean', foodBank, 0, 10],
    ['Helene', foodBank, 1, 12],
    ['Camille', foodBank, 2, 6],
    ['Jean', family, 0, 2],
    ['Luc', family, 2, 1],
  ];
  const items = new Map<string, string[]>();
  for (const need of [foodBank, family]) {
    const [row] = await repository.list(marie, true, need);
    items.set(need, row?.items.map((item) => item.id) ?? []);
  }
  let count = 0;
  for (const [name, need, index, quantity] of pledges) {
    const member = members.get(name);
    const item = items.get(need)?.[index];
    if (!member || !item) continue;
    const outcome = await repository.pledge(member, item, quantity);
    if (outcome.done) count += 1;
  }
  report(`2 demo wishlist needs (${count} pledges)`);
}
