// The auth feature's front door (ADR 0002).
export { useLogout } from './logout';
