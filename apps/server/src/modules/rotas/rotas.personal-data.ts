/**
 * What the rotas module holds of a member (ADR 0009): their places on slots, their away dates
 * and their feed's token, exported (the places and away dates) and erased. The services they
 * defined belong to their group and stay, their author forgotten.
 */
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createRotasRepository } from './rotas.repository.ts';
import type { RotasService } from './rotas.service.ts';

export const rotasPersonalData: PersonalDataHooks<RotasService> = {
  erase: (ctx, _rotas, userId) => createRotasRepository(ctx.db).eraseOf(userId),
  async export(ctx, _rotas, userId) {
    const { places, away } = await createRotasRepository(ctx.db).exportOf(userId);
    return [
      { file: 'services.json', title: 'Mes services', rows: places },
      { file: 'absences-services.json', title: 'Mes absences (services)', rows: away },
    ];
  },
};
