import { useProfile } from '@/features/users/users.public';
import { ProfileEditForm } from './ProfileEditForm';

/** /profile/about: the member's information, editable. */
export function ProfileAboutPage() {
  const { data: user } = useProfile();
  if (!user) return null;
  // Remount the form when the saved profile changes, so it shows what the server kept.
  return <ProfileEditForm key={user.id} user={user} />;
}
