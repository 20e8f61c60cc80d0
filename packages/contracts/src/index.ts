export * from './errors.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './relationship.ts';
export * from './media.ts';
export * from './notifications.ts';
export * from './messaging.ts';
export * from './realtime.ts';
