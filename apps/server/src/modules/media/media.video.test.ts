/**
 * Uploaded videos through the real pipeline (docs/adr/0017-video-pipeline.md): small clips
 * made by ffmpeg, probed in the request, transcoded by the `media.video` job with the real
 * ffmpeg, and checked with the real ffprobe.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type MediaUploadResponse, videoProgressEventSchema } from '@koinonia/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDiskMediaStorage } from '../../platform/media-storage.ts';
import { FakeSocket } from '../../realtime/fake-socket.ts';
import { createMember, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FfmpegTimeoutError, run } from './media.ffmpeg.ts';
import {
  HTML,
  listMedia,
  mediaRowCount,
  multipart,
  png,
  PRESET,
  upload,
  workFiles,
} from './media.fixtures.ts';
import { expectRangesServed } from './media.range-cases.ts';
import { createMediaRepository } from './media.repository.ts';
import { createMediaService } from './media.service.ts';
import {
  allTags,
  PARIS,
  PHONE_MAKE,
  probeBytes,
  type SampleOptions,
  sampleVideo,
  tools,
  topLevelBoxes,
} from './media.clip-fixtures.ts';
import { VIDEO_TEXTS } from './media.errors.ts';

let t: TestApp;
let access: string;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_VIDEO_MAX_SECONDS: '5' } });
  const session = await signIn(t, await createMember(t));
  access = session.access;
  ownerId = session.user.id;
  // Jobs run when a test drains them: an item is seen 'processing' before its job.
  t.jobs.drainAfterInject = false;
});
afterAll(() => t.close());

const VIDEO = { ...PRESET, resource_type: 'video' };

function uploadVideo(
  bytes: Buffer,
  name = 'clip.mp4',
  fields: Record<string, string> = VIDEO,
  app = t,
) {
  return upload(app, access, { bytes, name, type: 'video/mp4' }, fields);
}

/** Runs `send` and checks that it left neither a row, a stored file nor a work file behind. */
async function refused(app: TestApp, send: () => Promise<{ statusCode: number; body: string }>) {
  const [rows, files] = [await mediaRowCount(app.database), await listMedia(app)];
  const response = await send();
  expect(await mediaRowCount(app.database)).toBe(rows);
  expect(await listMedia(app)).toEqual(files);
  expect(await workFiles(app)).toEqual([]);
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
}

const keyOf = (url: string) => new URL(url, 'http://x').pathname.slice('/media/'.length);

