import { t } from '@/shared/i18n/i18n';
import '@/features/albums/albums.texts';

const plural = new Intl.PluralRules('fr');

/** 'N photo' or 'N photos' (French: 0 and 1 are singular), and the like. */
export function counted(count: number, key: 'count' | 'likes' | 'comments'): string {
  return t(`albums.${key}${plural.select(count) === 'one' ? 'One' : 'Many'}`, { count });
}
