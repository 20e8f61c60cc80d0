// The events feature's components for other features (ADR 0002).
export { UpcomingEventsCard } from './UpcomingEventsCard';
