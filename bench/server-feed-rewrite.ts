/**
 * server-under-test.ts with the home feed of feed-rewrite.ts in place of the repository's
 * (groups.bench.ts runs it beside the real one when BENCH_GROUPS_REWRITE is not 'false').
 */
import { register } from 'node:module';

register('./feed-rewrite-hooks.mjs', import.meta.url);
await import('./server-under-test.ts');
