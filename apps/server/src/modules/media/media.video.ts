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
import { StructureReader, type VideoSize } from './media.video-reader.ts';
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

/**
 * The bytes of `source`, unchanged, as a stream that fails with VideoTooLargeError past
 * `maxBytes`, or with DamagedVideoError at its end when the structure is not whole. Once it
 * has ended without failing, `result()` tells the size in bytes and pixels.
 */
export function checkVideo(
  source: AsyncIterable<Uint8Array>,
  type: AcceptedVideoType,
  maxBytes: number,
): { stream: Readable; result: () => CheckedVideo } {
  const reader = new StructureReader(type === 'video/mp4' ? mp4Structure() : webmStructure());
  let checked: CheckedVideo | undefined;
  async function* passThrough() {
    let bytes = 0;
    for await (const chunk of source) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) throw new VideoTooLargeError(`over ${maxBytes} bytes`);
      const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      reader.write(buffer);
      yield buffer;
    }
    checked = { bytes, ...reader.end() };
  }
  return {
    stream: Readable.from(passThrough(), { objectMode: false }),
    result() {
      if (!checked) throw new Error('The video has not been read to its end');
      return checked;
    },
  };
}
