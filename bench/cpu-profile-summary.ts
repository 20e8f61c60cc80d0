/**
 * Where a server's CPU went: the self time of a `--cpu-prof` profile (BENCH_CPU_PROF=<dir>, see
 * harness.ts) summed by cost (the SQL driver, schema validation and serialisation, JSON, auth,
 * logging, the presenter, the garbage collector…), each with its share of the busy time (the
 * idle time left out) and of the whole.
 *
 * Usage: `[LAST_SECONDS=10] [TOP_FRAMES=30] npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top=10]`
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The profile's last `seconds` only (the scenario's run, which ends the server's life in a
 * one-scenario run: BENCH_FEED_SCENARIOS), without the start, module loading and sign-ins.
 */
export function lastSeconds(profile: Profile, seconds: number): Profile {
  const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  let at = 0;
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= total - seconds * 1e6) {
      samples.push(id);
      timeDeltas.push(delta);
    }
  });
  return { nodes: profile.nodes, samples, timeDeltas };
}

/** The cost a frame belongs to, from its file (first match wins) or its name. */
const COSTS: [string, (url: string, name: string) => boolean][] = [
  ['idle', (_u, n) => n === '(idle)'],
  ['garbage collector', (_u, n) => n === '(garbage collector)'],
  ['program (V8, native)', (_u, n) => n === '(program)'],
  [
    'pg driver (protocol, parsing rows)',
    (u) => /node_modules\/(pg|pg-protocol|pg-types|pgpass|postgres-[a-z]+)\//.test(u),
  ],
  ['PGlite', (u) => u.includes('@electric-sql/pglite')],
  ['drizzle (building SQL)', (u) => u.includes('node_modules/drizzle-orm')],
  ['zod (validation)', (u) => /node_modules\/(zod|fastify-type-provider-zod)\//.test(u)],
  ['fast-json-stringify (serialisation)', (u) => u.includes('fast-json-stringify')],
  ['socket writes (writev)', (u, n) => u === '' && /^writev|^write[A-Z]/.test(n)],
  ['JSON.parse / JSON.stringify', (u, n) => u === '' && (n === 'parse' || n === 'stringify')],
  [
    'auth (JWT)',
    (u) =>
      u.startsWith('node:internal/crypto') ||
      /node_modules\/(jose|fast-jwt|@fastify\/jwt)\//.test(u) ||
      /platform\/auth|modules\/auth\//.test(u),
  ],
  ['logging (pino)', (u) => /node_modules\/(pino|pino-std-serializers|sonic-boom)\//.test(u)],
  [
    'fastify (routing, hooks, reply)',
    (u) => /node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio)\//.test(u),
  ],
  ['publications presenter', (u) => u.includes('publications.presenter')],
  ['publications (service, repository, cache)', (u) => u.includes('modules/publications/')],
  ['other app code', (u) => u.includes('/apps/server/src/')],
  ['tsx / module loading', (u) => /node_modules\/(tsx|esbuild)\//.test(u)],
  ['other dependencies', (u) => u.includes('node_modules/')],
  [
    'node: http, net, streams',
    (u) => /^node:(_http|http|net|stream|internal\/(http|net|streams|stream_base))/.test(u),
  ],
  ['node: other internals', (u) => u.startsWith('node:')],
  ['other builtins (regexps, promises…)', (u) => u === ''],
];

/** The frames with the most self time, named by function and file. */
export function topFrames(profile: Profile, n: number): { frame: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/src\//, '')}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals]
    .map(([frame, ms]) => ({ frame, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n);
}

export function summarise(profile: Profile): { cost: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const totals = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const cost = COSTS.find(([, test]) => test(frame.url, frame.functionName))?.[0] ?? 'other';
    totals.set(cost, (totals.get(cost) ?? 0) + micros / 1000);
  }
  return [...totals].map(([cost, ms]) => ({ cost, ms })).sort((a, b) => b.ms - a.ms);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top = '10'] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
  const read = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  // LAST_SECONDS=<n>: only the end of the profile (a scenario's run).
  const profile = process.env.LAST_SECONDS
    ? lastSeconds(read, Number(process.env.LAST_SECONDS))
    : read;
  const costs = summarise(profile);
  const all = costs.reduce((sum, c) => sum + c.ms, 0);
  const busy = costs.filter((c) => c.cost !== 'idle').reduce((sum, c) => sum + c.ms, 0);
  console.log(
    `${file}: ${(all / 1000).toFixed(1)} s profiled, busy ${((100 * busy) / all).toFixed(0)} %`,
  );
  console.log('| cost | CPU ms | share of busy |');
  console.log('|---|---:|---:|');
  for (const c of costs.filter((c) => c.cost !== 'idle').slice(0, Number(top))) {
    console.log(`| ${c.cost} | ${Math.round(c.ms)} | ${((100 * c.ms) / busy).toFixed(1)} % |`);
  }
  if (process.env.TOP_FRAMES) {
    console.log('\nFrames with the most self time:');
    for (const f of topFrames(profile, Number(process.env.TOP_FRAMES))) {
      console.log(`${Math.round(f.ms)} ms  ${f.frame}`);
    }
  }
}
