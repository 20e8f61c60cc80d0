// The notifications feature's components for the app's header (ADR 0002).
export { NotificationBell } from './NotificationBell';
