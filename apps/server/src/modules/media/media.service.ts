/**
 * Media: an upload becomes a re-encoded image, or a checked video, under a random key,
 * recorded with its owner; other modules ask `ownedPath` before pointing at a file.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Semaphore } from '../../platform/semaphore.ts';
import {
  imageKeyOfVariant,
  imageVariantKey,
  imageVariantWidths,
  type MediaUploadResponse,
  parseSizedImageKey,
} from '@koinonia/contracts';
import type { RangeRequest } from '../../platform/byte-range.ts';
import {
  isMediaKey,
  type MediaStorage,
  mediaPath,
  randomMediaKey,
  type StoredMedia,
} from '../../platform/media-storage.ts';
import { unauthorized } from '../../platform/errors.ts';
import { mediaErrors } from './media.errors.ts';
import {
  identifyImage,
  type ReencodedImage,
  reencodeImage,
  TooManyPixelsError,
  UnreadableImageError,
} from './media.image.ts';
import { presentUpload } from './media.presenter.ts';
import { type DemoVideoKind, demoVideo } from './media.demo-video.ts';
import type { MediaRepository, MediaRow, NewMedia } from './media.repository.ts';
import { type AcceptedVideoType, identifyVideo, SNIFF_BYTES } from './media.video.ts';
import {
  createVideoPipeline,
  type PreparedVideo,
  posterKeys,
  SOURCE_KEY,
  type StagedFile,
  type VideoPipelineDeps,
} from './media.video-job.ts';

export type { StagedFile };
/** How much of a file's start tells a video from anything else (`videoTypeOf`). */
export { SNIFF_BYTES };

/** A guarded file's address parameters: its expiry (seconds) and signature. */
export interface SignedQuery {
  e?: string | undefined;
  s?: string | undefined;
}

/** The form's `resource_type`: none means an image, as before videos were accepted. */
export type ResourceType = 'image' | 'video' | 'auto';

/** A video written and probed in the request, not yet recorded: `recordVideo` or `discard`. */
export type StoredVideo = PreparedVideo;

export interface MediaServiceDeps {
  repository: MediaRepository;
  storage: MediaStorage;
  /** PUBLIC_URL without its trailing slash. */
  publicUrl: string;
  /** Long side of a stored image, in pixels. */
  maxDimension: number;
  /** Largest input image (width × height), refused before decoding (40 MP by default). */
  maxInputPixels?: number;
  /**
   * Bounds image decoding for the whole process (sized to the cores): a burst of uploads from
   * many members waits here instead of decoding at once and taking the memory.
   */
  imagePool?: Semaphore;
  /**
   * Signs the addresses of guarded files (an album's: docs/adr/0018-albums.md); without it
   * no file is guarded. How long a signed address serves, in seconds (default 6 hours).
   */
  signingSecret?: string;
  signedSeconds?: number;
  now?: () => Date;
  /** Reports a stored file that could not be removed after a failed insert. */
  onOrphan?: (key: string, error: unknown) => void;
  /**
   * The video pipeline's platform (docs/adr/0017-video-pipeline.md): the job queue, ffmpeg,
   * limits, the socket. Without it, videos are refused.
   */
  video?: Omit<VideoPipelineDeps, 'repository' | 'storage' | 'publicUrl' | 'reencodePoster'>;
}

