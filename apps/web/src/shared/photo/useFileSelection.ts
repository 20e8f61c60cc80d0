import { useEffect, useRef, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { MAX_FILES_PER_DROP } from '@/shared/constants';
import { describeAccept } from '@/shared/files/accepts-file';
import { t } from '@/shared/i18n/i18n';
import {
  toSelectedFile,
  tooManyFilesAlert,
  uploadErrorText,
  type DropLimits,
  type SelectedFile,
} from './file-selection';
import '@/shared/photo/photoKit.texts';

/**
 * The files chosen in a drop area (spec §5): the total limit and the type
 * filter with their French alerts, previews revoked on removal and unmount, and
 * the other rejections as the upload error texts of spec §8.
 */
export function useFileSelection(limits: DropLimits, maxFiles = MAX_FILES_PER_DROP) {
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const current = useRef<SelectedFile[]>([]);

  useEffect(() => {
    current.current = files;
  }, [files]);
  useEffect(
    () => () => {
      for (const selected of current.current) {
        if (selected.preview) URL.revokeObjectURL(selected.preview);
      }
    },
    [],
  );

  const add = (accepted: File[], rejections: readonly FileRejection[]) => {
    const wrongType = rejections.some(({ errors: list }) =>
      list.some((error) => error.code === 'file-invalid-type'),
    );
    if (wrongType && limits.accept.length > 0) {
      window.alert(t('photoKit.wrongType', { types: describeAccept(limits.accept) }));
    }
    setErrors(
      rejections.flatMap(({ file, errors: list }) =>
        list
          .filter((error) => error.code !== 'file-invalid-type')
          .map((error) => `${file.name} : ${uploadErrorText(error.code, limits, error.message)}`),
      ),
    );
    if (accepted.length === 0) return;
    const alert = tooManyFilesAlert(files.length, accepted.length, maxFiles);
    if (alert) {
      window.alert(alert);
      return;
    }
    setFiles((previous) => [...previous, ...accepted.map(toSelectedFile)]);
  };

  const remove = (index: number) => {
    const removed = files[index];
    if (removed?.preview) URL.revokeObjectURL(removed.preview);
    setFiles((previous) => previous.filter((_, position) => position !== index));
  };

  return { files, errors, add, remove };
}
