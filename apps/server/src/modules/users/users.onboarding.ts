/**
 * A newcomer's 'Bienvenue' checklist on the feed (docs/onboarding.md): how far the member is in
 * each step, counted in one statement from the module that owns each figure (its `.public.ts`),
 * and whether they hid it (`onboarding.checklist_dismissed` in their settings).
 */
import {
  ONBOARDING_GOALS,
  ONBOARDING_STEPS,
  type OnboardingProgress,
  type OnboardingStep,
} from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { groupSql } from '../groups/groups.public.ts';
import { publicationSql } from '../publications/publications.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import type { SettingsService } from '../settings/settings.service.ts';

type Counts = Record<OnboardingStep, number>;

/** What the users module's service adds for the checklist (users.module.ts). */
export interface UsersOnboarding {
  onboarding: (userId: string) => Promise<OnboardingProgress>;
}

async function countsOf(db: Db, userId: string): Promise<Counts> {
  const [row] = await rows<Counts>(
    db,
    sql`select (case when u.profile_picture is not null then 1 else 0 end)::int as photo,
        (case when length(btrim(u.bio)) > 0 then 1 else 0 end)::int as bio,
        ${groupSql.joinedCount(userId)} as groups,
        ${relationSql.sentInvitationCount(userId)} as invitations,
        ${publicationSql.authoredCount(userId)} as publication
      from users u where u.id = ${userId}::uuid`,
  );
  return row ?? { photo: 0, bio: 0, groups: 0, invitations: 0, publication: 0 };
}

/** `GET /api/users/onboarding/`: the checklist of the member `userId`. */
export async function onboardingProgress(
  db: Db,
  settings: Pick<SettingsService, 'of'>,
  userId: string,
): Promise<OnboardingProgress> {
  const [counts, stored] = await Promise.all([countsOf(db, userId), settings.of(userId)]);
  const steps = ONBOARDING_STEPS.map((key) => {
    const goal = ONBOARDING_GOALS[key];
    const count = Math.min(counts[key], goal);
    return { key, count, goal, done: count >= goal };
  });
  return {
    steps,
    done: steps.filter((step) => step.done).length,
    total: steps.length,
    dismissed: stored.onboarding.checklist_dismissed,
  };
}
