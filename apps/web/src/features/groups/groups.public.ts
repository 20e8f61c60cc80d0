// The groups feature's front door (ADR 0002).
export { groupListQueryOptions } from './groups.queries';
export { groupPath } from './group-paths';
