// The relationship feature's front door for light things (ADR 0002): the relation and its
// moves. Its components are relationship.ui.ts.
export { relationQueryOptions, useRelationMove } from './relationship.queries';
