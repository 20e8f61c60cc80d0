// The pwa feature's components for the app (ADR 0002): only re-exports.
export { UpdateBanner } from './UpdateBanner';
