import { activityFeature } from '@/features/activity/activity.feature';
import { adminFeature } from '@/features/admin/admin.feature';
import { albumsFeature } from '@/features/albums/albums.feature';
import { celebrationsFeature } from '@/features/celebrations/celebrations.feature';
import { classicFeature } from '@/features/classic/classic.feature';
import { connectionsFeature } from '@/features/connections/connections.feature';
import { eventsFeature } from '@/features/events/events.feature';
import { feedFeature } from '@/features/feed/feed.feature';
import { groupsFeature } from '@/features/groups/groups.feature';
import { messagingFeature } from '@/features/messaging/messaging.feature';
import { moderationFeature } from '@/features/moderation/moderation.feature';
import { notificationsFeature } from '@/features/notifications/notifications.feature';
import { peopleFeature } from '@/features/people/people.feature';
import { prayersFeature } from '@/features/prayers/prayers.feature';
import { profileFeature } from '@/features/profile/profile.feature';
import { publicationsFeature } from '@/features/publications/publications.feature';
import { relationshipFeature } from '@/features/relationship/relationship.feature';
import { rotasFeature } from '@/features/rotas/rotas.feature';
import { searchFeature } from '@/features/search/search.feature';
import { settingsFeature } from '@/features/settings/settings.feature';
import { videosFeature } from '@/features/videos/videos.feature';
import { wishlistFeature } from '@/features/wishlist/wishlist.feature';
import type { WebFeature } from '@/shared/feature/feature';

/**
 * The member features (ADR 0023): those whose pages only a signed-in member opens (routes in
 * the `app` slot, or under another member feature's route), or that only add menu entries,
 * profile tabs and notification handlers. A chunk of its own, out of the entry: the router loads
 * it when it first meets a path it does not know (`discoverRoutes` in routes.tsx), the signed-in
 * layout before it renders its menus. A new feature of that kind is one line here
 * (features.ts lists the guest features).
 */
export const MEMBER_FEATURES: readonly WebFeature[] = [
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
  eventsFeature,
  celebrationsFeature,
  albumsFeature,
  groupsFeature,
  settingsFeature,
  adminFeature,
  classicFeature,
  moderationFeature,
  searchFeature,
  wishlistFeature,
  prayersFeature,
  rotasFeature,
];
