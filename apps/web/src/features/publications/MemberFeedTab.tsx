import { useRouteMember } from '@/features/users/users.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { PublicationFeed } from './PublicationFeed';
import '@/features/publications/publications.texts';

/** /feed/people-profile/{userId}/feed: their publications that I may see. */
export function MemberFeedTab() {
  const { t } = useTranslation();
  const member = useRouteMember();
  if (!member) return null;
  return (
    <PublicationFeed
      meId={getUserId() ?? undefined}
      filter={{ author: member.id }}
      emptyText={t('publications.profileFeed.emptyOther', { name: member.first_name })}
    />
  );
}
