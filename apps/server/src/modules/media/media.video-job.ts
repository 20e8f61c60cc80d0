/**
 * Every uploaded video goes through one durable job, `media.video` (docs/adr/0017-video-pipeline.md):
 * the upload request writes the file to a work file, probes it (a non-video, a too-long one is
 * refused there, nothing kept), stores the original under a private key and records the item
 * 'processing'; the job fetches the original, transcodes it to a 720p H.264/AAC MP4 with
 * +faststart and no metadata, makes a poster, stores both under keys derived from the item (a
 * retry overwrites, never orphans) and records 'ready' in one statement. A refusal found by the
 * job is final ('failed', French reason, files removed); an ffmpeg failure or a kill is retried.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  imageVariantKey,
  imageVariantWidths,
  type MediaUploadResponse,
  type VideoProgressEvent,
} from '@koinonia/contracts';
import sharp from 'sharp';
import type { Jobs } from '../../platform/jobs.ts';
import { jobId } from '../../platform/jobs.ts';
import { type MediaStorage, mediaPath, randomMediaKey } from '../../platform/media-storage.ts';
import { Semaphore } from '../../platform/semaphore.ts';
import { mediaErrors, VIDEO_TEXTS } from './media.errors.ts';
import {
  posterArgs,
  type ProbedVideo,
  probeVideo,
  progressSeconds,
  RefusedVideoError,
  renditionSize,
  run,
  transcodeArgs,
  type VideoRefusal,
  type VideoTools,
} from './media.ffmpeg.ts';
import type { ReencodedImage } from './media.image.ts';
import { presentUpload } from './media.presenter.ts';
import { presentVideoState } from './media.public.ts';
import type { MediaRepository, MediaRow } from './media.repository.ts';
import { type AcceptedVideoType, VideoTooLargeError, writeCapped } from './media.video.ts';

export const VIDEO_JOB = 'media.video';
/** Sends again the job of a video left processing (a node died between its row and its job). */
export const VIDEO_SWEEP_JOB = 'media.video-sweep';

/** The longest a transcode may run (ADR 0017: 60 s + 5 × its length, at most 15 minutes). */
export const MAX_TRANSCODE_SECONDS = 15 * 60;
export const transcodeSeconds = (duration: number) =>
  Math.min(MAX_TRANSCODE_SECONDS, 60 + 5 * duration);

/** Above the longest transcode: pg-boss never hands a running job to a second node. */
export const VIDEO_JOB_EXPIRY_SECONDS = 20 * 60;

/** A file of a form written to the work directory as it arrived: stored later, or discarded. */
export interface StagedFile {
  file: string;
  bytes: number;
}

/** A video uploaded, written and probed, not yet recorded: `record` it or `discard` it. */
export interface PreparedVideo {
  file: string;
  type: AcceptedVideoType;
  bytes: number;
  probed: ProbedVideo;
}

export interface VideoPipelineDeps {
  repository: MediaRepository;
  storage: MediaStorage;
  jobs: Jobs;
  tools: VideoTools;
  publicUrl: string;
  /** MEDIA_VIDEO_MAX_SECONDS. */
  maxSeconds: number;
  /** MEDIA_VIDEO_CONCURRENCY: transcodes at once on this node. */
  concurrency: number;
  /** Where attempts work, one directory each (default: the system's temporary directory). */
  workDir?: string;
  /** The poster through the image pipeline (ADR 0006): WebP with its narrower copies. */
  reencodePoster(png: Buffer): Promise<ReencodedImage>;
  /** Tells the uploader (the notification socket). */
  publish(ownerId: string, event: VideoProgressEvent): Promise<void>;
  onError?(error: unknown, what: string): void;
}

/** The private key of a video's original: never served (media.service.ts `read`). */
export const SOURCE_KEY = /-source\.(mp4|webm)$/;

const sourceKeyOf = (storageKey: string, type: AcceptedVideoType) =>
  `${storageKey.slice(0, storageKey.lastIndexOf('.'))}-source.${type === 'video/webm' ? 'webm' : 'mp4'}`;

/**
 * The poster's stem, derived from the video's key: a retried job writes the same keys. It is
 * shaped as any sized image's (`<22 chars>-<w>x<h>.webp`), so it has the same copies.
 */
