import { useProfile, useRouteMember } from '@/features/users/users.public';
import { MemberEvents } from './MemberEvents';

// The profiles' 'Événements' tab (events.feature.ts adds it to both).

/** /profile/events: the events the member organises or goes to. */
export function OwnEventsTab() {
  const { data: me } = useProfile();
  if (!me) return null;
  return <MemberEvents memberId={me.id} />;
}

/** /feed/people-profile/{userId}/events: the events they organise or go to, that I may see. */
export function MemberEventsTab() {
  const member = useRouteMember();
  if (!member) return null;
  return <MemberEvents memberId={member.id} name={member.first_name} />;
}
