// The parish feature's front door for components (ADR 0002): the 'Paroisse' tab of a page.
export { ParishTab } from './ParishTab';
