// The help feature's front door for components (ADR 0002): the feed's guided tour.
export { FeedTour } from './FeedTour';
