import { useProfile, useRouteMember } from '@/features/users/users.public';
import { useTranslation } from '@/shared/i18n/i18n';
import { ActivityTimeline } from './ActivityTimeline';
import '@/features/activity/activityTab.texts';

// The profiles' 'Activité' tab (activity.feature.ts adds it to both).

/** /profile/activity: what the member published, commented and reacted to. */
export function OwnActivityTab() {
  const { t } = useTranslation();
  const { data: me } = useProfile();
  if (!me) return null;
  return <ActivityTimeline member={me} emptyText={t('activityTab.emptyOwn')} />;
}

/** /feed/people-profile/{userId}/activity: what they did, where I may see it. */
export function MemberActivityTab() {
  const { t } = useTranslation();
  const member = useRouteMember();
  if (!member) return null;
  return (
    <ActivityTimeline
      member={member}
      emptyText={t('activityTab.emptyOther', { name: member.first_name })}
    />
  );
}
