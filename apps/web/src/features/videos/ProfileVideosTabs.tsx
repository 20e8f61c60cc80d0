import { useProfile, useRouteMember } from '@/features/users/users.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { VideoGrid } from './VideoGrid';
import '@/features/videos/videoPages.texts';

// The profiles' 'Vidéos' tab (videos.feature.ts adds it to both).

/** /profile/videos: the member's video publications, as a grid. */
export function OwnVideosTab() {
  const { t } = useTranslation();
  const { data: me } = useProfile();
  if (!me) return null;
  return (
    <section aria-labelledby="own-videos-title">
      <h2 id="own-videos-title" className="visually-hidden">
        {t('videoPages.profileTab.title')}
      </h2>
      <VideoGrid author={me.id} heading="h3" emptyText={t('videoPages.profileTab.emptyOwn')} />
    </section>
  );
}

/** /feed/people-profile/{userId}/videos: their video publications that I may see, as a grid. */
export function MemberVideosTab() {
  const { t } = useTranslation();
  const member = useRouteMember();
  if (!member) return null;
  return (
    <section aria-labelledby="member-videos-title">
      <h2 id="member-videos-title" className="visually-hidden">
        {t('videoPages.profileTab.title')}
      </h2>
      <VideoGrid
        author={member.id}
        heading="h3"
        emptyText={t('videoPages.profileTab.emptyOther', { name: member.first_name })}
      />
    </section>
  );
}
