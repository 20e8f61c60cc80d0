/**
 * What an upload really is, read from its bytes, and its re-encoded copy: the only form of
 * a member's image that is ever stored or served.
 */
import { ACCEPTED_IMAGE_TYPES } from '@koinonia/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export interface ReencodedImage {
  bytes: Buffer;
  format: 'webp' | 'gif';
  contentType: 'image/webp' | 'image/gif';
  /** Of one frame, for an animation. */
  width: number;
  height: number;
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

/**
 * Decodes and encodes the image again: orientation applied, long side capped without
 * enlarging, and none of the original metadata kept (sharp writes EXIF, GPS, XMP or ICC
 * only when asked with keepMetadata/withMetadata, which is never called here).
 * GIFs stay GIFs (animated ones keep every frame); everything else becomes WebP.
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
  const animatable = type === 'image/gif' || type === 'image/webp';
  const pipeline = sharp(bytes, {
    // A truncated file is refused rather than stored with a grey tail.
    failOn: 'truncated',
    animated: animatable,
    limitInputPixels: maxInputPixels,
  })
    .rotate()
    .resize({
      width: maxDimension,
      height: maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const gif = type === 'image/gif';
  try {
    const { data, info } = await (gif ? pipeline.gif() : pipeline.webp({ quality: 82 })).toBuffer({
      resolveWithObject: true,
    });
    return {
      bytes: data,
      format: gif ? 'gif' : 'webp',
      contentType: gif ? 'image/gif' : 'image/webp',
      width: info.width,
      // An animation comes out as a strip of frames: its height is one frame's.
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new TooManyPixelsError(error.message, { cause: error });
    }
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}
