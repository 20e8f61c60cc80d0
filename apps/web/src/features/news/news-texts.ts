import { t } from '@/shared/i18n/i18n';
import '@/features/news/news.texts';

const plural = new Intl.PluralRules('fr-FR');

/** The French plural of a text with `_one` and `_other` forms: '1 commentaire', '3 commentaires'. */
export function counted(key: string, count: number): string {
  return t(`${key}_${plural.select(count) === 'one' ? 'one' : 'other'}`, { count });
}

/** '4 min de lecture'. */
export const readingTime = (minutes: number) =>
  t('news.card.readingTime', { count: Math.max(1, minutes) });
