/**
 * What publications.module.ts imports as './publications.repository.ts' when the app runs under
 * server-feed-rewrite.ts: the real repository with the proposed feed (feed-rewrite.ts).
 */
export { createRewrittenRepository as createPublicationsRepository } from './feed-rewrite.ts';
