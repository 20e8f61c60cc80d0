/**
 * The structure of a WebM (Matroska's EBML, RFC 8794 and RFC 9559): elements `id size body`
 * nested in a Segment. Browsers' recorders write the Segment and its Clusters with an unknown
 * size (they end where the file or the next Cluster begins), so the walk goes down into them
 * and checks that every element of known size is whole: a cut file ends inside one.
 */
import { damaged, type StructureParser, type VideoSize } from './media.video-reader.ts';

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const VOID = 0xec;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
/** What a Cluster holds (RFC 9559 §5.1.3): anything else begins after it. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, VOID, 0xbf]);

const MAX_HEADER_BYTES = 4096;
const MAX_TRACKS_BYTES = 1_048_576;

/** A size whose bits are all ones: "unknown", the element ends where its parent's next begins. */
const UNKNOWN = -1;

interface Vint {
  value: number;
  length: number;
}

/** An element ID (marker kept, 1 to 4 bytes) or a size (marker dropped, 1 to 8 bytes). */
function vintAt(data: Buffer, at: number, id: boolean): Vint | undefined {
  const first = data[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > (id ? 4 : 8) || at + length > data.length) return undefined;
  let value = id ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = data[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !id && allOnes ? UNKNOWN : value, length };
}

interface Element {
  id: number;
  start: number;
  end: number;
}

/** The elements laid side by side in `data[from, to)`, all of known size. */
function elementsIn(data: Buffer, from = 0, to = data.length): Element[] {
  const elements: Element[] = [];
  let at = from;
  while (at < to) {
    const id = vintAt(data, at, true);
    const size = id && vintAt(data, at + id.length, false);
    if (!id || !size || size.value === UNKNOWN) damaged('an element header is unreadable');
    const start = at + id.length + size.length;
    if (start + size.value > to) damaged('an element overruns its parent');
    elements.push({ id: id.value, start, end: start + size.value });
    at = start + size.value;
  }
  return elements;
}

function unsignedIn(data: Buffer, element: Element | undefined): number {
  if (!element || element.end - element.start > 6) return 0;
  return data.readUIntBE(element.start, element.end - element.start) || 0;
}

/** The picture size of the first video track (TrackType 1, or any track with a Video). */
export function tracksVideoSize(tracks: Buffer): VideoSize {
  for (const entry of elementsIn(tracks).filter((element) => element.id === TRACK_ENTRY)) {
    const children = elementsIn(tracks, entry.start, entry.end);
    const video = children.find((element) => element.id === VIDEO);
    const type = unsignedIn(
      tracks,
      children.find((element) => element.id === TRACK_TYPE),
    );
    if (!video && type !== 1) continue;
    const settings = video ? elementsIn(tracks, video.start, video.end) : [];
    return {
      width: unsignedIn(
        tracks,
        settings.find((element) => element.id === PIXEL_WIDTH),
      ),
      height: unsignedIn(
        tracks,
        settings.find((element) => element.id === PIXEL_HEIGHT),
      ),
    };
  }
  return { width: 0, height: 0 };
}

/** One variable-size integer from the stream: null at the end of the file, before its first byte. */
function* vint(id: boolean): Generator<{ read: number }, Vint | null, Buffer | null> {
  const first = yield { read: 1 };
  if (first === null) return null;
  const lead = first[0] ?? 0;
  const length = lead === 0 ? 9 : Math.clz32(lead) - 23;
  const rest = length > 1 && length <= 8 ? yield { read: length - 1 } : Buffer.alloc(0);
  if (rest === null) damaged('an element header is cut');
  const value = vintAt(Buffer.concat([first, rest]), 0, id);
  if (!value) damaged('an element header is unreadable');
  return value;
}

interface Header {
  id: number;
  size: number;
  /** Bytes of the ID and the size together. */
  bytes: number;
}

/** An element header from the stream: null at the end of the file, before its first byte. */
function* header(): Generator<{ read: number }, Header | null, Buffer | null> {
  const id = yield* vint(true);
  if (id === null) return null;
  const size = yield* vint(false);
  if (size === null) damaged('an element header is cut');
  return { id: id.value, size: size.value, bytes: id.length + size.length };
}

export function* webmStructure(): StructureParser {
  const ebml = yield* header();
  if (ebml?.id !== EBML) damaged('no EBML header');
  if (ebml.size === UNKNOWN || ebml.size > MAX_HEADER_BYTES) damaged('EBML header size');
  const body = yield { read: ebml.size };
  if (body === null) damaged('the EBML header is cut');
  const docType = elementsIn(body).find((element) => element.id === DOC_TYPE);
  if (
    !docType ||
    body.toString('latin1', docType.start, docType.end).replace(/\0+$/, '') !== 'webm'
  ) {
    damaged('not a WebM document');
  }

  let at = ebml.bytes + ebml.size;
  let segment = false;
  let tracks = false;
  let cluster = false;
  let size: VideoSize = { width: 0, height: 0 };
  /** The elements being walked through, innermost last; `end` undefined for an unknown size. */
  const open: { id: number; end: number | undefined }[] = [];
  for (;;) {
    while (open.length > 0 && open.at(-1)?.end === at) open.pop();
    const element = yield* header();
    if (element === null) break;
    const { id, size: length } = element;
    at += element.bytes;
    // An unknown-size Cluster ends where something that cannot be inside it begins.
    while (open.at(-1)?.id === CLUSTER && open.at(-1)?.end === undefined) {
      if (CLUSTER_CHILDREN.has(id)) break;
      open.pop();
    }
    const parentEnd = open.at(-1)?.end;
    const end = length === UNKNOWN ? parentEnd : at + length;
    if (parentEnd !== undefined && (end === undefined || end > parentEnd)) {
      damaged('an element overruns its parent');
    }
    if (open.length === 0 && id !== SEGMENT) {
      if (id !== VOID || length === UNKNOWN) damaged('only a Segment may follow');
    } else if (id === SEGMENT || id === CLUSTER) {
      segment ||= id === SEGMENT;
      cluster ||= id === CLUSTER;
      open.push({ id: id, end });
      continue;
    } else if (length === UNKNOWN) {
      damaged('only a Segment or a Cluster may have an unknown size');
    } else if (id === TRACKS) {
      tracks = true;
      if (length <= MAX_TRACKS_BYTES) {
        const data = yield { read: length };
        if (data === null) damaged('the Tracks are cut');
        size = tracksVideoSize(data);
        at += length;
        continue;
      }
    }
    yield { skip: length };
    at += length;
  }
  if (open.some((element) => element.end !== undefined)) damaged('the file ends inside an element');
  if (!segment || !tracks || !cluster) damaged('no Segment, Tracks or Cluster');
  return size;
}
