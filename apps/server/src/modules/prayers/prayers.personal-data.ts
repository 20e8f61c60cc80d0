/**
 * What the prayers module holds of a member (ADR 0009): their intentions, their 'Je prie' and
 * their words of support, exported and erased. Another member's intention appears in an export
 * by its id and text only, never by its author.
 */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createPrayersRepository } from './prayers.repository.ts';
import type { PrayersService } from './prayers.service.ts';

export const prayersPersonalData: PersonalDataHooks<PrayersService> = {
  erase: (ctx, _prayers, userId) => createPrayersRepository(ctx.db).eraseOf(userId),
  async export(ctx, _prayers, userId) {
    const { intentions, prayers, supports, digest } = await createPrayersRepository(
      ctx.db,
    ).exportOf(userId);
    return [
      { file: 'intentions.json', title: 'Mes intentions de prière', rows: intentions },
      { file: 'je-prie.json', title: 'Les intentions pour lesquelles je prie', rows: prayers },
      { file: 'mots-de-soutien.json', title: 'Mes mots de soutien', rows: supports },
      { file: 'resume-priere.json', title: 'Mon résumé quotidien des intentions', rows: digest },
    ];
  },
};