export function posterStem(storageKey: string, size: { width: number; height: number }) {
  const random = createHash('sha256').update(`poster:${storageKey}`).digest('base64url');
  return `${random.slice(0, 22)}-${size.width}x${size.height}`;
}

/** Every key a poster is stored under: its copies, then itself. */
export function posterKeys(posterKey: string): string[] {
  const stem = posterKey.slice(0, posterKey.lastIndexOf('.'));
  const width = Number(/-(\d+)x\d+$/.exec(stem)?.[1] ?? 0);
  const copies = imageVariantWidths(width).map((w) => imageVariantKey(stem, w));
  return [...copies, posterKey];
}

/** The French sentence of a refusal found by the job. */
function failureOf(reason: VideoRefusal): string {
  return reason === 'tooLong' || reason === 'tooLarge' || reason === 'notVideo'
    ? VIDEO_TEXTS.refused
    : VIDEO_TEXTS.damaged;
}

export function createVideoPipeline(deps: VideoPipelineDeps) {
  const { repository, storage, tools } = deps;
  const workRoot = deps.workDir ?? path.join(os.tmpdir(), 'koinonia-video');
  const transcodes = new Semaphore(deps.concurrency);
  /** The most transcodes this node has run at once (`transcodeState`). */
  let peak = 0;
  /** Aborts every transcode of this node (shutdown): the job is retried elsewhere. */
  let stopping = new AbortController();

  async function removeKeys(keys: readonly (string | null | undefined)[]) {
    for (const key of keys) {
      if (!key) continue;
      try {
        await storage.delete(key);
      } catch (error) {
        deps.onError?.(error, `orphan media file ${key}`);
      }
    }
  }

  async function tell(row: MediaRow, progress: number, done?: Partial<MediaRow>) {
    const state = presentVideoState({
      status: done?.status ?? row.status,
      progress,
      poster_key: done?.posterKey ?? row.posterKey,
      duration_ms: done?.durationMs ?? row.durationMs,
      width: done?.width ?? row.width,
      height: done?.height ?? row.height,
      failure: done?.failure ?? row.failure,
    });
    try {
      await deps.publish(row.ownerId, { type: 'video_progress', url: row.url, ...state });
    } catch (error) {
      // Best effort: the page shows the state at its next load.
      deps.onError?.(error, 'video progress not pushed');
    }
  }

  /** Gives a video up: failed with its reason, every file of it removed. */
  async function giveUp(row: MediaRow, failure: string, made: readonly string[] = []) {
    const failed = await repository.markFailed(row.id, failure);
    await removeKeys([row.sourceKey, ...made]);
    if (failed) await tell(failed, failed.progress, { status: 'failed', failure });
  }

  /** Copies the original from storage to `file` (a disk file, or a bucket's object). */
  async function fetchSource(key: string, file: string) {
    const stored = await storage.get(key);
    if (!stored || stored.part !== 'whole') throw new Error(`the original ${key} is missing`);
    await pipeline(stored.stream, createWriteStream(file));
  }

  /** The poster, or a plain image of the video's size when ffmpeg cannot make one. */
  async function makePoster(video: string, dir: string, duration: number) {
    const png = path.join(dir, 'poster.png');
    try {
      await run(tools.ffmpeg, posterArgs(video, png, duration), {
        timeoutSeconds: 60,
        nice: true,
        signal: stopping.signal,
      });
      return await deps.reencodePoster(await readFile(png));
    } catch (error) {
      deps.onError?.(error, 'poster not made, fallback used');
      return undefined;
    }
  }

  async function fallbackPoster(size: { width: number; height: number }) {
    const png = await sharp({
      create: { ...size, channels: 3, background: { r: 33, g: 37, b: 41 } },
    })
      .png()
      .toBuffer();
    return deps.reencodePoster(png);
  }

  /** The job: safe to run again (keys derived from the item, a finished item completes at once). */
  async function processVideo(mediaId: string): Promise<void> {
    const row = await repository.byId(mediaId);
    if (!row || row.status !== 'processing' || !row.sourceKey) return;
    const dir = path.join(workRoot, mediaId, randomBytes(8).toString('hex'));
    await mkdir(dir, { recursive: true });
    const made: string[] = [];
    try {
      const source = path.join(dir, 'source');
      await fetchSource(row.sourceKey, source);
      const probed = await probeVideo(tools, source, deps.maxSeconds, stopping.signal);
      const output = path.join(dir, 'video.mp4');
      let told = 0;
      let toldAt = Date.now();
      await transcodes.run(() => {
        peak = Math.max(peak, transcodes.active);
        return run(tools.ffmpeg, transcodeArgs(source, output, probed), {
          timeoutSeconds: transcodeSeconds(probed.duration),
          nice: true,
          signal: stopping.signal,
          onLine(line) {
            const seconds = progressSeconds(line);
            if (seconds === undefined) return;
            const percent = Math.min(99, Math.floor((100 * seconds) / probed.duration));
            // Every tenth, or every 5 s: not the database on every line.
            if (Math.floor(percent / 10) === Math.floor(told / 10) && Date.now() - toldAt < 5000)
              return;
            told = percent;
            toldAt = Date.now();
            void repository
              .setProgress(row.id, percent)
              .then(() => tell(row, percent))
              .catch((error: unknown) => deps.onError?.(error, 'video progress'));
          },
        });
      });
      // A faststart MP4 cut short: ffmpeg exits 0 with part of it (ADR 0017, case f).
      const out = await probeVideo(tools, output, Number.MAX_SAFE_INTEGER, stopping.signal);
      if (out.duration < 0.9 * probed.duration - 0.5) {
        throw new RefusedVideoError('damaged', `${out.duration} s of ${probed.duration} s`);
      }
      const poster = (await makePoster(output, dir, out.duration)) ?? (await fallbackPoster(out));
      const stem = posterStem(row.storageKey, poster);
      const posterKey = `${stem}.webp`;
      for (const copy of poster.copies) {
        const key = imageVariantKey(stem, copy.width);
        made.push(key);
        await storage.put(key, copy.bytes, 'image/webp');
      }
      made.push(posterKey);
      await storage.put(posterKey, poster.bytes, 'image/webp');
      made.push(row.storageKey);
      await storage.putStream(row.storageKey, createReadStream(output), 'video/mp4');
      const done = {
        posterKey,
        durationMs: Math.round(out.duration * 1000),
        width: out.width,
        height: out.height,
        bytes: (await stat(output)).size,
      };
      if (!(await repository.markReady(row.id, done))) {
        // Deleted while it was transcoded: nothing of it stays.
        await removeKeys(made);
        return;
      }
      await removeKeys([row.sourceKey]);
      await tell(row, 100, { ...done, status: 'ready' });
    } catch (error) {
      if (!(error instanceof RefusedVideoError)) throw error;
      await giveUp(row, failureOf(error.reason), made);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(path.join(workRoot, mediaId), { force: true, recursive: false }).catch(
        () => undefined,
      );
    }
  }

  return {
    /**
     * In the upload request: writes the video to a work file (size-capped) and probes it. A
     * file that is not a video, too long or too large is refused here in French, nothing kept.
     */
    async prepare(
      source: AsyncIterable<Uint8Array>,
      type: AcceptedVideoType,
      maxBytes: number,
    ): Promise<PreparedVideo> {
      const uploads = path.join(workRoot, 'uploads');
      await mkdir(uploads, { recursive: true });
      const file = path.join(uploads, randomBytes(12).toString('hex'));
      try {
        const bytes = await writeCapped(source, file, maxBytes);
        const probed = await probeVideo(tools, file, deps.maxSeconds);
        return { file, type, bytes, probed };
      } catch (error) {
        await rm(file, { force: true });
        if (error instanceof VideoTooLargeError) throw mediaErrors.tooLarge(maxBytes);
        if (error instanceof RefusedVideoError) {
          if (error.reason === 'tooLong') throw mediaErrors.videoTooLong(deps.maxSeconds);
          if (error.reason === 'tooLarge') throw mediaErrors.videoTooLarge();
          if (error.reason === 'notVideo') throw mediaErrors.notAVideo();
          throw mediaErrors.damagedVideo();
        }
        throw error;
      }
    },

    /**
     * In an upload request: writes a file that is not a video (an album's photo) to a work
     * file as it arrives, refused past `maxBytes` while it is read (413), nothing kept. The
     * caller reads it back once the form is whole, and deletes it (`unstage`).
     */
    async stage(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<StagedFile> {
      const uploads = path.join(workRoot, 'uploads');
      await mkdir(uploads, { recursive: true });
      const file = path.join(uploads, randomBytes(12).toString('hex'));
      try {
        return { file, bytes: await writeCapped(source, file, maxBytes) };
      } catch (error) {
        await rm(file, { force: true });
        if (error instanceof VideoTooLargeError) throw mediaErrors.tooLarge(maxBytes);
        throw error;
      }
    },

    /** A staged file read back or refused: its work file goes. */
    unstage: (staged: StagedFile) => rm(staged.file, { force: true }),

    /**
     * Stores the original under its private key, records the item 'processing' and sends its
     * job (ADR 0004). `record` writes the row; when any step fails, nothing stays.
     */
    async record(
      ownerId: string,
      video: PreparedVideo,
      record: (row: Parameters<MediaRepository['insert']>[0], keys: string[]) => Promise<MediaRow>,
      /**
       * Before the queue has started (the demo seed runs before the node is ready), a failed
       * send keeps the item: the sweep at start sends its job.
       */
      options: { keepWithoutJob?: boolean } = {},
    ): Promise<MediaUploadResponse> {
      const key = randomMediaKey('mp4');
      const sourceKey = sourceKeyOf(key, video.type);
      const size = renditionSize(video.probed);
      try {
        await storage.putStream(sourceKey, createReadStream(video.file), video.type);
      } finally {
        await rm(video.file, { force: true });
      }
      const row = await record(
        {
          ownerId,
          storageKey: key,
          url: mediaPath(key),
          contentType: 'video/mp4',
          bytes: video.bytes,
          width: size.width,
          height: size.height,
          status: 'processing',
          progress: 0,
          sourceKey,
          durationMs: Math.round(video.probed.duration * 1000),
        },
        [sourceKey],
      );
      try {
        await deps.jobs.send(VIDEO_JOB, { mediaId: row.id }, { id: jobId(VIDEO_JOB, row.id) });
      } catch (error) {
        if (options.keepWithoutJob) return presentUpload(row, deps.publicUrl);
        // No transcode would come: nothing of it stays.
        await repository.removeOwned(ownerId, row.url);
        await removeKeys([sourceKey]);
        throw error;
      }
      return { ...presentUpload(row, deps.publicUrl), duration: video.probed.duration };
    },

    /** A prepared video the rest of the form refused. */
    discard: (video: PreparedVideo) => rm(video.file, { force: true }),

    process: processVideo,

    /** The job's retries are spent: the item fails, its files go (the dead letter). */
    async failForGood(mediaId: string): Promise<void> {
      const row = await repository.byId(mediaId);
      if (row?.status === 'processing') await giveUp(row, VIDEO_TEXTS.failed);
    },

    /**
     * Sends again the jobs of videos processing for `olderThanMs` (a no-op for those queued):
     * every 10 minutes for a node that died between an item and its job, and at start for all.
     */
    async sweep(olderThanMs = 10 * 60_000, now = new Date()): Promise<void> {
      for (const id of await repository.processingBefore(new Date(now.getTime() - olderThanMs))) {
        await deps.jobs.send(VIDEO_JOB, { mediaId: id }, { id: jobId(VIDEO_JOB, id) });
      }
    },

    /**
     * At start: deletes attempt directories older than the longest transcode and a margin (a
     * killed node runs no `finally`), and upload files of requests that died.
     */
    async sweepWorkDirs(now = Date.now()): Promise<void> {
      const limit = (MAX_TRANSCODE_SECONDS + 10 * 60) * 1000;
      let entries: string[];
      try {
        entries = await readdir(workRoot);
      } catch {
        return;
      }
      for (const entry of entries) {
        const dir = path.join(workRoot, entry);
        for (const attempt of await readdir(dir).catch(() => [] as string[])) {
          const file = path.join(dir, attempt);
          const info = await stat(file).catch(() => undefined);
          if (info && now - info.mtimeMs > limit) await rm(file, { recursive: true, force: true });
        }
      }
    },

    /**
     * The transcodes of this node (MEDIA_VIDEO_CONCURRENCY at most at once): running now,
     * waiting for a slot, and the most that ever ran at once.
     */
    transcodeState: () => ({ running: transcodes.active, waiting: transcodes.queued, peak }),

    /**
     * Kills the ffmpeg of every transcode running now (shutdown): their attempts fail and
     * their jobs are retried, here or on another node.
     */
    stop() {
      const running = stopping;
      stopping = new AbortController();
      running.abort();
    },

    workRoot,
    tools,
  };
}

export type VideoPipeline = ReturnType<typeof createVideoPipeline>;
