import type { PictureCategory } from '@koinonia/contracts';
import { COVER_ASPECT } from '@/shared/profile-page/cover-sizes';

/** A rectangle of the image's own pixels, as react-easy-crop's `croppedAreaPixels` gives it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop frame of each picture: a square (shown round) avatar, a cover as wide as the banner. */
export const CROP_ASPECT: Record<PictureCategory, number> = { profil: 1, cover: COVER_ASPECT };

/**
 * The widest image sent: the server re-encodes and caps it anyway (media.image.ts), so a
 * larger one would only cost the member's upload.
 */
export const CROP_MAX_WIDTH: Record<PictureCategory, number> = { profil: 1024, cover: 2400 };

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image not decoded'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.92));
}

/**
 * Cuts `area` out of the image at `src` into a new WebP (JPEG where the browser cannot write
 * WebP), at most `maxWidth` wide. The result is sent as the upload itself, so the server's
 * checks by bytes and its re-encoding, which drops every metadata, apply to it unchanged
 * (e2e/photo-crop.e2e.ts: the picture stored is the crop). The canvas draws the image as the browser shows it, EXIF orientation applied.
 */
export async function cropImage(
  src: string,
  area: CropArea,
  maxWidth: number,
  name: string,
): Promise<File> {
  const image = await loadImage(src);
  const scale = Math.min(1, maxWidth / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  // Outside the image (zoomed out past its edge) is white, not the transparent black JPEG makes.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  let blob = await toBlob(canvas, 'image/webp');
  // A browser that cannot write WebP answers PNG: JPEG is smaller for a photo.
  if (!blob || blob.type !== 'image/webp') blob = await toBlob(canvas, 'image/jpeg');
  if (!blob) throw new Error('canvas not encoded');
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${base}.${extension}`, { type: blob.type });
}
