import { ACCEPTED_IMAGE_TYPES } from '@koinonia/contracts';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { acceptsFile, describeAccept } from '@/shared/files/accepts-file';
import { formatBytes } from '@/shared/format/format-bytes';
import { useTranslation } from '@/shared/i18n/i18n';
import { uploadMedia } from '@/shared/media/upload-media';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import '@/shared/photo/photoKit.texts';
import '@/shared/photo/pictureField.texts';
import './picture-field.css';

/** The media module's limit for an image. */
const MAX_BYTES = 10 * 1024 * 1024;

interface PictureFieldProps {
  label: string;
  hint: string;
  shape: 'cover' | 'logo';
  value: string | null;
  onChange: (url: string | null) => void;
  /** Tells the form an upload is running (it waits before sending). */
  onBusy: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * A cover or a logo: a preview, 'Choisir une image' (the file goes to the image host at
 * once, as in the composer) and 'Retirer'. The host's French refusal shows under it.
 */
export function PictureField({
  label,
  hint,
  shape,
  value,
  onChange,
  onBusy,
  disabled,
}: PictureFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!acceptsFile(file, ACCEPTED_IMAGE_TYPES)) {
      setError(t('photoKit.wrongType', { types: describeAccept(ACCEPTED_IMAGE_TYPES) }));
      return;
    }
    if (file.size > MAX_BYTES) {
      setError(t('pictureField.tooBig', { size: formatBytes(MAX_BYTES, 0) }));
      return;
    }
    setError(null);
    setBusy(true);
    onBusy(true);
    try {
      onChange((await uploadMedia(file, 'image')).secure_url);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  }

  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint`}>
      <legend className="form-label fw-medium fs-6 mb-1">{label}</legend>
      <p id={`${id}-hint`} className="form-text mt-0 mb-2">
        {hint}
      </p>
      <div className={`d-flex gap-3 ${shape === 'cover' ? 'flex-column' : 'align-items-center'}`}>
        <div className={`picture-field-preview is-${shape}`}>
          {value ? (
            <img src={value} alt={t('pictureField.preview', { label })} />
          ) : (
            <span className="visually-hidden">{t('pictureField.none')}</span>
          )}
        </div>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          {/* The browser's own file field speaks the browser's language: a button of ours opens it. */}
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            data-testid={`${shape}-file`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <SpinnerButton
            className="btn btn-outline-primary btn-sm"
            busy={busy}
            disabled={disabled || busy}
            aria-label={`${value ? t('pictureField.change') : t('pictureField.choose')} : ${label}`}
            onClick={() => input.current?.click()}
          >
            {value ? t('pictureField.change') : t('pictureField.choose')}
          </SpinnerButton>
          {value && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={disabled || busy}
              aria-label={`${t('pictureField.remove')} : ${label}`}
              onClick={() => onChange(null)}
            >
              {t('pictureField.remove')}
            </button>
          )}
          <span role="status" className="small text-body-secondary">
            {busy ? t('pictureField.uploading') : ''}
          </span>
        </div>
      </div>
      {error && (
        <p role="alert" className="small text-danger-emphasis mt-2 mb-0">
          {error}
        </p>
      )}
    </fieldset>
  );
}
