import { useProfile } from '@/features/users/users.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { Composer } from './Composer';
import { PublicationFeed } from './PublicationFeed';
import '@/features/publications/publications.texts';

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
        emptyText={t('publications.profileFeed.emptyOwn')}
      />
    </>
  );
}
