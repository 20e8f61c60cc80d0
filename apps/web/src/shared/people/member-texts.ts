import { t } from '@/shared/i18n/i18n';
import '@/shared/people/members.texts';

/** '1 ami en commun', '3 amis en commun'; nothing for none. */
export function mutualText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? t('members.mutualOne') : t('members.mutualMany', { count });
}

/** '1 ami', '12 amis'. */
export function friendsText(count: number): string {
  return count === 1 ? t('members.friendsOne') : t('members.friendsMany', { count });
}
