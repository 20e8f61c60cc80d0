/**
 * HTTP range requests (RFC 9110 §14): what a `Range` header asks for, and which bytes of a
 * file of a given size that is. Video players seek with them; one range at a time is served.
 */

/** `bytes=a-b` or `bytes=a-` (end undefined), or the last `suffix` bytes (`bytes=-n`). */
export type RangeRequest = { start: number; end: number | undefined } | { suffix: number };

/** First and last byte, both included, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/**
 * The one range a `Range` header asks for, or undefined when the whole file is to be sent:
 * no header, another unit, several ranges, or a malformed one (RFC 9110 §14.2 lets a server
 * ignore what it does not serve, answering 200 with everything).
 */
export function parseRange(header: string | undefined): RangeRequest | undefined {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') return last === '' ? undefined : { suffix: Number(last) };
  const start = Number(first);
  const end = last === '' ? undefined : Number(last);
  // `bytes=5-2` is invalid, hence ignored (§14.1.1), not unsatisfiable.
  return end !== undefined && end < start ? undefined : { start, end };
}

/**
 * The bytes of a `size`-byte file that `request` covers, or null when none can be sent
 * (416): a start at or past the end, or an empty suffix. An end past the file is cut to it.
 */
export function resolveRange(request: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in request) {
    if (request.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) return null;
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}

/** `Content-Range` of a partial answer (206), or of a refused range (416) without `range`. */
export function contentRange(size: number, range?: ByteRange): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(?:\d+|\*)$/;

/** The range a `Content-Range: bytes a-b/size` header says was sent, or undefined. */
export function parseContentRange(header: string | undefined): ByteRange | undefined {
  const match = header === undefined ? null : CONTENT_RANGE.exec(header);
  if (!match) return undefined;
  const [, start = '', end = ''] = match;
  return { start: Number(start), end: Number(end) };
}
