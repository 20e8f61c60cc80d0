// The privacy feature's front door for components (ADR 0002): the page that asks a member to
// accept a new version of the terms, shown by the signed-in layout.
export { TermsGate } from './TermsGate';
