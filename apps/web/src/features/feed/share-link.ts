import { t } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { detailsHref } from '@/features/publications/publications.public';
import '@/features/feed/feedPages.texts';

/**
 * 'Copier le lien': copies the address of the publication's page and says so in a toast;
 * where the clipboard is refused, the toast gives the address to copy by hand.
 */
export async function copyPublicationLink(publicationId: string): Promise<void> {
  const url = `${window.location.origin}${detailsHref(publicationId)}`;
  try {
    await navigator.clipboard.writeText(url);
    await notify(t('feedPages.details.copied'), 'success');
  } catch {
    await notify(t('feedPages.details.copyFailed', { url }), 'info');
  }
}
