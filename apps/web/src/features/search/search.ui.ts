// The search feature's components for the app's header (ADR 0002).
export { HeaderSearch } from './HeaderSearch';
