/**
 * An uploaded video before its job: recognised by its first bytes (a first filter only: a file
 * of an `ftyp` header and random bytes passes it, ffprobe refuses it), written to a work file
 * as it streams in, size-capped, then probed. The transcode itself runs in the `media.video`
 * job (media.video-job.ts, docs/adr/0017-video-pipeline.md).
 */
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ACCEPTED_VIDEO_TYPES } from '@koinonia/contracts';
import { fileTypeFromBuffer } from 'file-type';

export type AcceptedVideoType = (typeof ACCEPTED_VIDEO_TYPES)[number];

/** How much of a file's start is enough to recognise it (what file-type reads at most). */
export const SNIFF_BYTES = 4100;

export class VideoTooLargeError extends Error {
  override name = 'VideoTooLargeError';
}

/**
 * The video type the first bytes carry (an MP4 or QuickTime `ftyp`, or an EBML header whose
 * DocType is `webm`), or undefined for anything else, whatever its name says.
 */
export async function identifyVideo(head: Uint8Array): Promise<AcceptedVideoType | undefined> {
  const mime = (await fileTypeFromBuffer(head))?.mime;
  return ACCEPTED_VIDEO_TYPES.find((type) => type === mime);
}

/**
 * Writes what `source` yields to `file`, failing with VideoTooLargeError past `maxBytes`
 * (the caller deletes the file on any failure). Resolves with the number of bytes.
 */
export async function writeCapped(
  source: AsyncIterable<Uint8Array>,
  file: string,
  maxBytes: number,
): Promise<number> {
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new VideoTooLargeError(`over ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
  await pipeline(Readable.from(source, { objectMode: false }), cap, createWriteStream(file));
  return bytes;
}
