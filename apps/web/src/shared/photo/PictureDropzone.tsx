import { useId } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { acceptsFile, describeAccept } from '@/shared/files/accepts-file';
import { formatBytes } from '@/shared/format/format-bytes';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biCloudArrowUp } from '@/shared/ui/icons-members.generated';
import type { DropLimits } from './file-selection';
import '@/shared/photo/photoKit.texts';

/** What the area says; the photo modal's texts by default. */
export interface DropzoneTexts {
  label: string;
  text: string;
  active: string;
}

interface PictureDropzoneProps {
  limits: DropLimits;
  onFiles: (accepted: File[], rejections: readonly FileRejection[]) => void;
  disabled?: boolean;
  texts?: DropzoneTexts;
  className?: string;
}

/**
 * The drag-drop area (spec §2). The whole area is one button: Enter or Space
 * opens the file picker, so it works by keyboard as well as by mouse and drop.
 * The type check is ours (extension, mime type or wildcard, spec §5).
 */
export function PictureDropzone({
  limits,
  onFiles,
  disabled,
  texts,
  className = '',
}: PictureDropzoneProps) {
  const { t } = useTranslation();
  const { label, text, active } = texts ?? {
    label: t('photoKit.dropLabel'),
    text: t('photoKit.dropText'),
    active: t('photoKit.dropActive'),
  };
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
          className: `picture-dropzone${isDragActive ? ' is-active' : ''} ${className}`,
          role: 'button',
          'aria-label': label,
          'aria-describedby': hintId,
          'aria-disabled': disabled || undefined,
        })}
      >
        <Icon svg={biCloudArrowUp} size={36} className="text-primary mb-2" />
        <p className="fw-semibold mb-1">{isDragActive ? active : text}</p>
        <p id={hintId} className="small text-body-secondary mb-0">
          {t('photoKit.dropHint', { size: formatBytes(limits.maxSize ?? 0, 0) })}
        </p>
      </div>
    </>
  );
}
