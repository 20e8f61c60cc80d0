import { ActivityTimeline } from '@/features/activity/ActivityTimeline';
import { MemberEvents } from '@/features/events/MemberEvents';
import { useProfile } from '@/features/users/users.queries';
import { VideoGrid } from '@/features/videos/VideoGrid';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/features/activity/activityTab.texts';
import '@/features/profile/pages/profilePages.texts';

// The own profile's tabs after the first. The feed is OwnFeedTab, in its own chunk: the
// profile's first screen does not load the videos, events and activity code (ADR 0010).

/** /profile/videos: the member's video publications, as a grid. */
export function OwnVideosTab() {
  const { t } = useTranslation();
  const { data: me } = useProfile();
  if (!me) return null;
  return (
    <section aria-labelledby="own-videos-title">
      <h2 id="own-videos-title" className="visually-hidden">
        {t('profilePages.videosTitle')}
      </h2>
      <VideoGrid author={me.id} heading="h3" emptyText={t('profilePages.videosEmptyOwn')} />
    </section>
  );
}

/** /profile/events: the events the member organises or goes to. */
export function OwnEventsTab() {
  const { data: me } = useProfile();
  if (!me) return null;
  return <MemberEvents memberId={me.id} />;
}

/** /profile/activity: what the member published, commented and reacted to. */
export function OwnActivityTab() {
  const { t } = useTranslation();
  const { data: me } = useProfile();
  if (!me) return null;
  return <ActivityTimeline member={me} emptyText={t('activityTab.emptyOwn')} />;
}
