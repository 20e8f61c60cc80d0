/**
 * The ZIP of a member's data export, written with yazl as a stream into the media
 * storage: one JSON file per section, the member's files under `media/`, and `index.html`
 * last (it links only the files that were found). Files are read one at a time, never held
 * whole in memory, so a member's videos do not weigh on the node.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { MediaStorage } from '../../platform/media-storage.ts';
import type { PersonalDataSection } from '../../platform/module.ts';
import { renderIndexHtml } from './account.export.html.ts';

export interface ArchiveInput {
  sections: readonly PersonalDataSection[];
  storage: MediaStorage;
  /** The archive's own key in the storage. */
  key: string;
  generatedAt: Date;
  timeZone: string;
}

/** Writes the archive under `key`; nothing stays there when it fails. */
export async function writeArchive({
  sections,
  storage,
  key,
  generatedAt,
  timeZone,
}: ArchiveInput): Promise<void> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A failure while reading a file is the ZipFile's: the stored upload must fail with it.
  zip.on('error', (error: Error) => output.destroy(error));
  const options = { mtime: generatedAt };

  for (const section of sections) {
    zip.addBuffer(Buffer.from(JSON.stringify(section.rows, null, 2)), section.file, options);
  }

  const keys = [...new Set(sections.flatMap((section) => section.media ?? []))];
  const inArchive = new Set<string>();
  for (const mediaKey of keys) {
    // Images and videos are compressed already.
    zip.addReadStreamLazy(`media/${mediaKey}`, { ...options, compress: false }, (done) => {
      storage.get(mediaKey).then(
        (stored) => {
          if (stored?.part === 'whole') inArchive.add(mediaKey);
          // A file gone from the storage leaves an empty entry, and no link in index.html.
          done(null, stored?.part === 'whole' ? stored.stream : Readable.from([]));
        },
        (error: unknown) => done(error as Error, Readable.from([])),
      );
    });
  }

  // Read after every file above (yazl works its entries in order): their links are known.
  zip.addReadStreamLazy('index.html', options, (done) => {
    const html = renderIndexHtml({ sections, inArchive, generatedAt, timeZone });
    done(null, Readable.from([Buffer.from(html)]));
  });
  zip.end();

  await storage.putStream(key, output, 'application/zip');
}
