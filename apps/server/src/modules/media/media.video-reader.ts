/**
 * A structure reader for files that stream by: the format's parser is a generator that asks
 * for bytes to read or to skip, and this driver answers it chunk by chunk, so a 100 MB video
 * is checked whole while only its small headers are ever held in memory.
 */

/** A video's picture size; 0 × 0 when the file does not tell it. */
export interface VideoSize {
  width: number;
  height: number;
}

/** The file is cut short, or its structure does not hold together. */
export class DamagedVideoError extends Error {
  override name = 'DamagedVideoError';
}

/**
 * What a parser asks for: `read` n bytes (answered with them, or with null when the file ends
 * exactly here), `skip` n bytes (a file that ends first is damaged), or everything up to the
 * `rest` of the file.
 */
export type ReadStep = { read: number } | { skip: number } | { rest: true };

export type StructureParser = Generator<ReadStep, VideoSize, Buffer | null>;

/** Bytes to write over the file at an absolute offset (metadata blanked out). */
export interface Patch {
  offset: number;
  bytes: Buffer;
}

const EMPTY = Buffer.alloc(0);

/** Throws DamagedVideoError: the one way a parser says no. */
export function damaged(reason: string): never {
  throw new DamagedVideoError(reason);
}

/** Feeds chunks to a parser; `end()` returns what it found once the whole file is read. */
export class StructureReader {
  private step: IteratorResult<ReadStep, VideoSize>;
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Bytes still to drop for the current `skip`. */
  private skipping = 0;
  /**
   * How far the parser has taken the file: bytes before this offset will not be read again,
   * so they may leave with any patch the parser made to them (bytes after may still change).
   */
  settled = 0;

  constructor(private readonly parser: StructureParser) {
    this.step = parser.next(null);
    this.begin();
  }

  write(chunk: Buffer): void {
    let data = chunk;
    while (data.length > 0) {
      if (this.step.done) {
        damaged('data after the end of the file structure');
      }
      const want = this.step.value;
      if ('rest' in want) {
        this.settled += data.length;
        return;
      }
      if ('skip' in want) {
        const dropped = Math.min(this.skipping, data.length);
        this.skipping -= dropped;
        this.settled += dropped;
        data = data.subarray(dropped);
        if (this.skipping === 0) this.advance(null);
        continue;
      }
      const missing = want.read - this.buffered;
      this.chunks.push(data.subarray(0, missing));
      this.buffered += Math.min(missing, data.length);
      data = data.subarray(missing);
      if (this.buffered === want.read) {
        this.settled += want.read;
        this.advance(this.takeBuffered());
      }
    }
  }

  /** At the end of the file: the parser's verdict (throws DamagedVideoError). */
  end(): VideoSize {
    if (!this.step.done) {
      const want = this.step.value;
      const atBoundary = 'rest' in want || ('read' in want && this.buffered === 0);
      if (!atBoundary) damaged('the file ends inside an element');
      this.step = this.parser.next(null);
    }
    if (!this.step.done) damaged('the file ends too early');
    return this.step.value;
  }

  private advance(answer: Buffer | null): void {
    this.step = this.parser.next(answer);
    this.begin();
  }

  /** Answers the steps that need no data at once (empty reads and skips). */
  private begin(): void {
    while (!this.step.done) {
      const want = this.step.value;
      if ('read' in want && want.read === 0) this.step = this.parser.next(EMPTY);
      else if ('skip' in want && want.skip === 0) this.step = this.parser.next(null);
      else break;
    }
    if (!this.step.done && 'skip' in this.step.value) this.skipping = this.step.value.skip;
  }

  private takeBuffered(): Buffer {
    const bytes = Buffer.concat(this.chunks);
    this.chunks = [];
    this.buffered = 0;
    return bytes;
  }
}
