// The publications feature's components for other features' pages (ADR 0002).
export { Composer } from './Composer';
export { PublicationCard } from './PublicationCard';
export { PublicationFeed } from './PublicationFeed';
export { ReactionButtons } from './ReactionButtons';
export { VideoProcessing } from './UploadedVideo';
