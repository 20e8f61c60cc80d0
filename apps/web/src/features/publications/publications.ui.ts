// The publications feature's components for other features' pages (ADR 0002).
export { CommentSection } from './CommentSection';
export { Composer } from './Composer';
export { PublicationCard } from './PublicationCard';
export { PublicationFeed } from './PublicationFeed';
export { ReactionButtons } from './ReactionButtons';
export { ReactionsBar } from './ReactionsBar';
export { VideoProcessing } from './UploadedVideo';
