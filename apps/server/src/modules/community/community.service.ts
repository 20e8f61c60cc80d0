/** What the community module does for a member: turn one of its mails off (the unsubscribe link). */
import type { Settings, UpdateSettingsBody } from '@koinonia/contracts';

/** The community's mails a member may stop, by their settings key. */
export type CommunityMail = 'group_events' | 'weekly_summary' | 'weekly_sheet';

export interface CommunityServiceDeps {
  /** The settings module's PATCH. */
  updateSettings(userId: string, body: UpdateSettingsBody): Promise<Settings>;
}

export function createCommunityService(deps: CommunityServiceDeps) {
  return {
    /** Turns `mail` off in the member's settings (idempotent). */
    async stopMail(userId: string, mail: CommunityMail): Promise<void> {
      await deps.updateSettings(userId, { communication: { [mail]: false } });
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
