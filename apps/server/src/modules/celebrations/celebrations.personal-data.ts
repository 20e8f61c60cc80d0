/**
 * What the celebrations module holds of a member (ADR 0009): the wishes they sent and received
 * (not their text, which is a chat message of the messaging module, or no text at all) and the
 * mornings they were told of birthdays.
 */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createCelebrationsRepository } from './celebrations.repository.ts';
import type { CelebrationsService } from './celebrations.service.ts';

export const celebrationsPersonalData: PersonalDataHooks<CelebrationsService> = {
  async export(ctx, _celebrations, userId) {
    const rows = await createCelebrationsRepository(ctx.db).wishesOf(userId);
    return [{ file: 'voeux.json', title: 'Mes vœux envoyés et reçus', rows }];
  },
  async erase(ctx, _celebrations, userId) {
    await createCelebrationsRepository(ctx.db).erase(userId);
  },
};
