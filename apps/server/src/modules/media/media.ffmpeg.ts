/**
 * ffprobe and ffmpeg as separate programs (docs/adr/0017-video-pipeline.md): the binaries of
 * @ffprobe-installer/ffprobe and @ffmpeg-installer/ffmpeg, or MEDIA_FFPROBE_PATH and
 * MEDIA_FFMPEG_PATH. Spawned with an argument array (never a shell), an environment of PATH
 * only, inputs and outputs as `file:<absolute path>`, both format and protocol whitelists, and
 * under `prlimit` (memory), `nice` (members' requests first) and `timeout` (which ends ffmpeg
 * even when this process died).
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';

/** Containers ffprobe and ffmpeg may open: an HLS playlist named `.mp4` is refused. */
export const FORMAT_WHITELIST = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm';

/** Video codecs a member's file may carry. */
const VIDEO_CODECS = new Set(['h264', 'hevc', 'vp8', 'vp9', 'av1', 'mpeg4']);

/** Largest picture accepted (width × height), before any decoding. */
const MAX_PIXELS = 8192 * 8192;

/** Address space of one ffmpeg (1 GiB: 4K → 720p needs under 512 MiB). */
const MAX_ADDRESS_SPACE = 1_073_741_824;

/** Niceness of ffmpeg: the web server's requests go first. */
export const FFMPEG_NICENESS = 10;

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** The binaries to run: the configured paths, else the npm packages' own. */
export function videoTools(paths: { ffmpeg?: string | undefined; ffprobe?: string | undefined }) {
  const require = createRequire(import.meta.url);
  const packaged = (name: string) => (require(name) as { path: string }).path;
  return {
    ffmpeg: paths.ffmpeg ?? packaged('@ffmpeg-installer/ffmpeg'),
    ffprobe: paths.ffprobe ?? packaged('@ffprobe-installer/ffprobe'),
  } satisfies VideoTools;
}

/**
 * Fails with a sentence naming the fix when a binary cannot be run: a clean `npm ci` with the
 * install scripts refused leaves ffprobe without its execute bit (ADR 0017, "install scripts").
 */
export async function assertRunnable(tools: VideoTools): Promise<void> {
  for (const [name, file] of Object.entries(tools)) {
    try {
      await access(file, constants.X_OK);
    } catch {
      throw new Error(
        `${name} cannot be run (${file}): run \`npm ci\` with the install scripts allowed (the root package.json's allowScripts), \`chmod u+x ${file}\`, or set MEDIA_${name.toUpperCase()}_PATH.`,
      );
    }
  }
}

