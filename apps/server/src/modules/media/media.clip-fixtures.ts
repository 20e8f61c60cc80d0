/**
 * Test-only: small real videos made by the same ffmpeg the server runs (`testsrc` with a
 * `sine` tone, 1–2 s, 320×240 by default: a few tens of kilobytes, made in a fraction of a
 * second), kept per process; and ffprobe's view of what the pipeline wrote.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { FfmpegError, run, videoTools } from './media.ffmpeg.ts';

export const tools = videoTools({});

/** Where the sample clips carry their place (the spike's GPS tags, ADR 0017 case c). */
export const PARIS = '+48.8566+002.3522/';
export const PHONE_MAKE = 'KoinoniaPhone';

export interface SampleOptions {
  seconds?: number;
  width?: number;
  height?: number;
  format?: 'mp4' | 'webm' | 'mov';
  /** `location` and `com.apple.quicktime.location.ISO6709` tags, with a make and model. */
  gps?: boolean;
  audio?: boolean;
  /** `moov` before `mdat` (what a cut-short file still has an index of). */
  faststart?: boolean;
  /** A display matrix of this many degrees (a phone held upright). */
  rotate?: number;
  /** HEVC (libx265, tagged `hvc1` as iPhones write it) instead of H.264; MP4 or MOV only. */
  hevc?: boolean;
}

const made = new Map<string, Promise<Buffer>>();

/** A real video made with lavfi; the same options give the same (cached) bytes. */
export function sampleVideo(options: SampleOptions = {}): Promise<Buffer> {
  const key = JSON.stringify(options);
  let bytes = made.get(key);
  if (!bytes) {
    bytes = makeSample(options);
    made.set(key, bytes);
  }
  return bytes;
}

async function makeSample(options: SampleOptions): Promise<Buffer> {
  const { seconds = 1, width = 320, height = 240, format = 'mp4', audio = true } = options;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-sample-'));
  const out = path.join(dir, `clip.${format}`);
  const codecs =
    format === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k', '-c:a', 'libopus']
      : options.hevc
        ? [
            ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error'],
            ...['-tag:v', 'hvc1', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
          ]
        : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
  const tags = options.gps
    ? [
        '-metadata',
        `location=${PARIS}`,
        '-metadata',
        `com.apple.quicktime.location.ISO6709=${PARIS}`,
        '-metadata',
        `make=${PHONE_MAKE}`,
        '-metadata',
        'model=Sample 15',
        '-movflags',
        'use_metadata_tags',
      ]
    : [];
  try {
    await run(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=${width}x${height}:rate=15:duration=${seconds}`,
        ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
        ...codecs,
        ...tags,
        ...(options.faststart ? ['-movflags', '+faststart'] : []),
        '-f',
        format,
        '-y',
        out,
      ],
      { timeoutSeconds: 60 },
    );
    if (!options.rotate) return await readFile(out);
    // ffmpeg 4.1 writes the display matrix only when it copies the stream.
    const rotated = path.join(dir, `rotated.${format}`);
    await run(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        out,
        '-c',
        'copy',
        '-metadata:s:v:0',
        `rotate=${options.rotate}`,
        '-y',
        rotated,
      ],
      { timeoutSeconds: 60 },
    );
    return await readFile(rotated);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface ProbedFile {
  format: { format_name: string; duration: string; tags?: Record<string, string> };
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    tags?: Record<string, string>;
    side_data_list?: object[];
  }[];
}

/** ffprobe's JSON of `bytes` (throws FfmpegError for what it cannot read). */
export async function probeBytes(bytes: Uint8Array): Promise<ProbedFile> {
  const file = path.join(os.tmpdir(), `koinonia-probe-${randomBytes(6).toString('hex')}`);
  await writeFile(file, bytes);
  try {
    const out = await run(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeoutSeconds: 30 },
    );
    return JSON.parse(out) as ProbedFile;
  } finally {
    await rm(file, { force: true });
  }
}

export { FfmpegError };

/** Every tag of the file and its streams, flattened. */
export function allTags(probed: ProbedFile): Record<string, string> {
  const tags: Record<string, string> = { ...probed.format.tags };
  for (const stream of probed.streams) Object.assign(tags, stream.tags);
  return tags;
}

/** The top-level boxes of an MP4, in order (`moov` before `mdat` is +faststart). */
export function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    boxes.push(type);
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

export function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual.byteLength).toBe(expected.byteLength);
  expect(Buffer.compare(actual, expected), 'the bytes differ').toBe(0);
}
