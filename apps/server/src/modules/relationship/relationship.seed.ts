/**
 * The relationship module's demo content: Marie has four friends, one invitation received, one
 * sent, and people she may know with friends in common (Pierre 3, Luc 2, François 1, Joseph 1).
 * Written with `create`: no event, so no notification, is announced.
 */
import type { SeedContext } from '../../platform/module.ts';

/** [sender, receiver] keys; ACCEPTED friendships then PENDING invitations. */
const FRIENDSHIPS: [string, string][] = [
  ['Marie', 'Jean'],
  ['Marie', 'Helene'],
  ['Antoine', 'Marie'],
  ['Marie', 'Sophie'],
  ['Jean', 'Pierre'],
  ['Luc', 'Jean'],
  ['Camille', 'Amelie'],
  ['Chloe', 'Camille'],
  ['Francois', 'Antoine'],
  ['Joseph', 'Sophie'],
  // Friends of Marie's friends, so that her 'people you may know' have friends in common.
  ['Helene', 'Pierre'],
  ['Pierre', 'Antoine'],
  ['Sophie', 'Luc'],
];
const INVITATIONS: [string, string][] = [
  ['Chloe', 'Marie'],
  ['Joseph', 'Jean'],
  ['Marie', 'Amelie'],
];

export async function seedRelationships({ services, members }: SeedContext) {
  const pairs = [
    ...FRIENDSHIPS.map((pair) => [...pair, 'ACCEPTED'] as const),
    ...INVITATIONS.map((pair) => [...pair, 'PENDING'] as const),
  ];
  for (const [sender, receiver, status] of pairs) {
    const senderId = members.get(sender);
    const receiverId = members.get(receiver);
    if (senderId && receiverId) await services.relationship.create(senderId, receiverId, status);
  }
}
