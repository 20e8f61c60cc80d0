// The messaging feature's components for other features (ADR 0002).
export { MessageButton } from './MessageButton';