/** Uploads (its job waits for the test's drain). */
async function uploadHeld(bytes: Buffer, name = 'clip.mp4') {
  const response = await uploadVideo(bytes, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MediaUploadResponse>();
}

describe('an uploaded video goes through the job', () => {
  it('is answered processing, then transcoded to a 720p-capped H.264/AAC MP4 without its GPS', async () => {
    const source = await sampleVideo({ format: 'mov', gps: true });
    // The source does carry the place, in both forms, and the phone's make.
    expect(allTags(await probeBytes(source))).toMatchObject({
      location: PARIS,
      'com.apple.quicktime.location.ISO6709': PARIS,
      make: PHONE_MAKE,
    });
    const socket = new FakeSocket();
    await t.app.hub.attach(ownerId, 'notifications', socket);

    const answer = await uploadHeld(source, 'IMG_0001.MOV');
    expect(answer).toMatchObject({
      resource_type: 'video',
      format: 'mp4',
      status: 'processing',
      width: 320,
      height: 240,
      bytes: source.length,
    });
    expect(answer.duration).toBeCloseTo(1, 1);
    const key = keyOf(answer.secure_url);
    // Nothing is served until the transcode is stored; the original never is.
    expect((await t.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
    const row = await t.app.services.media.state(`/media/${key}`);
    expect(row).toMatchObject({ status: 'processing', progress: 0 });
    const sourceKey = row?.sourceKey as string;
    expect(await listMedia(t)).toContain(sourceKey);
    expect((await t.app.inject({ url: `/media/${sourceKey}` })).statusCode).toBe(404);

    await t.app.jobs.drain();

    const ready = await t.app.services.media.state(`/media/${key}`);
    expect(ready).toMatchObject({ status: 'ready', progress: 100, sourceKey: null, width: 320 });
    expect(ready?.durationMs).toBeGreaterThan(900);
    // The original, with its place, is gone; the transcode and its poster stay.
    const files = await listMedia(t);
    expect(files).not.toContain(sourceKey);
    expect(files).toContain(key);
    expect(files).toContain(ready?.posterKey);
    expect(ready?.posterKey).toMatch(/^[A-Za-z0-9_-]{22}-320x240\.webp$/);

    const served = await t.app.inject({ url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    const mp4 = served.rawPayload;
    const probed = await probeBytes(mp4);
    expect(probed.streams.map((s) => [s.codec_type, s.codec_name])).toEqual([
      ['video', 'h264'],
      ['audio', 'aac'],
    ]);
    expect(probed.streams[0]).toMatchObject({ profile: 'High', pix_fmt: 'yuv420p' });
    // +faststart: the index before the media data.
    const boxes = topLevelBoxes(mp4);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    // No place, make or model in the tags, nor anywhere in the bytes.
    const tags = allTags(probed);
    expect(Object.keys(tags).filter((tag) => /location|make|model|creation/i.test(tag))).toEqual(
      [],
    );
    expect(mp4.includes(Buffer.from('+48.8566'))).toBe(false);
    expect(mp4.includes(Buffer.from(PHONE_MAKE))).toBe(false);
    const poster = await t.app.inject({ url: `/media/${ready?.posterKey}` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');

    // The uploader was told along the way, and at the end.
    const frames = socket.sent.map((frame) => videoProgressEventSchema.parse(frame));
    expect(frames.at(-1)).toMatchObject({
      url: `/media/${key}`,
      status: 'ready',
      progress: 100,
      poster_url: `/media/${ready?.posterKey}`,
      width: 320,
      height: 240,
    });
    expect(await workFiles(t)).toEqual([]);
    await t.app.hub.detach(ownerId, 'notifications', socket);
  });

  it.each([
    [
      'a WebM larger than 720p, brought down to 1280×720',
      { format: 'webm', width: 1600, height: 900 },
      1280,
      720,
    ],
    ['a small MP4, kept at its size', { width: 480, height: 360 }, 480, 360],
    ['an upright phone clip (rotated 90°), upright and portrait', { rotate: 90 }, 240, 320],
    ['a clip without sound', { audio: false }, 320, 240],
    ['an HEVC clip (hvc1, as iPhones write it), as H.264', { hevc: true }, 320, 240],
    [
      'an upright HEVC phone clip (QuickTime, rotated 270°), as upright portrait H.264',
      { hevc: true, rotate: 270, format: 'mov' },
      240,
      320,
    ],
  ] as const)('transcodes %s', async (_what, cases, width, height) => {
    const options: SampleOptions = cases;
    const source = await sampleVideo(options);
    const sourceVideo = (await probeBytes(source)).streams.find((s) => s.codec_type === 'video');
    // The clip is what its case says: HEVC when asked, and stored sideways when rotated.
    expect(sourceVideo?.codec_name).toBe(
      options.hevc ? 'hevc' : options.format === 'webm' ? 'vp8' : 'h264',
    );
    if (options.rotate) {
      expect(sourceVideo).toMatchObject({ width: height, height: width });
      expect(JSON.stringify(sourceVideo?.side_data_list)).toContain('"rotation"');
    }
    const answer = await uploadHeld(source);
    expect(answer).toMatchObject({ width, height, status: 'processing' });
    await t.app.jobs.drain();
    const served = await t.app.inject({ url: new URL(answer.secure_url).pathname });
    expect(served.statusCode).toBe(200);
    const probed = await probeBytes(served.rawPayload);
    const video = probed.streams.find((stream) => stream.codec_type === 'video');
    expect(video).toMatchObject({ codec_name: 'h264', profile: 'High', width, height });
    // Upright pixels: no rotation left for the player to apply.
    expect(JSON.stringify(video?.side_data_list ?? [])).not.toContain('rotation');
    expect(video?.tags?.rotate).toBeUndefined();
    const state = await t.app.services.media.state(new URL(answer.secure_url).pathname);
    expect(state).toMatchObject({ status: 'ready', width, height });
    // The poster is made from the upright transcode: the same width and height.
    expect(state?.posterKey).toMatch(new RegExp(`-${width}x${height}\\.webp$`));
    const poster = await t.app.inject({ url: `/media/${state?.posterKey}` });
    expect(poster.statusCode).toBe(200);
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width,
      height,
    });
  });

  it('is retried when its first attempt is killed, and completes', async () => {
    const answer = await uploadHeld(await sampleVideo({ seconds: 3, width: 1280, height: 720 }));
    const url = new URL(answer.secure_url).pathname;
    const row = await t.app.services.media.state(url);
    // The first attempt: its ffmpeg (the whole process group) is killed as soon as it writes,
    // as at a node's shutdown.
    const attempts = path.join(t.config.dataDir, 'video-work', row?.id as string);
    let killed = false;
    const poll = setInterval(() => {
      void readdir(attempts)
        .then(async ([attempt]) => {
          if (killed || !attempt) return;
          await readFile(path.join(attempts, attempt, 'video.mp4'));
          killed = true;
          t.app.services.media.videoPipeline.stop();
        })
        .catch(() => undefined);
    }, 5);
    await t.app.jobs.drain();
    clearInterval(poll);
    expect(killed).toBe(true);
    expect(await t.app.services.media.state(url)).toMatchObject({ status: 'processing' });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    // The retry (after its backoff) starts again from the stored original, in a directory
    // of its own, and completes.
    await vi.waitFor(
      async () => {
        await t.app.jobs.drain();
        expect(await t.app.services.media.state(url)).toMatchObject({ status: 'ready' });
      },
      { timeout: 60_000, interval: 1000 },
    );
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect(await workFiles(t)).toEqual([]);
  }, 90_000);

  it('fails a faststart MP4 cut in half in the job (ffmpeg exits 0 on it), removing every file', async () => {
    const whole = await sampleVideo({ seconds: 2, faststart: true, width: 640, height: 480 });
    const files = await listMedia(t);
    const answer = await uploadHeld(whole.subarray(0, Math.floor(whole.length / 2)));
    const url = new URL(answer.secure_url).pathname;
    await t.app.jobs.drain();
    expect(await t.app.services.media.state(url)).toMatchObject({
      status: 'failed',
      failure: VIDEO_TEXTS.damaged,
      sourceKey: null,
      posterKey: null,
    });
    expect(await listMedia(t)).toEqual(files);
    expect(await workFiles(t)).toEqual([]);
  });

  it('fails for good once its retries are spent (the dead letter), its original removed', async () => {
    const answer = await uploadHeld(await sampleVideo());
    const url = new URL(answer.secure_url).pathname;
    const row = await t.app.services.media.state(url);
    await t.app.services.media.videoPipeline.failForGood(row?.id as string);
    expect(await t.app.services.media.state(url)).toMatchObject({
      status: 'failed',
      failure: VIDEO_TEXTS.failed,
    });
    expect(await listMedia(t)).not.toContain(row?.sourceKey);
    // Its job, still queued, finds it failed and does nothing.
    await t.app.jobs.drain();
    expect(await t.app.services.media.state(url)).toMatchObject({ status: 'failed' });
  });

  it('deletes the transcode, its poster and copies with the item: no orphan file', async () => {
    const before = await listMedia(t);
    const answer = await uploadHeld(await sampleVideo({ width: 1280, height: 720 }));
    await t.app.jobs.drain();
    const url = new URL(answer.secure_url).pathname;
    const made = (await listMedia(t)).filter((file) => !before.includes(file));
    // The MP4, the poster and its narrower copies (320, 640, 1080).
    expect(made).toHaveLength(5);
    await t.app.services.media.remove(ownerId, url);
    expect(await listMedia(t)).toEqual(before);
  });
});

describe('refused in the request, nothing kept', () => {
  const notAVideo = {
    error: "Ce fichier n'est pas une vidéo acceptée. Formats acceptés : MP4, MOV et WebM.",
    code: 'unsupported_media_type',
  };
  const damaged = {
    error: 'Cette vidéo est illisible ou endommagée.',
    code: 'validation_error',
    details: { file: 'Cette vidéo est illisible ou endommagée.' },
  };

  it.each([
    ['an image', () => png(20, 20)],
    ['an HTML page named x.mp4', () => Promise.resolve(HTML)],
  ])('refuses %s sent as a video with 415', async (_what, make) => {
    const bytes = await make();
    expect(await refused(t, () => uploadVideo(bytes, 'x.mp4'))).toEqual({
      status: 415,
      body: notAVideo,
    });
  });

  it.each([
    [
      'an ftyp header then random bytes (file-type says video/mp4)',
      async () => Buffer.concat([(await sampleVideo()).subarray(0, 32), Buffer.alloc(5000, 7)]),
    ],
    ['the first 4 KB of an MP4 (no index)', async () => (await sampleVideo()).subarray(0, 4096)],
  ])('refuses %s with ffprobe’s answer', async (_what, make) => {
    const bytes = await make();
    const result = await refused(t, () => uploadVideo(bytes));
    expect([notAVideo, damaged]).toContainEqual(result.body);
  });

  it('refuses a video longer than MEDIA_VIDEO_MAX_SECONDS, in French, before any transcode', async () => {
    const long = await sampleVideo({ seconds: 6 });
    expect(await refused(t, () => uploadVideo(long))).toEqual({
      status: 400,
      body: {
        error: 'Cette vidéo est trop longue : 5 secondes au plus.',
        code: 'validation_error',
        details: { file: 'Cette vidéo est trop longue : 5 secondes au plus.' },
      },
    });
  });

  it('refuses a video where an image is wanted (resource_type image, or none) with 415', async () => {
    for (const fields of [PRESET, { ...PRESET, resource_type: 'image' }]) {
      const result = await refused(t, async () =>
        uploadVideo(await sampleVideo(), 'c.mp4', fields),
      );
      expect(result.status).toBe(415);
    }
  });

  it('deletes the written video when a field after it is invalid', async () => {
    const clip = await sampleVideo();
    const result = await refused(t, () =>
      uploadVideo(clip, 'clip.mp4', { ...PRESET, resource_type: 'raw' }),
    );
    expect(result.status).toBe(400);
  });

  it('refuses a second file even when the first is a video', async () => {
    const clip = await sampleVideo();
    const two = await multipart(
      VIDEO,
      { bytes: clip, name: 'a.mp4', type: 'video/mp4' },
      { bytes: clip, name: 'b.mp4', type: 'video/mp4' },
    );
    const result = await refused(t, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/media/upload/',
        headers: { authorization: `Bearer ${access}`, ...two.headers },
        payload: two.payload,
      }),
    );
    expect(result).toMatchObject({
      status: 400,
      body: { error: 'Envoyez un seul fichier à la fois.' },
    });
  });

  it('refuses a video over MEDIA_VIDEO_MAX_BYTES with 413, naming the limit', async () => {
    const small = await createTestApp({
      database: t.database,
      env: { MEDIA_VIDEO_MAX_BYTES: '4096' },
    });
    try {
      const clip = await sampleVideo();
      expect(await refused(small, () => uploadVideo(clip, 'big.mp4', VIDEO, small))).toEqual({
        status: 413,
        body: {
          error: 'Le fichier dépasse la taille maximale de 4 Ko.',
          code: 'payload_too_large',
        },
      });
    } finally {
      await small.close();
    }
  });

  it('leaves nothing when the row cannot be written', async () => {
    const repository = createMediaRepository(t.database.db);
    const service = createMediaService({
      repository: { ...repository, insert: () => Promise.reject(new Error('connection lost')) },
      storage: createDiskMediaStorage(t.config.mediaDir),
      publicUrl: t.config.publicUrl,
      maxDimension: 2048,
      video: {
        jobs: t.app.jobs,
        tools,
        maxSeconds: 60,
        concurrency: 1,
        workDir: path.join(t.config.dataDir, 'video-work'),
        publish: () => Promise.resolve(),
      },
    });
    const files = await listMedia(t);
    const clip = await sampleVideo();
    async function* chunks() {
      yield clip;
    }
    const stored = await service.storeVideo(chunks(), 'video/mp4', 1_048_576);
    await expect(service.recordVideo(ownerId, stored)).rejects.toThrow('connection lost');
    expect(await listMedia(t)).toEqual(files);
    expect(await workFiles(t)).toEqual([]);
  });
});

describe('the albums’ entry: uploadVideo', () => {
  it('takes a video stream through the same probe and job', async () => {
    const clip = await sampleVideo({ format: 'webm' });
    async function* chunks() {
      yield clip.subarray(0, 1000);
      yield clip.subarray(1000);
    }
    const answer = await t.app.services.media.uploadVideo(ownerId, chunks(), 1_048_576);
    expect(answer).toMatchObject({ status: 'processing', format: 'mp4', resource_type: 'video' });
    await t.app.jobs.drain();
    const url = new URL(answer.secure_url).pathname;
    expect(await t.app.services.media.state(url)).toMatchObject({ status: 'ready' });
    async function* text() {
      yield Buffer.from('pas une vidéo');
    }
    await expect(t.app.services.media.uploadVideo(ownerId, text(), 1_048_576)).rejects.toThrow(
      "Ce fichier n'est pas une vidéo acceptée",
    );
  });
});

describe('ffmpeg’s limits', () => {
  it('ends ffmpeg at its time limit (timeout’s exit 124)', async () => {
    const started = Date.now();
    await expect(
      run(
        tools.ffmpeg,
        ['-f', 'lavfi', '-i', 'testsrc=size=1280x720:duration=600', '-f', 'null', '-'],
        { timeoutSeconds: 1, nice: true },
      ),
    ).rejects.toBeInstanceOf(FfmpegTimeoutError);
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('serves the transcode by ranges, as a player seeks', async () => {
    const answer = await uploadHeld(await sampleVideo());
    await t.app.jobs.drain();
    const key = keyOf(answer.secure_url);
    await expectRangesServed(t, key, await readFile(path.join(t.config.mediaDir, key)));
  });
});
