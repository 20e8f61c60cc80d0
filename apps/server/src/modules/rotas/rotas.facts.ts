/**
 * What the rotas module announces, recorded with the write that causes it and delivered after
 * commit (platform/outbox.ts); its listeners turn them into notifications and mails.
 */
export interface RotasFacts {
  /** A leader asked `userId` to take a place on the slot. */
  'rotas.asked': { slotId: string; userId: string; actorId: string };
  /** `userId` declined the slot: the leaders hear of it. */
  'rotas.declined': { slotId: string; userId: string };
  /** `userId` asked the group for a replacement: who could take it hears of it. */
  'rotas.replacement_asked': { slotId: string; userId: string };
  /** `userId` took the place `replacedId` left: the leaders and the replaced member hear of it. */
  'rotas.replaced': { slotId: string; userId: string; replacedId: string };
  /** The day before: `userId` is reminded of their place. */
  'rotas.reminder': { slotId: string; userId: string; day: string };
  /** A leader's message to everyone who could take the uncovered slots. */
  'rotas.call': { groupId: string; actorId: string; userIds: string[]; text: string };
}
