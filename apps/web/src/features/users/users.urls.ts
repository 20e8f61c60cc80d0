import { userUrl } from '@/shared/api/endpoints';

/**
 * GET: the signed-in member's profile (the header's avatar, the profile card, the home page's
 * welcome). Apart from its query: the signed-in layout's loader asks for it while the layout's
 * code downloads (issue 10, §6).
 */
export const profileUrl = `${userUrl}/profil/`;
