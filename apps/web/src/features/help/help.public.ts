// The help feature's front door for light things (ADR 0002): the support link (SUPPORT_URL).
export { useSupportUrl } from './help.queries';
