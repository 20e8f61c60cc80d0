// The notifications feature's front door for light things (ADR 0002): the socket the app
// opens with the features' handlers. Its components are notifications.ui.ts.
export { handleNotificationFrame } from './handle-notification';
export { notificationsKeys } from './notifications.queries';
export { useNotificationSocket } from './useNotificationSocket';
export { useReadFromPush } from './useReadFromPush';
