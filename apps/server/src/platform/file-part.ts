/**
 * Reading a multipart file part as it arrives: its first bytes held to recognise it before
 * choosing where the rest goes (the media module's upload form, the albums' item form), then
 * the rest, and what is left of a refused part dropped.
 */

/** The first `bytes` of the part (fewer if it is shorter). */
export async function readHead(chunks: AsyncIterator<Buffer>, bytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(parts);
}

/**
 * The head, then the rest of the part; a part the parser cut at its limit (`truncated`) ends
 * with `tooLarge()` thrown, never as a shorter file.
 */
export async function* headThenRest(
  head: Buffer,
  chunks: AsyncIterator<Buffer>,
  truncated: () => boolean,
  tooLarge: () => Error,
): AsyncGenerator<Buffer> {
  yield head;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  if (truncated()) throw tooLarge();
}

/**
 * Reads what is left of a refused part and drops it (the parser's own limit bounds it), as the
 * parser does past its limit: a browser still sending gets the answer, not a reset connection.
 */
export async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  try {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) continue;
  } catch {
    // The client went away: nothing is left to read.
  }
}
