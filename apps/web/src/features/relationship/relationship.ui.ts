// The relationship feature's components for other features (ADR 0002).
export { MoveButtons } from './MoveButtons';
export { RelationActions } from './RelationActions';
