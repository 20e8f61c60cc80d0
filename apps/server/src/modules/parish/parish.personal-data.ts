/**
 * What the parish module holds of a member (ADR 0009): the requests they sent to a parish
 * office, with their messages, exported and erased. An admin's answers in another member's
 * request stay (their author becomes unknown); a parish's profile and schedule belong to its
 * page.
 */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createParishRepository } from './parish.repository.ts';
import type { ParishService } from './parish.service.ts';

export const parishPersonalData: PersonalDataHooks<ParishService> = {
  erase: (ctx, _parish, userId) => createParishRepository(ctx.db).eraseOf(userId),
  async export(ctx, _parish, userId) {
    const requests = await createParishRepository(ctx.db).requestsForExport(userId);
    return [{ file: 'paroisse.json', title: 'Mes demandes à la paroisse', rows: requests }];
  },
};
