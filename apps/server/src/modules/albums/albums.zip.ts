/**
 * The names inside an album's ZIP (docs/adr/0018-albums.md): each file by its position and
 * caption, `03 - Au sommet.jpg`, cleaned of what a file system refuses (slashes, control
 * characters, `:*?"<>|`, leading dots), shortened, and made unique.
 */

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g;

/** A caption or title as a safe piece of a file name ('' when nothing is left). */
export function safeName(text: string, max = 80): string {
  const cleaned = text
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return [...cleaned].slice(0, max).join('').trim();
}

/** The entry's name: its place (zero-padded to the count), its caption, its file's extension. */
export function zipEntryName(
  index: number,
  count: number,
  caption: string,
  key: string,
  taken: Set<string>,
): string {
  const place = String(index + 1).padStart(Math.max(2, String(count).length), '0');
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const label = safeName(caption);
  const stem = label ? `${place} - ${label}` : place;
  let name = `${stem}.${extension}`;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem} (${n}).${extension}`;
  taken.add(name.toLowerCase());
  return name;
}

/** The ZIP's own name, from the album's title. */
export const zipFileName = (title: string) => `${safeName(title) || 'album'}.zip`;
