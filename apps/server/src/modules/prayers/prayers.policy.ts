/**
 * Who may do what with an intention (docs/adr/0015-policies-and-sub-domain-services.md). Who
 * sees it is the repository's SQL (prayers.sql.ts): one who may not gets 404 first.
 * - Its author renews it and closes it with an 'Action de grâce'; they do not pray for it.
 * - The others who see it pray ('Je prie') and leave words of support while it is open: not
 *   closed by a thanksgiving, not past its end date. Its author answers by the thanksgiving,
 *   never by a word (which would name the author of an anonymous one).
 */
import { AppError } from '../../platform/errors.ts';
import type { IntentionState } from './prayers.repository.ts';
import { PRAYERS_TEXTS } from './prayers.texts.ts';

export type PrayerAction = 'pray' | 'support' | 'renew' | 'thank';

export function refusal(
  me: string,
  action: PrayerAction,
  intention: IntentionState,
  now: Date,
): AppError | undefined {
  const mine = intention.authorId === me;
  if (action === 'renew' || action === 'thank') {
    if (!mine) return new AppError(403, 'forbidden', PRAYERS_TEXTS.notYours);
    if (intention.thanked) {
      return new AppError(
        409,
        'conflict',
        action === 'thank' ? PRAYERS_TEXTS.alreadyThanked : PRAYERS_TEXTS.closed,
      );
    }
    return undefined;
  }
  if (action === 'pray' && mine) return new AppError(409, 'conflict', PRAYERS_TEXTS.notSelf);
  // A word signed by the author would name the author of an anonymous intention.
  if (action === 'support' && mine) {
    return new AppError(409, 'conflict', PRAYERS_TEXTS.notSelfSupport);
  }
  if (intention.thanked) return new AppError(409, 'conflict', PRAYERS_TEXTS.closed);
  if (intention.endsAt <= now) return new AppError(409, 'conflict', PRAYERS_TEXTS.expired);
  return undefined;
}
