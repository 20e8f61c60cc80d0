/**
 * Media: an upload becomes a re-encoded image under a random key, recorded with its owner;
 * other modules ask `ownsUrl` before pointing a profile at a file.
 */
import type { MediaUploadResponse } from '@koinonia/contracts';
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
  reencodeImage,
  TooManyPixelsError,
  UnreadableImageError,
} from './media.image.ts';
import { presentUpload } from './media.presenter.ts';
import type { MediaRepository } from './media.repository.ts';

export interface MediaServiceDeps {
  repository: MediaRepository;
  storage: MediaStorage;
  /** PUBLIC_URL without its trailing slash. */
  publicUrl: string;
  /** Long side of a stored image, in pixels. */
  maxDimension: number;
  /** Reports a stored file that could not be removed after a failed insert. */
  onOrphan?: (key: string, error: unknown) => void;
}

export function createMediaService(deps: MediaServiceDeps) {
  const { repository, storage, publicUrl, maxDimension } = deps;
  const absolutePrefix = `${publicUrl}/media/`;

  async function reencode(file: Uint8Array) {
    if (file.byteLength === 0) throw mediaErrors.emptyFile();
    const type = await identifyImage(file);
    if (!type) throw mediaErrors.unsupportedType();
    try {
      return await reencodeImage(file, type, maxDimension);
    } catch (error) {
      if (error instanceof TooManyPixelsError) throw mediaErrors.tooManyPixels();
      if (error instanceof UnreadableImageError) throw mediaErrors.unreadable();
      throw error;
    }
  }

  async function removeOrphan(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      deps.onOrphan?.(key, error);
    }
  }

  return {
    /**
     * Checks, re-encodes, stores and records an image. Every refusal happens before anything
     * is stored; a file whose row cannot be written is deleted again.
     */
    async upload(ownerId: string, file: Uint8Array): Promise<MediaUploadResponse> {
      const image = await reencode(file);
      const key = randomMediaKey(image.format);
      // A failed put leaves no row: the row is written only after the bytes are safe.
      await storage.put(key, image.bytes, image.contentType);
      let row;
      try {
        row = await repository.insert({
          ownerId,
          storageKey: key,
          url: mediaPath(key),
          contentType: image.contentType,
          bytes: image.bytes.byteLength,
          width: image.width,
          height: image.height,
        });
      } catch (error) {
        await removeOrphan(key);
        throw error;
      }
      if (!row) {
        // The account is gone while its token still runs: no session, and no file left behind.
        await removeOrphan(key);
        throw unauthorized();
      }
      return presentUpload(row, publicUrl);
    },

    /** true when `url` (`/media/<key>` or `${PUBLIC_URL}/media/<key>`) is one of ownerId's uploads. */
    async ownsUrl(ownerId: string, url: string): Promise<boolean> {
      const key = url.startsWith(absolutePrefix)
        ? url.slice(absolutePrefix.length)
        : url.startsWith('/media/')
          ? url.slice('/media/'.length)
          : undefined;
      if (key === undefined || !isMediaKey(key)) return false;
      return repository.isOwnedBy(ownerId, mediaPath(key));
    },

    /** The stored file, or null for a malformed or unknown key. */
    read(key: string): Promise<StoredMedia | null> {
      return isMediaKey(key) ? storage.get(key) : Promise.resolve(null);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
