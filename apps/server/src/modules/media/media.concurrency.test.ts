/**
 * MEDIA_VIDEO_CONCURRENCY (docs/adr/0017-video-pipeline.md, "The job"): a node runs that many
 * transcodes at once and the others wait for a slot. Observed through the pipeline's own
 * count (`transcodeState`: running, waiting, the most at once), and through the ffmpeg
 * processes themselves: MEDIA_FFMPEG_PATH names a wrapper that writes when each transcode
 * starts and ends, then runs the real ffmpeg. Never through timing.
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSignedInMember } from '../../test/factories.ts';
import { createTestApp, LIVE, type TestApp } from '../../test/test-app.ts';
import { sampleVideo } from './media.clip-fixtures.ts';
import { videoTools } from './media.ffmpeg.ts';

let t: TestApp | undefined;
let dir: string | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/**
 * An ffmpeg that logs each transcode (its input is the job's `source` file; the poster's is
 * the transcode) as it starts and ends. Returns its path and how to read the most that ran at
 * once.
 */
async function countingFfmpeg(): Promise<{ ffmpeg: string; mostAtOnce: () => Promise<number> }> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-ffmpeg-count-'));
  const log = path.join(dir, 'transcodes.log');
  const ffmpeg = path.join(dir, 'ffmpeg');
  const real = videoTools({}).ffmpeg;
  await writeFile(
    ffmpeg,
    [
      '#!/bin/sh',
      `case "$*" in *"/source "*) echo start >> '${log}' ;; esac`,
      `'${real}' "$@"`,
      'code=$?',
      `case "$*" in *"/source "*) echo end >> '${log}' ;; esac`,
      'exit $code',
      '',
    ].join('\n'),
  );
  await chmod(ffmpeg, 0o755);
  return {
    ffmpeg,
    async mostAtOnce() {
      const lines = (await readFile(log, 'utf8')).split('\n').filter(Boolean);
      expect(lines.filter((line) => line === 'start')).toHaveLength(2);
      let running = 0;
      let most = 0;
      for (const line of lines) {
        running += line === 'start' ? 1 : -1;
        most = Math.max(most, running);
      }
      expect(running).toBe(0);
      return most;
    },
  };
}

/** Two videos recorded 'processing' (their jobs stay queued: nothing drains them here). */
async function twoVideos(app: TestApp): Promise<{ id: string; path: string }[]> {
  const owner = await createSignedInMember(app);
  // Six seconds each: the first is still transcoding when the second asks for a slot.
  const clip = await sampleVideo({ seconds: 6, width: 640, height: 480 });
  const videos: { id: string; path: string }[] = [];
  for (let n = 0; n < 2; n += 1) {
    async function* bytes() {
      yield clip;
    }
    const answer = await app.app.services.media.uploadVideo(owner.id, bytes(), 50_000_000);
    const path = new URL(answer.secure_url).pathname;
    const row = await app.app.services.media.state(path);
    if (!row) throw new Error('no media row');
    videos.push({ id: row.id, path });
  }
  return videos;
}

describe('MEDIA_VIDEO_CONCURRENCY', () => {
  it('1: a second transcode waits while the first runs', async () => {
    const counting = await countingFfmpeg();
    t = await createTestApp({
      env: { MEDIA_VIDEO_CONCURRENCY: '1', MEDIA_FFMPEG_PATH: counting.ffmpeg },
    });
    const pipeline = t.app.services.media.videoPipeline;
    const videos = await twoVideos(t);
    const both = Promise.all(videos.map((video) => pipeline.process(video.id)));
    await vi.waitFor(
      () => expect(pipeline.transcodeState()).toMatchObject({ running: 1, waiting: 1 }),
      LIVE,
    );
    await both;
    expect(pipeline.transcodeState()).toEqual({ running: 0, waiting: 0, peak: 1 });
    // Never two ffmpeg transcodes at once.
    expect(await counting.mostAtOnce()).toBe(1);
    for (const video of videos) {
      expect((await t.app.services.media.state(video.path))?.status).toBe('ready');
    }
  }, 120_000);

  it('2: two transcodes run at once', async () => {
    const counting = await countingFfmpeg();
    t = await createTestApp({
      env: { MEDIA_VIDEO_CONCURRENCY: '2', MEDIA_FFMPEG_PATH: counting.ffmpeg },
    });
    const pipeline = t.app.services.media.videoPipeline;
    const videos = await twoVideos(t);
    const both = Promise.all(videos.map((video) => pipeline.process(video.id)));
    await vi.waitFor(() => expect(pipeline.transcodeState().running).toBe(2), LIVE);
    expect(pipeline.transcodeState().waiting).toBe(0);
    await both;
    expect(pipeline.transcodeState()).toEqual({ running: 0, waiting: 0, peak: 2 });
    // The wrapper sees both ffmpeg transcodes run at once: it would see it with 1 too.
    expect(await counting.mostAtOnce()).toBe(2);
  }, 120_000);
});
