/**
 * What an upload really is, read from its bytes, and its re-encoded copy: the only form of
 * a member's image that is ever stored or served.
 */
import { ACCEPTED_IMAGE_TYPES, imageVariantWidths } from '@koinonia/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** A smaller copy of a still image, WebP like it (IMAGE_VARIANT_WIDTHS). */
export interface ImageCopy {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ReencodedImage {
  bytes: Buffer;
  format: 'webp' | 'gif';
  contentType: 'image/webp' | 'image/gif';
  /** Of one frame, for an animation. */
  width: number;
  height: number;
  /** The narrower copies, narrowest first; none for an animation. */
  copies: ImageCopy[];
}

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

export class TooManyPixelsError extends Error {
  override name = 'TooManyPixelsError';
}

/**
 * The image type the bytes carry (their magic numbers), or undefined for anything else:
 * a name or a declared type says nothing, and SVG and HTML have no magic number at all.
 */
export async function identifyImage(bytes: Uint8Array): Promise<AcceptedImageType | undefined> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  // An animated PNG is a PNG whose first frame every decoder reads; sharp keeps that frame.
  const mime = detected === 'image/apng' ? 'image/png' : detected;
  return ACCEPTED_IMAGE_TYPES.find((type) => type === mime);
}

/** WebP quality of the stored image and its copies (sharp's scale; its default is 80). */
const WEBP_QUALITY = 82;

/**
 * Decodes and encodes the image again: orientation applied, long side capped without
 * enlarging, and none of the original metadata kept (sharp writes EXIF, GPS, XMP or ICC
 * only when asked with keepMetadata/withMetadata, which is never called here).
 * GIFs stay GIFs and an animated WebP stays animated, every frame kept; every other image
 * becomes WebP, with its narrower copies (IMAGE_VARIANT_WIDTHS, ADR 0006).
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: AcceptedImageType,
  maxDimension: number,
  /**
   * Decoding bound (MEDIA_MAX_INPUT_PIXELS, all frames of an animation together): sharp reads
   * the declared size from the header and refuses before decoding, since a few kilobytes of PNG
   * or GIF can declare a huge canvas that would be allocated whole.
   */
  maxInputPixels: number,
): Promise<ReencodedImage> {
  const open = (animated: boolean) =>
    sharp(bytes, {
      // A truncated file is refused rather than stored with a grey tail.
      failOn: 'truncated',
      animated,
      limitInputPixels: maxInputPixels,
    })
      .rotate()
      .resize({
        width: maxDimension,
        height: maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      });
  try {
    if (type === 'image/gif') return await reencodeAnimation(open(true), 'gif');
    // The header alone tells the frames: an animated WebP keeps them all.
    if (type === 'image/webp' && ((await sharp(bytes).metadata()).pages ?? 1) > 1) {
      return await reencodeAnimation(open(true), 'webp');
    }
    return await reencodeStill(open(false));
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new TooManyPixelsError(error.message, { cause: error });
    }
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

async function reencodeAnimation(pipeline: Sharp, format: 'gif' | 'webp'): Promise<ReencodedImage> {
  const gif = format === 'gif';
  const { data, info } = await (
    gif ? pipeline.gif() : pipeline.webp({ quality: WEBP_QUALITY })
  ).toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    format,
    contentType: gif ? 'image/gif' : 'image/webp',
    width: info.width,
    // An animation comes out as a strip of frames: its height is one frame's.
    height: info.pageHeight ?? info.height,
    copies: [],
  };
}

/**
 * Decoded once into sRGB pixels, then each size encoded from those pixels: the copies are
 * resized from the full image, never from a lossy WebP, and the upload is read only once.
 */
async function reencodeStill(pipeline: Sharp): Promise<ReencodedImage> {
  const { data, info } = await pipeline
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encode = async (width?: number): Promise<ImageCopy> => {
    const pixels = sharp(data, { raw });
    const sized = width === undefined ? pixels : pixels.resize({ width });
    const out = await sized.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    return { bytes: out.data, width: out.info.width, height: out.info.height };
  };
  const image = await encode();
  // One after the other: the upload holds one slot of the image pool, one core's worth.
  const copies: ImageCopy[] = [];
  for (const width of imageVariantWidths(info.width)) copies.push(await encode(width));
  return { ...image, format: 'webp', contentType: 'image/webp', copies };
}
