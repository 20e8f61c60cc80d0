import { t } from '@/shared/i18n/i18n';
import '@/features/news/news.texts';

/** '4 min de lecture'. */
export const readingTime = (minutes: number) =>
  t('news.card.readingTime', { count: Math.max(1, minutes) });
