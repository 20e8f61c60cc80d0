import { Composer } from '@/features/publications/Composer';
import { PublicationFeed } from '@/features/publications/PublicationFeed';
import { useProfile } from '@/features/users/users.queries';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/profile/pages/profilePages.texts';

/** /profile/feed: the composer, then the member's own publications. */
export function OwnFeedTab() {
  const { t } = useTranslation();
  const { data: me } = useProfile();
  if (!me) return null;
  return (
    <>
      <Composer />
      <PublicationFeed
        meId={me.id}
        filter={{ author: me.id }}
        emptyText={t('profilePages.feedEmptyOwn')}
      />
    </>
  );
}