/** ffmpeg or ffprobe ended with an error (its exit code, the end of what it wrote). */
export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
    message = `exit ${exitCode}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
  ) {
    super(message);
  }
}

/** Stopped at its time limit (`timeout`'s exit 124, or 137 when it had to kill). */
export class FfmpegTimeoutError extends FfmpegError {
  override name = 'FfmpegTimeoutError';
}

/** Why a file is refused as a video: a final answer, never retried. */
export type VideoRefusal = 'notVideo' | 'damaged' | 'tooLong' | 'tooLarge';

export class RefusedVideoError extends Error {
  override name = 'RefusedVideoError';
  constructor(
    readonly reason: VideoRefusal,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** Where a helper program is on PATH, if anywhere (prlimit, nice, timeout). */
function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(':')) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not there
    }
  }
  return undefined;
}

let wrappers: { prlimit?: string; nice?: string; timeout?: string } | undefined;

export interface RunOptions {
  /** Seconds before the program is ended (exit 124 → FfmpegTimeoutError). */
  timeoutSeconds: number;
  /** Ends the whole process group at once (shutdown, a job given up). */
  signal?: AbortSignal;
  /** At a lower priority (ffmpeg's transcodes; ffprobe in a request runs at the server's). */
  nice?: boolean;
  /** Each line of stdout (ffmpeg's `-progress pipe:1`). */
  onLine?: (line: string) => void;
}

const STDERR_KEPT = 16 * 1024;

/**
 * Runs `binary args…` as `prlimit --as=… -- nice -n 10 timeout -k 5 <s> binary args…` (each
 * execs the next: one pid, leader of its own process group). Resolves with stdout when it exits
 * 0; rejects with FfmpegError otherwise.
 */
export function run(binary: string, args: readonly string[], options: RunOptions): Promise<string> {
  wrappers ??= { prlimit: onPath('prlimit'), nice: onPath('nice'), timeout: onPath('timeout') };
  const { prlimit, nice, timeout } = wrappers;
  const command: string[] = [];
  if (prlimit) command.push(prlimit, `--as=${MAX_ADDRESS_SPACE}`, '--');
  if (options.nice && nice) command.push(nice, '-n', String(FFMPEG_NICENESS));
  if (timeout) command.push(timeout, '-k', '5', String(Math.ceil(options.timeoutSeconds)));
  command.push(binary, ...args);
  const [file, ...rest] = command as [string, ...string[]];

  return new Promise((resolve, reject) => {
    const child = spawn(file, rest, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      detached: true,
    });
    const killGroup = () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    // Should `timeout` itself be missing or stopped, the same end 10 s later.
    const timer = setTimeout(killGroup, (options.timeoutSeconds + 10) * 1000);
    timer.unref();
    const onAbort = () => killGroup();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let stdout = '';
    let pending = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        options.onLine(pending.slice(0, newline).trim());
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    if (options.nice && !nice && child.pid !== undefined) {
      // No `nice` program here: the same priority, set on the child.
      try {
        setPriority(child.pid, FFMPEG_NICENESS);
      } catch {
        // It may have ended already.
      }
    }
    child.on('error', (error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (code === 0) return resolve(stdout);
      if (code === 124 || code === 137 || signal === 'SIGKILL') {
        return reject(new FfmpegTimeoutError(code, stderr));
      }
      reject(new FfmpegError(code, stderr));
    });
  });
}

/** What the job needs to know of a video, read by ffprobe. */
export interface ProbedVideo {
  /** Seconds, from the container. */
  duration: number;
  /** As shown (after the rotation), in pixels. */
  width: number;
  height: number;
  /** Frames per second (0 when unknown). */
  fps: number;
  /** An HLG or PQ picture, tone-mapped to SDR on the way. */
  hdr: boolean;
  hasAudio: boolean;
  /** The format's and streams' tags, for tests that prove none is kept. */
  tags: Record<string, string>;
}

interface ProbeJson {
  format?: { duration?: string; tags?: Record<string, string> };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    color_transfer?: string;
    disposition?: { attached_pic?: number };
    tags?: Record<string, string>;
    side_data_list?: { rotation?: number }[];
  }[];
}

function frameRate(rate: string | undefined): number {
  const [num, den] = (rate ?? '0/1').split('/').map(Number);
  return num && den ? num / den : 0;
}

/**
 * Probes `file` (an absolute path) and checks it is a video this server takes: a video
 * stream of a known codec, a duration above 0 and at most `maxSeconds`, a sane size.
 * Throws RefusedVideoError for anything else.
 */
export async function probeVideo(
  tools: VideoTools,
  file: string,
  maxSeconds: number,
  signal?: AbortSignal,
): Promise<ProbedVideo> {
  let json: ProbeJson;
  try {
    const out = await run(
      tools.ffprobe,
      [
        '-v',
        'error',
        '-format_whitelist',
        FORMAT_WHITELIST,
        '-protocol_whitelist',
        'file',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        `file:${file}`,
      ],
      { timeoutSeconds: 30, ...(signal ? { signal } : {}) },
    );
    json = JSON.parse(out) as ProbeJson;
  } catch (error) {
    if (error instanceof FfmpegTimeoutError || !(error instanceof FfmpegError)) throw error;
    throw new RefusedVideoError('notVideo', error.message);
  }
  const streams = json.streams ?? [];
  const video = streams.find(
    (stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
  );
  if (!video || !VIDEO_CODECS.has(video.codec_name ?? '')) {
    throw new RefusedVideoError('notVideo', `no video stream of a known codec`);
  }
  const duration = Number(json.format?.duration);
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new RefusedVideoError('damaged', `duration ${json.format?.duration}`);
  }
  if (duration > maxSeconds) throw new RefusedVideoError('tooLong', `${duration} s`);
  const storedWidth = video.width ?? 0;
  const storedHeight = video.height ?? 0;
  if (storedWidth <= 0 || storedHeight <= 0) throw new RefusedVideoError('damaged', 'no size');
  if (storedWidth * storedHeight > MAX_PIXELS) {
    throw new RefusedVideoError('tooLarge', `${storedWidth}×${storedHeight}`);
  }
  const rotation =
    video.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation ??
    Number(video.tags?.rotate ?? 0);
  const quarterTurn = Math.abs(Math.round(rotation)) % 180 === 90;
  const tags: Record<string, string> = { ...json.format?.tags };
  for (const stream of streams) Object.assign(tags, stream.tags);
  return {
    duration,
    width: quarterTurn ? storedHeight : storedWidth,
    height: quarterTurn ? storedWidth : storedHeight,
    fps: frameRate(video.avg_frame_rate),
    hdr: video.color_transfer === 'arib-std-b67' || video.color_transfer === 'smpte2084',
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    tags,
  };
}

/** The box a video is fitted into: 1280×720 landscape, 720×1280 portrait. */
export function boxOf(video: { width: number; height: number }) {
  return video.width >= video.height ? { width: 1280, height: 720 } : { width: 720, height: 1280 };
}

/**
 * The size the transcode will have (what the scale filters below compute): fitted into the
 * box without enlarging, keeping the aspect, both sides even.
 */
export function renditionSize(video: { width: number; height: number }) {
  const box = boxOf(video);
  let width = Math.min(box.width, video.width);
  let height = Math.min(box.height, video.height);
  // force_original_aspect_ratio=decrease: the side that overflows the aspect shrinks.
  if (width / height > video.width / video.height) {
    width = Math.round((height * video.width) / video.height);
  } else {
    height = Math.round((width * video.height) / video.width);
  }
  const even = (n: number) => Math.max(2, Math.trunc(n / 2) * 2);
  return { width: even(width), height: even(height) };
}

const HDR_TO_SDR =
  'zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=hable:desat=0,zscale=t=bt709:m=bt709:r=tv';

/** Threads of one transcode (ADR 0017: both cores when idle, at nice 10; see the bench). */
export const TRANSCODE_THREADS = 2;

/** The arguments of the 720p H.264/AAC transcode (ADR 0017, "The ffmpeg arguments"). */
export function transcodeArgs(input: string, output: string, probed: ProbedVideo): string[] {
  const box = boxOf(probed);
  const filters = [
    `scale=w='min(${box.width},iw)':h='min(${box.height},ih)':force_original_aspect_ratio=decrease`,
    "scale=w='trunc(iw/2)*2':h='trunc(ih/2)*2'",
    'setsar=1',
    ...(probed.hdr ? [HDR_TO_SDR] : []),
    ...(probed.fps > 30.5 ? ['fps=30'] : []),
    'format=yuv420p',
  ];
  const threads = String(TRANSCODE_THREADS);
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-nostats',
    '-progress',
    'pipe:1',
    '-format_whitelist',
    FORMAT_WHITELIST,
    '-protocol_whitelist',
    'file',
    '-threads',
    threads,
    '-i',
    `file:${input}`,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-sn',
    '-dn',
    '-vf',
    filters.join(','),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-profile:v',
    'high',
    '-maxrate',
    '2500k',
    '-bufsize',
    '5M',
    '-threads',
    threads,
    '-filter_threads',
    '1',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-ar',
    '48000',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-colorspace',
    'bt709',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    `file:${output}`,
  ];
}

/**
 * The poster: the most representative of 25 frames from about a second in (past a black
 * first frame), as a PNG that the image pipeline re-encodes like any other picture.
 */
export function posterArgs(video: string, poster: string, duration: number): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-protocol_whitelist',
    'file',
    '-ss',
    String(Math.min(1, duration / 3).toFixed(3)),
    '-i',
    `file:${video}`,
    '-map_metadata',
    '-1',
    '-vf',
    'thumbnail=n=25',
    '-frames:v',
    '1',
    '-c:v',
    'png',
    '-f',
    'image2',
    '-threads',
    '1',
    '-y',
    `file:${poster}`,
  ];
}

/** Seconds out of ffmpeg's `-progress` line (`out_time_us=`, or `out_time_ms=` in 4.1: µs too). */
export function progressSeconds(line: string): number | undefined {
  const match = /^out_time_[mu]s=(\d+)$/.exec(line);
  return match ? Number(match[1]) / 1_000_000 : undefined;
}
