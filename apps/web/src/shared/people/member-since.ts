import { formatMonthYear } from '@/shared/format/french-date';
import { t } from '@/shared/i18n/i18n';
import '@/shared/people/members.texts';

/** 'Membre depuis novembre 2026': the month the member joined. */
export function memberSinceText(dateJoined: string): string {
  return t('members.memberSince', { date: formatMonthYear(dateJoined) });
}
