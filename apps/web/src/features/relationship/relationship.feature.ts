import { defineFeature } from '@/shared/feature/feature';

const handlers = () => import('./relationship.notifications');

/** Friend notifications (spec §4); the relation buttons live on the profiles. */
export const relationshipFeature = defineFeature({
  name: 'relationship',
  notifications: {
    FRIEND_REQUEST_NEW: (notification, queryClient) =>
      handlers().then((m) => m.onInvitation(notification, queryClient)),
    FRIEND_REQUEST_ACCEPT: (notification, queryClient) =>
      handlers().then((m) => m.onAcceptedInvitation(notification, queryClient)),
  },
});
