import { useId } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { acceptsFile, describeAccept } from '@/shared/files/accepts-file';
import { formatBytes } from '@/shared/format/format-bytes';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biCloudArrowUp } from '@/shared/ui/icons-members.generated';
import type { DropLimits } from './file-selection';
import '@/features/profile/photo/photoModal.texts';

interface PictureDropzoneProps {
  limits: DropLimits;
  onFiles: (accepted: File[], rejections: readonly FileRejection[]) => void;
  disabled?: boolean;
}

/**
 * The drag-drop area (spec §2). The whole area is one button: Enter or Space
 * opens the file picker, so it works by keyboard as well as by mouse and drop.
 * The type check is ours (extension, mime type or wildcard, spec §5).
 */
export function PictureDropzone({ limits, onFiles, disabled }: PictureDropzoneProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejections) => onFiles(accepted, rejections),
    validator: (file) =>
      acceptsFile(file, limits.accept)
        ? null
        : { code: 'file-invalid-type', message: describeAccept(limits.accept) },
    maxSize: limits.maxSize,
    minSize: limits.minSize,
    multiple: true,
    disabled,
  });

  // The file input sits beside the area, not inside it: an input inside a
  // role="button" is a nested interactive control for assistive technology.
  return (
    <>
      <input {...getInputProps({ accept: limits.accept.join(',') })} />
      <div
        {...getRootProps({
          className: `picture-dropzone${isDragActive ? ' is-active' : ''}`,
          role: 'button',
          'aria-label': t('photoModal.dropLabel'),
          'aria-describedby': hintId,
          'aria-disabled': disabled || undefined,
        })}
      >
        <Icon svg={biCloudArrowUp} size={36} className="text-primary mb-2" />
        <p className="fw-semibold mb-1">
          {isDragActive ? t('photoModal.dropActive') : t('photoModal.dropText')}
        </p>
        <p id={hintId} className="small text-body-secondary mb-0">
          {t('photoModal.dropHint', { size: formatBytes(limits.maxSize ?? 0, 0) })}
        </p>
      </div>
    </>
  );
}
