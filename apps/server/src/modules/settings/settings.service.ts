/**
 * A member's settings: one typed object, stored as the member's own choices and read
 * merged over DEFAULT_SETTINGS. The modules that enforce a choice read it here (`of`, `ofMany`)
 * or in SQL (settings.public.ts); none reads the table.
 */
import type { Settings, UpdateSettingsBody } from '@koinonia/contracts';
import type { SettingsRepository } from './settings.repository.ts';
import { deepMerge, resolveSettings } from './settings.merge.ts';

export interface SettingsServiceDeps {
  repository: SettingsRepository;
}

/** Told when a member shows or hides their presence (privacy.show_online). */
export type ShowOnlineListener = (userId: string, shown: boolean) => void;

export function createSettingsService({ repository }: SettingsServiceDeps) {
  const showOnlineListeners: ShowOnlineListener[] = [];
  const service = {
    /** app.ts announces the change to the friends of a member who is connected. */
    onShowOnlineChange(listener: ShowOnlineListener): void {
      showOnlineListeners.push(listener);
    },

    /** `GET /api/users/settings/`, and any module's look at one member's choices. */
    of: async (userId: string): Promise<Settings> => resolveSettings(await repository.find(userId)),

    /** The settings of each member (every id is in the map; no row: the defaults). */
    async ofMany(userIds: readonly string[]): Promise<Map<string, Settings>> {
      const unique = [...new Set(userIds)];
      const stored = await repository.findMany(unique);
      return new Map(unique.map((id) => [id, resolveSettings(stored.get(id))]));
    },

    /**
     * `PATCH /api/users/settings/`: the body's keys over what the member stored, object by
     * object. Only the member's own choices are stored, so a default changed later still
     * reaches the keys they never touched.
     */
    async update(userId: string, body: UpdateSettingsBody): Promise<Settings> {
      let before: boolean | undefined;
      const stored = await repository.update(userId, (current) => {
        before = resolveSettings(current).privacy.show_online;
        return deepMerge(current ?? {}, body) as object;
      });
      const settings = resolveSettings(stored);
      if (before !== undefined && before !== settings.privacy.show_online) {
        for (const listener of showOnlineListeners) listener(userId, settings.privacy.show_online);
      }
      return settings;
    },

    /**
     * A page of the members who turned the weekly summary on (it is off by default, so only
     * they stored it), in id order after `after`: the community module's recurring mail.
     */
    weeklySummaryIds: (after: string | null, limit: number): Promise<string[]> =>
      repository.idsWithTrue(['communication', 'weekly_summary'], after, limit),

    /** The same for the weekly parish sheet by mail (community.sheet.ts), off by default too. */
    weeklySheetIds: (after: string | null, limit: number): Promise<string[]> =>
      repository.idsWithTrue(['communication', 'weekly_sheet'], after, limit),

    /** The members among `userIds` who let others see when they are online. */
    async showingOnline(userIds: readonly string[]): Promise<string[]> {
      const settings = await service.ofMany(userIds);
      return userIds.filter((id) => settings.get(id)?.privacy.show_online !== false);
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
