/**
 * The structure of an MP4 (ISO/IEC 14496-12): a file is a row of boxes, each `size type body`.
 * A whole file starts with `ftyp`, holds a `moov` (the index) and an `mdat` (the media), and
 * its boxes end exactly where the file does: a cut file ends inside one.
 * User data in the index (`udta`, `meta`: a phone's GPS position, its make and model) is
 * blanked out as a `free` box of the same size, so that no media offset moves.
 */
import { damaged, type Patch, type StructureParser, type VideoSize } from './media.video-reader.ts';

/** The index is read for the picture size only up to this size; a larger one is skipped. */
const MAX_MOOV_BYTES = 8 * 1_048_576;
const FOUR_CC = /^[\x20-\x7e]{4}$/;

interface Box {
  type: string;
  /** Offsets of the box's first byte, of its body and of its end in the buffer it was found in. */
  at: number;
  start: number;
  end: number;
}

/** Boxes of user data: where cameras write places, dates, makes, models and serials. */
const METADATA = new Set(['udta', 'meta']);

/** The boxes laid side by side in `data[from, to)`; one that overruns them is damage. */
function boxesIn(data: Buffer, from = 0, to = data.length): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) damaged('a box header is cut');
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (to - at < 16) damaged('a box header is cut');
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) damaged(`box ${type} overruns its parent`);
    boxes.push({ type, at, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** tkhd (version 0 or 1): width and height are 16.16 fixed-point numbers after the matrix. */
function trackHeaderSize(data: Buffer, box: Box): VideoSize {
  const offset = box.start + (data[box.start] === 1 ? 88 : 76);
  if (offset + 8 > box.end) return { width: 0, height: 0 };
  return { width: data.readUInt32BE(offset) >>> 16, height: data.readUInt32BE(offset + 4) >>> 16 };
}

/** The picture size of the video track (handler `vide`), else of any track that has one. */
export function moovVideoSize(moov: Buffer): VideoSize {
  const tracks = boxesIn(moov).filter((box) => box.type === 'trak');
  if (tracks.length === 0) damaged('no track');
  let fallback: VideoSize = { width: 0, height: 0 };
  for (const trak of tracks) {
    const children = boxesIn(moov, trak.start, trak.end);
    const tkhd = children.find((box) => box.type === 'tkhd');
    const size = tkhd ? trackHeaderSize(moov, tkhd) : fallback;
    const mdia = children.find((box) => box.type === 'mdia');
    const hdlr = mdia && boxesIn(moov, mdia.start, mdia.end).find((box) => box.type === 'hdlr');
    // hdlr: version and flags (4), pre_defined (4), then the handler type.
    if (hdlr && hdlr.end - hdlr.start >= 12) {
      if (moov.toString('latin1', hdlr.start + 8, hdlr.start + 12) === 'vide') return size;
    }
    if (fallback.width === 0 && size.width > 0) fallback = size;
  }
  return fallback;
}

/**
 * Patches that turn the user data of the index (at `offset` in the file), at its top and in
 * each track, into `free` boxes full of zeros.
 */
export function moovMetadataPatches(moov: Buffer, offset: number): Patch[] {
  const top = boxesIn(moov);
  const inTracks = top
    .filter((box) => box.type === 'trak')
    .flatMap((trak) => boxesIn(moov, trak.start, trak.end));
  return [...top, ...inTracks]
    .filter((box) => METADATA.has(box.type))
    .flatMap((box) => [
      { offset: offset + box.at + 4, bytes: Buffer.from('free', 'latin1') },
      { offset: offset + box.start, bytes: Buffer.alloc(box.end - box.start) },
    ]);
}

/** Checks an MP4 as it streams by; `patches` receives what must be blanked out. */
export function* mp4Structure(patches: Patch[] = []): StructureParser {
  let at = 0;
  let first = true;
  let moov = false;
  let mdat = false;
  let size: VideoSize = { width: 0, height: 0 };
  for (;;) {
    const header = yield { read: 8 };
    if (header === null) break;
    at += 8;
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (!FOUR_CC.test(type)) damaged('a box type is not a four-character code');
    if (first && type !== 'ftyp') damaged('the file does not start with ftyp');
    first = false;
    let headerSize = 8;
    if (boxSize === 1) {
      const large = yield { read: 8 };
      if (large === null) damaged('a box header is cut');
      boxSize = Number(large.readBigUInt64BE(0));
      headerSize = 16;
      at += 8;
    }
    if (type === 'mdat') mdat = true;
    if (boxSize === 0) {
      // The last box may run to the end of the file (size 0).
      yield { rest: true };
      break;
    }
    if (boxSize < headerSize) damaged(`box ${type} is smaller than its header`);
    const body = boxSize - headerSize;
    if (type === 'moov') {
      moov = true;
      if (body <= MAX_MOOV_BYTES) {
        const data = yield { read: body };
        if (data === null) damaged('moov is cut');
        size = moovVideoSize(data);
        patches.push(...moovMetadataPatches(data, at));
        at += body;
        continue;
      }
    }
    yield { skip: body };
    at += body;
  }
  if (!moov) damaged('no moov box');
  if (!mdat) damaged('no mdat box');
  return size;
}
