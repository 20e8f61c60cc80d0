// The users feature's components for other features (ADR 0002).
export { MemberRow } from './MemberRow';
export { WelcomeChecklist } from './WelcomeChecklist';
