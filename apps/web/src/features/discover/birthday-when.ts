import { t } from '@/shared/i18n/i18n';
import '@/features/discover/discover.texts';

/** Within this many days a birthday reads 'Dans N jours'; further, its date. */
const NEAR_DAYS = 7;

const dayMonth = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * When a friend's birthday comes: 'Aujourd'hui', 'Demain', 'Dans 3 jours', or 'Le 14 décembre'.
 * `inDays` is the server's count (its time zone decides what today is); `date` is `YYYY-MM-DD`.
 */
export function birthdayWhen(inDays: number, date: string): string {
  if (inDays <= 0) return t('discover.birthdays.today');
  if (inDays === 1) return t('discover.birthdays.tomorrow');
  if (inDays <= NEAR_DAYS) return t('discover.birthdays.inDays', { count: inDays });
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return t('discover.birthdays.inDays', { count: inDays });
  // French writes the first of the month '1er'.
  const day = parsed.getUTCDate() === 1 ? '1er' : String(parsed.getUTCDate());
  const month = dayMonth.formatToParts(parsed).find((part) => part.type === 'month')?.value ?? '';
  return t('discover.birthdays.on', { date: `${day} ${month}` });
}
