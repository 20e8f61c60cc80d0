/**
 * server-under-test.ts with the events list of events-rewrite.ts in place of the repository's
 * (events.bench.ts runs it beside the real one when BENCH_EVENTS_REWRITE is not 'false').
 */
import { register } from 'node:module';

register('./events-rewrite-hooks.mjs', import.meta.url);
await import('./server-under-test.ts');
