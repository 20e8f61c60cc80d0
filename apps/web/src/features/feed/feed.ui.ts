// The feed feature's components for other features (ADR 0002).
export { PublicationDetails } from './PublicationDetails';
