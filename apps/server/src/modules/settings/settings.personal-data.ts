/** What the settings module holds of a member (ADR 0009): their choices. */
import type { PersonalDataHooks } from '../../platform/module.ts';
import type { SettingsService } from './settings.service.ts';
import { eraseSettingsOf } from './settings.erase.ts';

export const settingsPersonalData: PersonalDataHooks<SettingsService> = {
  erase: (ctx, _settings, userId) => eraseSettingsOf(ctx.db, userId),
  /** Every setting with its value (their own choice or the default). */
  async export(_ctx, settings, userId) {
    return [
      { file: 'parametres.json', title: 'Mes paramètres', rows: [await settings.of(userId)] },
    ];
  },
};
