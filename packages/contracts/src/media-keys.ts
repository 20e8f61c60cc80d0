/**
 * How a stored image's key names its size and its narrower copies (ADR 0006). No zod here:
 * the web's image components import this on the first screen of every page.
 */

/**
 * Widths (px) of the smaller copies made of every uploaded still image: a
 * phone's card takes 320–640, a tablet's 1080, a large screen or the viewer 1600. Only the
 * widths below the stored image's are made, so a copy is never wider than the original.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1080, 1600] as const;

/**
 * An image stored since the copies exist names its size: `<22 random chars>-<w>x<h>.<ext>`,
 * and its copies `<22 random chars>-<w>x<h>-<copy width>w.webp` beside it. A file stored before
 * (`<22 random chars>.<ext>`) has no copies: it is shown as it is.
 */
const SIZED_IMAGE_KEY = /^([A-Za-z0-9_-]{22}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4}))\.(webp|gif)$/;

export interface SizedImageKey {
  /** The key without its extension: `<22 random chars>-<w>x<h>`. */
  stem: string;
  width: number;
  height: number;
  extension: 'webp' | 'gif';
}

/** The size a stored image's key tells, or undefined for a key that tells none. */
export function parseSizedImageKey(key: string): SizedImageKey | undefined {
  const match = SIZED_IMAGE_KEY.exec(key);
  if (!match) return undefined;
  const [, stem, width, height, extension] = match as unknown as [
    string,
    string,
    string,
    string,
    'webp' | 'gif',
  ];
  return { stem, width: Number(width), height: Number(height), extension };
}

/** The copy widths a still image of `width` pixels has (those strictly narrower). */
export function imageVariantWidths(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);
}

/**
 * The key of the copy `width` pixels wide of the image stored as `stem` (see
 * `parseSizedImageKey`). Copies are always WebP; an animated GIF has none.
 */
export function imageVariantKey(stem: string, width: number): string {
  return `${stem}-${width}w.webp`;
}

const VARIANT_KEY = /^([A-Za-z0-9_-]{22}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4})-[1-9][0-9]{0,4}w\.webp$/;

/**
 * The key of the image whose copy is stored as `key` (the inverse of `imageVariantKey`: copies
 * of a still image are of a WebP image); `key` itself when it names no copy.
 */
export function imageKeyOfVariant(key: string): string {
  const stem = VARIANT_KEY.exec(key)?.[1];
  return stem === undefined ? key : `${stem}.webp`;
}

/** What an `<img>` needs to show a stored image without a layout shift, and its copies. */
export interface ImageSources {
  src: string;
  width: number;
  height: number;
  /** `srcset` with `w` descriptors, the original last; absent when there are no copies. */
  srcSet?: string;
}

const MEDIA_PATH = '/media/';

/**
 * The sources of an image URL (`/media/<key>` or `https://…/media/<key>`, as stored by the
 * other modules): its size and copies when its key names them; undefined for any other URL
 * (an upload from before the copies existed, a default picture), shown as it is.
 */
export function imageSources(url: string): ImageSources | undefined {
  const at = url.lastIndexOf(MEDIA_PATH);
  if (at < 0) return undefined;
  const base = url.slice(0, at + MEDIA_PATH.length);
  const sized = parseSizedImageKey(url.slice(at + MEDIA_PATH.length));
  if (!sized) return undefined;
  const { stem, width, height, extension } = sized;
  const widths = extension === 'webp' ? imageVariantWidths(width) : [];
  return {
    src: url,
    width,
    height,
    ...(widths.length > 0
      ? {
          srcSet: [
            ...widths.map((copy) => `${base}${imageVariantKey(stem, copy)} ${copy}w`),
            `${url} ${width}w`,
          ].join(', '),
        }
      : {}),
  };
}
