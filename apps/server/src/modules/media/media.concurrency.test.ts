/**
 * MEDIA_VIDEO_CONCURRENCY (docs/adr/0017-video-pipeline.md, "The job"): a node runs that many
 * transcodes at once and the others wait for a slot. Observed through the pipeline's own
 * count (`transcodeState`: running, waiting, the most at once), never through timing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSignedInMember } from '../../test/factories.ts';
import { createTestApp, LIVE, type TestApp } from '../../test/test-app.ts';
import { sampleVideo } from './media.clip-fixtures.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

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
    t = await createTestApp({ env: { MEDIA_VIDEO_CONCURRENCY: '1' } });
    const pipeline = t.app.services.media.videoPipeline;
    const videos = await twoVideos(t);
    const both = Promise.all(videos.map((video) => pipeline.process(video.id)));
    await vi.waitFor(
      () => expect(pipeline.transcodeState()).toMatchObject({ running: 1, waiting: 1 }),
      LIVE,
    );
    await both;
    expect(pipeline.transcodeState()).toEqual({ running: 0, waiting: 0, peak: 1 });
    for (const video of videos) {
      expect((await t.app.services.media.state(video.path))?.status).toBe('ready');
    }
  }, 120_000);

  it('2: two transcodes run at once', async () => {
    t = await createTestApp({ env: { MEDIA_VIDEO_CONCURRENCY: '2' } });
    const pipeline = t.app.services.media.videoPipeline;
    const videos = await twoVideos(t);
    const both = Promise.all(videos.map((video) => pipeline.process(video.id)));
    await vi.waitFor(() => expect(pipeline.transcodeState().running).toBe(2), LIVE);
    expect(pipeline.transcodeState().waiting).toBe(0);
    await both;
    expect(pipeline.transcodeState()).toEqual({ running: 0, waiting: 0, peak: 2 });
  }, 120_000);
});
