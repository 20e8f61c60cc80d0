import { useHasRole } from '@/features/roles/roles.public';

/**
 * Whether the member holds a community role that reads the queue (moderator or admin): the
 * menu entry. Group moderators reach the page too (the server answers 200 for their groups).
 */
export function useIsModerator(): boolean {
  const moderator = useHasRole('moderator');
  const admin = useHasRole('admin');
  return moderator || admin;
}
