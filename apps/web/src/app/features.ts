import { activityFeature } from '@/features/activity/activity.feature';
import { adminFeature } from '@/features/admin/admin.feature';
import { albumsFeature } from '@/features/albums/albums.feature';
import { authFeature } from '@/features/auth/auth.feature';
import { celebrationsFeature } from '@/features/celebrations/celebrations.feature';
import { classicFeature } from '@/features/classic/classic.feature';
import { connectionsFeature } from '@/features/connections/connections.feature';
import { eventsFeature } from '@/features/events/events.feature';
import { feedFeature } from '@/features/feed/feed.feature';
import { groupsFeature } from '@/features/groups/groups.feature';
import { helpFeature } from '@/features/help/help.feature';
import { landingFeature } from '@/features/landing/landing.feature';
import { messagingFeature } from '@/features/messaging/messaging.feature';
import { moderationFeature } from '@/features/moderation/moderation.feature';
import { newsFeature } from '@/features/news/news.feature';
import { notificationsFeature } from '@/features/notifications/notifications.feature';
import { peopleFeature } from '@/features/people/people.feature';
import { privacyFeature } from '@/features/privacy/privacy.feature';
import { profileFeature } from '@/features/profile/profile.feature';
import { pwaFeature } from '@/features/pwa/pwa.feature';
import { publicationsFeature } from '@/features/publications/publications.feature';
import { relationshipFeature } from '@/features/relationship/relationship.feature';
import { searchFeature } from '@/features/search/search.feature';
import { settingsFeature } from '@/features/settings/settings.feature';
import { videosFeature } from '@/features/videos/videos.feature';
import { wishlistFeature } from '@/features/wishlist/wishlist.feature';
import type { WebFeature } from '@/shared/feature/feature';

/**
 * The web features (ADR 0002): the router, the menus and the notification socket read
 * this list. A new feature is its folder with its `<name>.feature.ts`, plus one line here.
 * A feature marked `soon` shows its menu entries disabled with '(bientôt)' until it lands.
 */
export const FEATURES: readonly WebFeature[] = [
  landingFeature,
  authFeature,
  feedFeature,
  videosFeature,
  publicationsFeature,
  connectionsFeature,
  relationshipFeature,
  messagingFeature,
  notificationsFeature,
  profileFeature,
  peopleFeature,
  activityFeature,
  newsFeature,
  eventsFeature,
  celebrationsFeature,
  albumsFeature,
  groupsFeature,
  settingsFeature,
  adminFeature,
  helpFeature,
  privacyFeature,
  pwaFeature,
  classicFeature,
  moderationFeature,
  searchFeature,
  wishlistFeature,
];
