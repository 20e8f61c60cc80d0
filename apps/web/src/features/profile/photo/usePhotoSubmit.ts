import type { PictureCategory } from '@koinonia/contracts';
import { useEffect, useRef, useState } from 'react';
import { useUploadPicture } from '@/features/users/users.public';
import { ApiError } from '@/shared/api/api-error';
import { MODAL_CLOSE_AFTER_PHOTO_MS, PHOTO_TOAST_MS } from '@/shared/constants';
import { t } from '@/shared/i18n/i18n';
import { uploadImage } from '@/shared/media/upload-image';
import { notify } from '@/shared/toast/notify';
import type { SelectedFile } from '@/shared/photo/file-selection';
import { CROP_MAX_WIDTH, cropImage, type CropArea } from './crop-image';
import '@/features/profile/photo/photoModal.texts';

/**
 * The photo update of spec §4: the first image, cut to the member's framing, goes to the image
 * host as the upload itself, then its URL to upload_picture. On success: the toast (5 s), the profile and photo
 * lists reload, and the modal closes after 500 ms. On failure: the server's
 * sentence, or 'Update failed, please try again.'.
 */
export function usePhotoSubmit(category: PictureCategory, close: () => void) {
  const uploadPicture = useUploadPicture();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** `area`: the framing, null when the browser could not show the image (sent as chosen). */
  const submit = async (files: SelectedFile[], area: CropArea | null) => {
    const first = files[0];
    // Spec §5: submitting without a file does nothing.
    if (!first || busy || done) return;
    setBusy(true);
    setError(null);
    try {
      let file = first.file;
      if (area && first.preview) {
        try {
          file = await cropImage(first.preview, area, CROP_MAX_WIDTH[category], file.name);
        } catch (failure) {
          console.error('Crop failed', failure);
          setError(t('photoModal.crop.failed'));
          return;
        }
      }
      const url = await uploadImage(file, 'image');
      if (!url) {
        setError(t('photoModal.failed'));
        return;
      }
      await uploadPicture.mutateAsync({ categorie: category, file_url: url });
      setDone(true);
      void notify(t(`photoModal.${category}Success`), 'success', PHOTO_TOAST_MS);
      timer.current = window.setTimeout(close, MODAL_CLOSE_AFTER_PHOTO_MS);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code !== 'unknown_error'
          ? failure.message
          : t('photoModal.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, done, error };
}
