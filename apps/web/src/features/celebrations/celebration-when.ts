import { t } from '@/shared/i18n/i18n';
import '@/features/celebrations/celebrations.texts';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Aujourd'hui", 'Demain', then 'Lundi 30 novembre' (the date is the community's day). */
export function celebrationWhen(inDays: number, date: string): string {
  if (inDays <= 0) return t('celebrations.when.today');
  if (inDays === 1) return t('celebrations.when.tomorrow');
  const text = dayFormat.format(new Date(`${date}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
