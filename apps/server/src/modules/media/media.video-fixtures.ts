/**
 * Test-only: small MP4 and WebM files built box by box and element by element, as a phone or
 * a browser's MediaRecorder lays them out (no encoder is needed: the media data is filler
 * whose bytes differ from one offset to the next, so a served range can be compared exactly).
 */
import { expect } from 'vitest';

/** Byte-for-byte equality; toEqual walks a Buffer index by index (seconds per megabyte). */
export function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual.byteLength).toBe(expected.byteLength);
  expect(Buffer.compare(actual, expected), 'the bytes differ').toBe(0);
}

/** Bytes that differ from one offset to the next (and from one seed to the other). */
export function filler(length: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + seed * 17 + (i >> 8)) & 255;
  return bytes;
}

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const zeros = (length: number) => Buffer.alloc(length);
/** The identity matrix of a movie or track header (16.16 and 2.30 fixed point). */
const MATRIX = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));

/** An ISO BMFF box: 32-bit size, four-character type, body. */
export function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  return Buffer.concat([u32(8 + content.length), Buffer.from(type, 'latin1'), content]);
}

const fullBox = (type: string, version: number, flags: number, ...body: Buffer[]) =>
  box(type, u32(version * 0x1000000 + flags), ...body);

export interface Mp4Options {
  width?: number;
  height?: number;
  /** Bytes of media data (filler). */
  mediaBytes?: number;
  /** The index after the media, as cameras write it (not 'fast start'). */
  moovLast?: boolean;
  /** User data as a phone writes it: a place in the index, a name in the track. */
  metadata?: boolean;
}

/** A phone's position (ISO 6709, Paris) and the camera's name, in user data boxes. */
export const PHONE_PLACE = '+48.8566+002.3522/';
export const PHONE_MODEL = 'Koinophone K1';

/** The index of a one-track video: movie header, then a track with its header and handler. */
export function moov(width: number, height: number, metadata = false): Buffer {
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    ...[0, 0, 1000, 1000, 0x10000].map(u32),
    u16(0x100),
    zeros(10),
    MATRIX,
    zeros(24),
    u32(2),
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    ...[0, 0, 1, 0, 1000].map(u32),
    zeros(8),
    zeros(8),
    MATRIX,
    u32(width * 0x10000),
    u32(height * 0x10000),
  );
  const mdhd = fullBox('mdhd', 0, 0, ...[0, 0, 1000, 1000].map(u32), u16(0x55c4), u16(0));
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    Buffer.from('vide'),
    zeros(12),
    Buffer.from('VideoHandler\0'),
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(0)),
    fullBox('stts', 0, 0, u32(0)),
    fullBox('stsc', 0, 0, u32(0)),
    fullBox('stsz', 0, 0, u32(0), u32(0)),
    fullBox('stco', 0, 0, u32(0)),
  );
  const minf = box(
    'minf',
    fullBox('vmhd', 0, 1, zeros(8)),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    stbl,
  );
  if (!metadata) return box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, minf)));
  const text = (value: string) =>
    Buffer.concat([u16(value.length), u16(0x15c7), Buffer.from(value)]);
  return box(
    'moov',
    mvhd,
    box(
      'trak',
      tkhd,
      box('mdia', mdhd, hdlr, minf),
      box('udta', box('name', Buffer.from(PHONE_MODEL))),
    ),
    box('udta', box('\xa9xyz', text(PHONE_PLACE)), box('\xa9mod', text(PHONE_MODEL))),
  );
}

/** An MP4 (brand isom): ftyp, moov and mdat, in the order a phone or a muxer writes them. */
export function mp4({
  width = 320,
  height = 240,
  mediaBytes = 6000,
  moovLast = false,
  metadata = false,
}: Mp4Options = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'));
  const mdat = box('mdat', filler(mediaBytes));
  const index = moov(width, height, metadata);
  return Buffer.concat(moovLast ? [ftyp, mdat, index] : [ftyp, index, mdat]);
}

/** An EBML variable-size integer of `length` bytes (the smallest that holds it by default). */
function vint(value: number, length?: number): Buffer {
  let size = length ?? 1;
  while (length === undefined && value >= 2 ** (7 * size) - 1) size += 1;
  const bytes = Buffer.alloc(size);
  let rest = value;
  for (let i = size - 1; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0] = (bytes[0] ?? 0) | (0x80 >> (size - 1));
  return bytes;
}

/** The size "unknown" (all ones), as live recorders write for the Segment and Clusters. */
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/** An EBML element: ID (hex, marker included), size, body; `unknown` leaves the size open. */
export function element(id: string, body: Buffer[] | Buffer | string | number, unknown = false) {
  const content = Array.isArray(body)
    ? Buffer.concat(body)
    : typeof body === 'number'
      ? Buffer.from([body])
      : typeof body === 'string'
        ? Buffer.from(body, 'latin1')
        : body;
  const size = unknown ? UNKNOWN_SIZE : vint(content.length);
  return Buffer.concat([Buffer.from(id, 'hex'), size, content]);
}

export interface WebmOptions {
  width?: number;
  height?: number;
  /** Frames of filler data, one SimpleBlock each. */
  frames?: number;
  frameBytes?: number;
  /** Segment and Clusters of unknown size, as MediaRecorder writes them (the default). */
  live?: boolean;
  docType?: string;
}

/** A WebM: EBML header, then a Segment with Info, one VP8 track and Clusters of blocks. */
export function webm({
  width = 320,
  height = 240,
  frames = 6,
  frameBytes = 900,
  live = true,
  docType = 'webm',
}: WebmOptions = {}): Buffer {
  const header = element('1a45dfa3', [
    element('4286', 1),
    element('42f7', 1),
    element('42f2', 4),
    element('42f3', 8),
    element('4282', docType),
    element('4287', 4),
    element('4285', 2),
  ]);
  const info = element('1549a966', [
    element('2ad7b1', Buffer.from([0x0f, 0x42, 0x40])),
    element('4d80', 'Koinonia'),
    element('5741', 'Koinonia'),
  ]);
  const tracks = element('1654ae6b', [
    element('ae', [
      element('d7', 1),
      element('73c5', 1),
      element('83', 1),
      element('86', 'V_VP8'),
      element('e0', [element('b0', u16(width)), element('ba', u16(height))]),
    ]),
  ]);
  const clusters: Buffer[] = [];
  for (let first = 0; first < frames; first += 3) {
    const blocks = [element('e7', u16(first * 33))];
    for (let frame = first; frame < Math.min(first + 3, frames); frame += 1) {
      const block = [Buffer.from([0x81]), u16((frame - first) * 33), Buffer.from([0x80])];
      blocks.push(element('a3', [...block, filler(frameBytes, frame + 2)]));
    }
    clusters.push(element('1f43b675', blocks, live));
  }
  return Buffer.concat([header, element('18538067', [info, tracks, ...clusters], live)]);
}