export function createMediaService(deps: MediaServiceDeps) {
  const { repository, storage, publicUrl, maxDimension } = deps;
  const maxInputPixels = deps.maxInputPixels ?? 40_000_000;
  const imagePool = deps.imagePool ?? new Semaphore(availableParallelism());
  const absolutePrefix = `${publicUrl}/media/`;
  const signedSeconds = deps.signedSeconds ?? 6 * 3600;
  const now = deps.now ?? (() => new Date());
  const video = deps.video
    ? createVideoPipeline({
        ...deps.video,
        repository,
        storage,
        publicUrl,
        // The poster is an image like any other: re-encoded, with its narrower copies.
        reencodePoster: (png) =>
          imagePool.run(() => reencodeImage(png, 'image/png', maxDimension, maxInputPixels)),
        onError: deps.video.onError ?? ((error, what) => deps.onOrphan?.(what, error)),
      })
    : undefined;
  const pipeline = () => {
    if (!video) throw new Error('the video pipeline is not configured');
    return video;
  };
  /**
   * Asked at each read: true when the file is served only on a signed address; 'hidden' when
   * it is, and moderation hid it (docs/adr/0021-moderation.md): then only an address signed as
   * hidden serves it (the one its adder is given), and those signed before no longer do.
   */
  let guarded: (storageKey: string) => Promise<boolean | 'hidden'> = () => Promise.resolve(false);

  const signature = (key: string, expires: number, hidden = false) =>
    createHmac('sha256', deps.signingSecret ?? '')
      .update(`media:${key}:${expires}${hidden ? ':hidden' : ''}`)
      .digest('base64url')
      .slice(0, 32);

  function validSignature(key: string, query: SignedQuery | undefined, hidden: boolean): boolean {
    const expires = Number(query?.e);
    if (!query?.s || !Number.isInteger(expires) || expires * 1000 < now().getTime()) return false;
    const expected = Buffer.from(signature(key, expires, hidden));
    const given = Buffer.from(query.s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async function reencode(file: Uint8Array, resourceType: ResourceType) {
    if (file.byteLength === 0) throw mediaErrors.emptyFile();
    // Not recognised as a video by its first bytes, yet sent as one.
    if (resourceType === 'video') throw mediaErrors.notAVideo();
    const type = await identifyImage(file);
    if (!type) {
      throw resourceType === 'auto'
        ? mediaErrors.unsupportedAnyType()
        : mediaErrors.unsupportedType();
    }
    try {
      return await imagePool.run(() => reencodeImage(file, type, maxDimension, maxInputPixels));
    } catch (error) {
      if (error instanceof TooManyPixelsError) throw mediaErrors.tooManyPixels(maxInputPixels);
      if (error instanceof UnreadableImageError) throw mediaErrors.unreadable();
      throw error;
    }
  }

  async function removeOrphans(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        try {
          await storage.delete(key);
        } catch (error) {
          deps.onOrphan?.(key, error);
        }
      }),
    );
  }

  /**
   * Stores a re-encoded image and its copies beside it, the copies first: the image's key is
   * what other modules point at, and the web asks for the copies its name announces. When
   * one put fails, every file of the upload is deleted again.
   */
  async function storeImage(image: ReencodedImage): Promise<string[]> {
    const key = randomMediaKey(image.format, image);
    const stem = key.slice(0, key.lastIndexOf('.'));
    const files = [
      ...image.copies.map((copy) => ({
        key: imageVariantKey(stem, copy.width),
        bytes: copy.bytes,
        contentType: 'image/webp',
      })),
      { key, bytes: image.bytes, contentType: image.contentType },
    ];
    const keys = files.map((file) => file.key);
    try {
      for (const file of files) await storage.put(file.key, file.bytes, file.contentType);
    } catch (error) {
      await removeOrphans(keys);
      throw error;
    }
    return keys;
  }

  /**
   * Writes the row of a stored file (the last of `keys`, after its copies); every file is
   * deleted again when that fails.
   */
  async function record(row: NewMedia, keys: readonly string[]): Promise<MediaUploadResponse> {
    return presentUpload(await insertRow(row, keys), publicUrl);
  }

  async function insertRow(row: NewMedia, keys: readonly string[]): Promise<MediaRow> {
    let inserted;
    try {
      inserted = await repository.insert(row);
    } catch (error) {
      await removeOrphans(keys);
      throw error;
    }
    if (!inserted) {
      // The account is gone while its token still runs: no session, and no file left behind.
      await removeOrphans(keys);
      throw unauthorized();
    }
    return inserted;
  }

  /**
   * Checks, re-encodes, stores and records an image, with its narrower copies for a still
   * one (ADR 0006). Every refusal happens before anything is stored; files whose row cannot
   * be written are deleted again.
   */
  async function upload(
    ownerId: string,
    file: Uint8Array,
    resourceType: ResourceType = 'image',
  ): Promise<MediaUploadResponse> {
    const image = await reencode(file, resourceType);
    // A failed put leaves no row: the row is written only after the bytes are safe.
    const keys = await storeImage(image);
    const key = keys[keys.length - 1] as string;
    return record(
      {
        ownerId,
        storageKey: key,
        url: mediaPath(key),
        contentType: image.contentType,
        bytes: image.bytes.byteLength,
        width: image.width,
        height: image.height,
      },
      keys,
    );
  }

  return {
    /**
     * Re-encodes and stores an image with its narrower copies, as `upload` does, and records no
     * owner: the pictures the demo seed draws, served like a member's (with their copies, their
     * size in their key). Returns its path (`/media/<key>`).
     */
    async storeDemoImage(file: Uint8Array): Promise<string> {
      const keys = await storeImage(await reencode(file, 'image'));
      return mediaPath(keys[keys.length - 1] as string);
    },

    /** An image checked, re-encoded, stored and recorded as `ownerId`'s (ADR 0006). */
    upload,

    /**
     * In the upload request: writes a video of `type` (recognised by its first bytes) to a work
     * file and probes it. A refused, oversized or broken upload leaves nothing behind.
     */
    storeVideo(
      source: AsyncIterable<Uint8Array>,
      type: AcceptedVideoType,
      maxBytes: number,
    ): Promise<StoredVideo> {
      return pipeline().prepare(source, type, maxBytes);
    },

    /**
     * Records a probed video as `ownerId`'s, 'processing', and sends its job: the answer comes
     * at once, the transcode follows (its progress on the uploader's notification socket).
     * This is also what the albums module calls for an album item of kind video (ADR 0017).
     */
    recordVideo(ownerId: string, video: StoredVideo): Promise<MediaUploadResponse> {
      return pipeline().record(ownerId, video, insertRow);
    },

    /** Deletes a probed video that will not be recorded (the rest of the form was refused). */
    discard(video: StoredVideo): Promise<void> {
      return pipeline().discard(video);
    },

    /** The video type a file's first bytes (SNIFF_BYTES) carry, whatever it was sent as. */
    videoTypeOf: (head: Uint8Array): Promise<AcceptedVideoType | undefined> => identifyVideo(head),

    /**
     * In an upload request: writes a file (an album's photo) to the node's work directory as it
     * arrives instead of holding it in memory, refused past `maxBytes` while it is read (413)
     * with nothing kept. Then `uploadStaged` or `unstage` it.
     */
    stage(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<StagedFile> {
      return pipeline().stage(source, maxBytes);
    },

    /** `upload` of a staged file (read back whole: sharp decodes it whole); it stays staged. */
    async uploadStaged(
      ownerId: string,
      staged: StagedFile,
      resourceType: ResourceType = 'image',
    ): Promise<MediaUploadResponse> {
      return upload(ownerId, await readFile(staged.file), resourceType);
    },

    /** Deletes a staged file's work file (stored, or refused with its form). */
    unstage(staged: StagedFile): Promise<void> {
      return pipeline().unstage(staged);
    },

    /**
     * A video upload from another module (the albums', for an item of kind video): written,
     * probed (refused in French, nothing kept), recorded 'processing' and sent to the same job
     * as a publication's. Returns the upload's answer; `secure_url` plays once ready.
     */
    async uploadVideo(
      ownerId: string,
      source: AsyncIterable<Uint8Array>,
      maxBytes: number,
    ): Promise<MediaUploadResponse> {
      const chunks: Uint8Array[] = [];
      let head = Buffer.alloc(0);
      const iterator = source[Symbol.asyncIterator]();
      while (head.length < SNIFF_BYTES) {
        const next = await iterator.next();
        if (next.done) break;
        chunks.push(next.value);
        head = Buffer.concat([head, next.value]);
      }
      const type = await identifyVideo(head);
      if (!type) {
        await drainIterator(iterator);
        throw head.length === 0 ? mediaErrors.emptyFile() : mediaErrors.notAVideo();
      }
      async function* whole() {
        yield* chunks;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          yield next.value;
        }
      }
      const prepared = await pipeline().prepare(whole(), type, maxBytes);
      return pipeline().record(ownerId, prepared, insertRow);
    },

    /**
     * The demo seed's video of `kind`, drawn by ffmpeg and uploaded as `ownerId`'s through the
     * same probe and job as a member's. Returns its path (`/media/<key>.mp4`).
     */
    async storeDemoVideo(ownerId: string, kind: DemoVideoKind): Promise<string> {
      const bytes = await demoVideo(pipeline().tools, kind);
      async function* once() {
        yield bytes;
      }
      const type = await identifyVideo(bytes.subarray(0, SNIFF_BYTES));
      if (!type) throw new Error('the demo video is not recognised');
      const prepared = await pipeline().prepare(once(), type, bytes.length + 1);
      const answer = await pipeline().record(ownerId, prepared, insertRow, {
        keepWithoutJob: true,
      });
      return new URL(answer.secure_url).pathname;
    },

    /** The job's handlers and sweeps (media.module.ts defines the queues). */
    get videoPipeline() {
      return pipeline();
    },

    /** A recorded file's state, by its path (tests, and the web's reload after a socket frame). */
    state: (path: string) => repository.byUrl(path),

    /** Refuses a video for a form that asked for an image, or said nothing (as before videos). */
    assertVideoWanted(resourceType: ResourceType | undefined): void {
      if ((resourceType ?? 'image') === 'image') throw mediaErrors.unsupportedType();
    },

    /** Refuses a file that is not a video (by its first bytes) for a form that asked for one. */
    assertNonVideoWanted(resourceType: ResourceType | undefined, file: Uint8Array): void {
      if (resourceType !== 'video') return;
      throw file.byteLength === 0 ? mediaErrors.emptyFile() : mediaErrors.notAVideo();
    },

    /** The bytes of every recorded file (the admin console's storage used). */
    storageUsed: (): Promise<number> => repository.totalBytes(),

    /**
     * The stored path (`/media/<key>`) of `url` (that path, or `${PUBLIC_URL}/media/<key>`)
     * when it is one of ownerId's uploads; null for anything else. Other modules store the path.
     */
    async ownedPath(ownerId: string, url: string): Promise<string | null> {
      const key = url.startsWith(absolutePrefix)
        ? url.slice(absolutePrefix.length)
        : url.startsWith('/media/')
          ? url.slice('/media/'.length)
          : undefined;
      if (key === undefined || !isMediaKey(key)) return null;
      // A guarded file (an album's) is never pointed at from elsewhere: it would outlive it.
      if (await guarded(key)) return null;
      const path = mediaPath(key);
      return (await repository.isOwnedBy(ownerId, path)) ? path : null;
    },

    /**
     * The stored file (or the range asked of it), or null for a malformed or unknown key, and
     * for a closed account's (ADR 0009: hidden from everyone until reactivated), a picture's
     * copies with it.
     */
    async read(
      key: string,
      range?: RangeRequest,
      query?: SignedQuery,
    ): Promise<StoredMedia | null> {
      // A video's original is private: only its job reads it.
      if (!isMediaKey(key) || SOURCE_KEY.test(key)) return null;
      const image = imageKeyOfVariant(key);
      if (await repository.ownerClosed(image)) return null;
      const guard = await guarded(image);
      if (guard && !validSignature(image, query, guard === 'hidden')) return null;
      return storage.get(key, range);
    },

    /**
     * Guards files: `isGuarded(storageKey)` says which are served only on an address that
     * `signedPath` made (the albums module's, for the files of its albums).
     */
    guardFiles(isGuarded: (storageKey: string) => Promise<boolean | 'hidden'>): void {
      guarded = isGuarded;
    },

    /**
     * The address of a guarded file, valid for some hours: `/media/<key>?e=<expiry>&s=<sig>`.
     * The expiry is rounded to the hour so the address (and the browser's cache) holds a while;
     * a copy of an image (`<stem>-<w>w.webp`) is served on its image's signature.
     */
    signedPath(path: string, options: { hidden?: boolean } = {}): string {
      const key = path.startsWith('/media/') ? path.slice('/media/'.length) : path;
      const hour = 3600;
      const expires = Math.ceil((now().getTime() / 1000 + signedSeconds) / hour) * hour;
      return `${mediaPath(key)}?e=${expires}&s=${signature(key, expires, options.hidden)}`;
    },

    /** The width and height of a recorded file, by its path. */
    size: (path: string) => repository.sizeOf(path),

    /**
     * Deletes a recorded image or video, its copies and its row, when it is `ownerId`'s (the
     * caller checked nothing else refers to it). Files that cannot be deleted are reported.
     */
    async remove(ownerId: string, path: string): Promise<void> {
      const key = path.startsWith('/media/') ? path.slice('/media/'.length) : path;
      if (!isMediaKey(key)) return;
      const removed = await repository.removeOwned(ownerId, mediaPath(key));
      if (!removed) return;
      const sized = parseSizedImageKey(key);
      const copies = sized
        ? imageVariantWidths(sized.width).map((width) => imageVariantKey(sized.stem, width))
        : [];
      // A video's transcode, its poster and copies, and its original if still there.
      const video = [
        ...(removed.posterKey ? posterKeys(removed.posterKey) : []),
        ...(removed.sourceKey ? [removed.sourceKey] : []),
      ];
      await removeOrphans([...copies, ...video, key]);
    },
  };
}

/** Reads what is left of a refused source, so its sender gets the answer. */
async function drainIterator(iterator: AsyncIterator<Uint8Array>): Promise<void> {
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) continue;
  } catch {
    // The client went away.
  }
}

export type MediaService = ReturnType<typeof createMediaService>;
export type { DemoVideoKind };

/** What another module asks before pointing at a file: is it this member's, and its path. */
export type MediaOwnership = Pick<MediaService, 'ownedPath'>;
