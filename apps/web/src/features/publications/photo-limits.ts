import { ACCEPTED_IMAGE_TYPES } from '@koinonia/contracts';
import type { DropLimits } from '@/shared/photo/file-selection';

/** The images the media module takes, 10 MB each at most (its default limit). */
export const PHOTO_LIMITS: DropLimits = {
  accept: ACCEPTED_IMAGE_TYPES,
  maxSize: 10 * 1024 * 1024,
  minSize: 1,
};
