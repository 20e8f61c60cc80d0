/**
 * The video pipeline's benchmark (docs/adr/0017-video-pipeline.md, docs/performance.md):
 *
 * 1. One transcode alone: a 10 s 1080p clip made with lavfi at bench time, through the exact
 *    arguments of the `media.video` job (`transcodeArgs`, at nice 10), under `/usr/bin/time -v`:
 *    wall time, CPU seconds and ffmpeg's peak memory (maximum resident set).
 * 2. In one run of the real app (embedded PGlite, BENCH_MEMBERS members with friends and
 *    publications): the bare Fastify route (the machine's limit), the feed without a transcode,
 *    and the feed while the job transcodes uploaded 1080p clips one after another
 *    (MEDIA_VIDEO_CONCURRENCY=1): req/s and the server's event-loop p99, ~20 s a phase.
 *
 * Usage: `npm run bench:video` (20 s a phase: its npm script sets BENCH_SECONDS=20 unless given).
 */
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FFMPEG_NICENESS,
  type ProbedVideo,
  transcodeArgs,
  videoTools,
} from '../apps/server/src/modules/media/media.ffmpeg.ts';
import { connections, measure, printMachine, start } from './harness.ts';
import { BENCH_PASSWORD } from './seed.ts';

const tools = videoTools({});
const work = mkdtempSync(join(tmpdir(), 'koinonia-video-bench-'));

/** A 10 s 1080p H.264 clip with light noise at 16 Mb/s (a phone's, as the spike's). */
function phoneClip(): string {
  const file = join(work, 'phone-1080p.mp4');
  execFileSync(tools.ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1920x1080:rate=30:duration=10,noise=alls=8:allf=t',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '16M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-y',
    file,
  ]);
  return file;
}

function loadAverage(): string {
  return execSync('uptime').toString().trim();
}

printMachine(connections);
console.log(`Load average at start: ${loadAverage()}\n`);
const clip = phoneClip();
const clipBytes = readFileSync(clip);
console.log(`Clip: 10 s 1920×1080 30 fps H.264 + AAC, ${(clipBytes.length / 1e6).toFixed(1)} MB`);

// 1. The transcode alone, as the job runs it.
const probed: ProbedVideo = {
  duration: 10,
  width: 1920,
  height: 1080,
  fps: 30,
  hdr: false,
  hasAudio: true,
  tags: {},
};
const timed = spawnSync(
  '/usr/bin/time',
  [
    '-v',
    'nice',
    '-n',
    String(FFMPEG_NICENESS),
    tools.ffmpeg,
    ...transcodeArgs(clip, join(work, 'out.mp4'), probed).filter(
      (arg, index, all) =>
        !(arg === 'pipe:1' || (arg === '-progress' && all[index + 1] === 'pipe:1')),
    ),
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
).stderr.toString();
const field = (name: string) => new RegExp(`${name}: (.+)`).exec(timed)?.[1]?.trim() ?? '?';
const cpu = Number(field('User time \\(seconds\\)')) + Number(field('System time \\(seconds\\)'));
const peakMb = Number(field('Maximum resident set size \\(kbytes\\)')) / 1024;
console.log(
  `Transcode alone (nice ${FFMPEG_NICENESS}, 720p veryfast CRF 23, -threads 2): wall ${field(
    'Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)',
  )}, CPU ${cpu.toFixed(2)} s (${(cpu / 10).toFixed(2)} s per s of video), peak RSS ${peakMb.toFixed(0)} MB, output ${(
    readFileSync(join(work, 'out.mp4')).length / 1e6
  ).toFixed(2)} MB`,
);
console.log(`Load average after it: ${loadAverage()}\n`);

// 2. The feed with and without a transcode, in one run of the app.
const bare = await start('./bare-server.ts');
const app = await start('./server-under-test.ts', {
  BENCH_MEMBERS: process.env.BENCH_MEMBERS ?? '300',
  MEDIA_VIDEO_CONCURRENCY: '1',
  SHED_MAX_IN_FLIGHT: '0',
  SHED_QUEUE_DELAY_MS: '0',
});
const base = `http://127.0.0.1:${app.port}`;
const emails = app.info.emails as string[];
async function signIn(email: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/sign-in/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  return ((await answer.json()) as { access: string }).access;
}
const access = await signIn(emails[0] as string);
const headers = { authorization: `Bearer ${access}` };
// Publications for the feed: each of the first 40 members writes three, friends' included.
for (const email of emails.slice(0, 40)) {
  const token = await signIn(email);
  for (let n = 0; n < 3; n += 1) {
    await fetch(`${base}/api/publications/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'texte',
        text: `Nouvelles ${n} de la paroisse`,
        audience: 'public',
      }),
    });
  }
}

async function uploadClip(): Promise<string> {
  const form = new FormData();
  form.append('resource_type', 'video');
  form.append('file', new Blob([clipBytes], { type: 'video/mp4' }), 'phone.mp4');
  const answer = await fetch(`${base}/api/media/upload/`, { method: 'POST', headers, body: form });
  if (!answer.ok) throw new Error(`upload refused: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { secure_url: string }).secure_url;
}

/** Whether an ffmpeg transcode runs on this machine now (the job's child). */
function transcoding(): boolean {
  try {
    return execSync(`pgrep -f -- "${tools.ffmpeg}.*libx264"`).toString().trim() !== '';
  } catch {
    return false;
  }
}

await measure('bare Fastify GET /bare', bare, { path: '/bare' });
const quiet = await measure('GET /api/publications/ (feed)', app, {
  path: '/api/publications/',
  headers,
});
// Enough clips to keep the job busy for the whole phase (one transcode at a time).
const uploads = await Promise.all([0, 1, 2, 3, 4].map(() => uploadClip()));
const started = Date.now();
while (!transcoding() && Date.now() - started < 20_000) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
let samples = 0;
let busy = 0;
const sampler = setInterval(() => {
  samples += 1;
  if (transcoding()) busy += 1;
}, 500);
const loaded = await measure('GET /api/publications/ (feed) + transcode', app, {
  path: '/api/publications/',
  headers,
});
clearInterval(sampler);
console.log(
  `\n${uploads.length} clips uploaded; ffmpeg was transcoding in ${busy} of ${samples} samples of that phase`,
);
console.log(
  `feed during a transcode / without: ${((loaded.requestsPerSecond / quiet.requestsPerSecond) * 100).toFixed(1)} % of the req/s; event-loop p99 ${quiet.eventLoopP99.toFixed(1)} → ${loaded.eventLoopP99.toFixed(1)} ms`,
);
console.log(`Load average at the end: ${loadAverage()}`);

bare.process.send('stop');
app.process.send('stop');
rmSync(work, { recursive: true, force: true });
