/**
 * The demo seed's videos: short clips drawn by ffmpeg itself (lavfi's `mandelbrot` or
 * `testsrc2`, with a `sine` tone), then uploaded through the same probe and `media.video` job
 * as a member's (docs/adr/0017-video-pipeline.md).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run, type VideoTools } from './media.ffmpeg.ts';

export type DemoVideoKind = 'mandelbrot' | 'testsrc2';

/** A 4 s MP4 of `kind` (480×270 or 640×360) with a tone, made in about a second of CPU. */
export async function demoVideo(tools: VideoTools, kind: DemoVideoKind): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-demo-video-'));
  const out = path.join(dir, 'demo.mp4');
  // Small and few iterations: the fractal costs about 1 CPU second, the test card half that.
  const source =
    kind === 'mandelbrot'
      ? 'mandelbrot=size=480x270:rate=25:maxiter=48:outer=normalized_iteration_count'
      : 'testsrc2=size=640x360:rate=25';
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
        source,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=${kind === 'mandelbrot' ? 392 : 523}`,
        '-t',
        '4',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-f',
        'mp4',
        '-y',
        `file:${out}`,
      ],
      { timeoutSeconds: 60, nice: true },
    );
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
