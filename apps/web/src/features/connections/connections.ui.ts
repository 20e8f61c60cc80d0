// The connections feature's components for other features (ADR 0002).
export { MemberListSection } from './MemberListSection';
