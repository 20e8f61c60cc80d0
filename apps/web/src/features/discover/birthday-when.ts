import { formatCalendarDayMonth } from '@/shared/format/french-date';
import { t } from '@/shared/i18n/i18n';
import '@/features/discover/discover.texts';

/** Within this many days a birthday reads 'Dans N jours'; further, its date. */
const NEAR_DAYS = 7;

/**
 * When a friend's birthday comes: 'Aujourd'hui', 'Demain', 'Dans 3 jours', or 'Le 14 décembre'.
 * `inDays` is the server's count (its time zone decides what today is); `date` is `YYYY-MM-DD`.
 */
export function birthdayWhen(inDays: number, date: string): string {
  if (inDays <= 0) return t('discover.birthdays.today');
  if (inDays === 1) return t('discover.birthdays.tomorrow');
  if (inDays <= NEAR_DAYS) return t('discover.birthdays.inDays', { count: inDays });
  const day = formatCalendarDayMonth(date);
  return day
    ? t('discover.birthdays.on', { date: day })
    : t('discover.birthdays.inDays', { count: inDays });
}
