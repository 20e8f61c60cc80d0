import { memberProfilePath } from '@/shared/people/profile-paths';
import { t } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import '@/features/profile/profile.texts';

/**
 * 'Partager le profil': copies the address other members open to see this
 * profile (/feed/people-profile/{id}/feed) and says so in a toast.
 */
export async function shareProfile(userId: string): Promise<void> {
  const url = `${window.location.origin}${memberProfilePath(userId)}`;
  try {
    await navigator.clipboard.writeText(url);
    await notify(t('profile.shareCopied'), 'success');
  } catch {
    await notify(t('profile.shareFailed', { url }), 'info');
  }
}
