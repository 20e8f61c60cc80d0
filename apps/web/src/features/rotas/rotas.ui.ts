// The rotas feature's front door for components (ADR 0002): the 'Services' tab of a group.
export { ServicesTab } from './ServicesTab';
