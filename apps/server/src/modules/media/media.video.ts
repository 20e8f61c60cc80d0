/**
 * What an uploaded video really is, read from its bytes: an MP4 or a WebM, recognised by its
 * first bytes and then checked whole as it streams to storage. Videos are stored as sent
 * (re-encoding belongs to a media pipeline this server does not run); the check refuses
 * anything else, and files that are cut short or whose structure does not hold together.
 */
import { Readable } from 'node:stream';
import { ACCEPTED_VIDEO_TYPES } from '@koinonia/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { mp4Structure } from './media.video-mp4.ts';
import { type Patch, StructureReader, type VideoSize } from './media.video-reader.ts';
import { webmStructure } from './media.video-webm.ts';

export { DamagedVideoError } from './media.video-reader.ts';

export type AcceptedVideoType = (typeof ACCEPTED_VIDEO_TYPES)[number];

/** The extension a video is stored under. */
export const VIDEO_FORMATS = { 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;

/** How much of a file's start is enough to recognise it (what file-type reads at most). */
export const SNIFF_BYTES = 4100;

export class VideoTooLargeError extends Error {
  override name = 'VideoTooLargeError';
}

/**
 * The video type the first bytes carry (`ftyp` of an MP4 brand, or an EBML header whose
 * DocType is `webm`), or undefined for anything else, whatever its name says.
 */
export async function identifyVideo(head: Uint8Array): Promise<AcceptedVideoType | undefined> {
  const mime = (await fileTypeFromBuffer(head))?.mime;
  return ACCEPTED_VIDEO_TYPES.find((type) => type === mime);
}

export interface CheckedVideo extends VideoSize {
  bytes: number;
}

/** `chunk` (found at `offset` in the file) with the patches that fall in it applied. */
function patched(chunk: Buffer, offset: number, patches: Patch[]): Buffer {
  let out = chunk;
  for (const patch of patches) {
    const from = Math.max(patch.offset, offset);
    const to = Math.min(patch.offset + patch.bytes.length, offset + chunk.length);
    if (from >= to) continue;
    // A copy: the source's buffers are not ours to change.
    if (out === chunk) out = Buffer.from(chunk);
    patch.bytes.copy(out, from - offset, from - patch.offset, to - patch.offset);
  }
  return out;
}

/**
 * The bytes of `source`, with an MP4's user data blanked out (same length), as a stream that
 * fails with VideoTooLargeError past `maxBytes`, or with DamagedVideoError at its end when
 * the structure is not whole. Bytes the parser may still patch are held back until it has
 * read past them (at most the index, 8 MB). Once the stream has ended without failing,
 * `result()` tells the size in bytes and pixels.
 */
export function checkVideo(
  source: AsyncIterable<Uint8Array>,
  type: AcceptedVideoType,
  maxBytes: number,
): { stream: Readable; result: () => CheckedVideo } {
  const patches: Patch[] = [];
  const reader = new StructureReader(
    type === 'video/mp4' ? mp4Structure(patches) : webmStructure(),
  );
  let checked: CheckedVideo | undefined;
  async function* passThrough() {
    let bytes = 0;
    const held: { offset: number; chunk: Buffer }[] = [];
    function* release(upTo: number) {
      for (let first = held[0]; first; first = held[0]) {
        if (first.offset + first.chunk.length > upTo) return;
        held.shift();
        yield patched(first.chunk, first.offset, patches);
      }
    }
    for await (const chunk of source) {
      const offset = bytes;
      bytes += chunk.byteLength;
      if (bytes > maxBytes) throw new VideoTooLargeError(`over ${maxBytes} bytes`);
      const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      reader.write(buffer);
      held.push({ offset, chunk: buffer });
      yield* release(reader.settled);
    }
    checked = { bytes, ...reader.end() };
    yield* release(Infinity);
  }
  return {
    stream: Readable.from(passThrough(), { objectMode: false }),
    result() {
      if (!checked) throw new Error('The video has not been read to its end');
      return checked;
    },
  };
}
