import { describeAccept } from '@/shared/files/accepts-file';
import { formatBytes } from '@/shared/format/format-bytes';
import { t } from '@/shared/i18n/i18n';
import '@/shared/photo/photoKit.texts';

/** A file chosen in the drop area (spec §3, Selected file). */
export interface SelectedFile {
  file: File;
  /** An object URL for images, revoked when the file is removed or the area closes. */
  preview: string | null;
  formattedSize: string;
}

export function toSelectedFile(file: File): SelectedFile {
  return {
    file,
    preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
    formattedSize: formatBytes(file.size),
  };
}

/**
 * Spec §5: already chosen plus new files must not exceed the maximum. Returns
 * the alert to show, or null when the new files fit.
 */
export function tooManyFilesAlert(chosen: number, added: number, max: number): string | null {
  if (chosen + added <= max) return null;
  return t('photoKit.tooMany', { count: Math.max(0, max - chosen) });
}

export interface DropLimits {
  accept: readonly string[];
  maxSize?: number;
  minSize?: number;
}

/** The upload error texts of spec §8, by react-dropzone error code. */
export function uploadErrorText(code: string, limits: DropLimits, fallback: string): string {
  switch (code) {
    case 'file-invalid-type':
      return t('photoKit.uploadErrors.file-invalid-type', {
        types: describeAccept(limits.accept),
      });
    case 'file-too-large':
      return t('photoKit.uploadErrors.file-too-large', { size: limits.maxSize ?? 0 });
    case 'file-too-small':
      return t('photoKit.uploadErrors.file-too-small', { size: limits.minSize ?? 0 });
    case 'too-many-files':
      return t('photoKit.uploadErrors.too-many-files');
    default:
      return fallback;
  }
}
