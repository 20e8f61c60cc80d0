import { ACCEPTED_IMAGE_TYPES, COMMENT_TEXT_MAX_LENGTH } from '@koinonia/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { acceptsFile, describeAccept } from '@/shared/files/accepts-file';
import { useEnterToSend } from '@/shared/form/enter-to-send';
import { useAutoGrow } from '@/shared/form/useAutoGrow';
import { useTranslation } from '@/shared/i18n/i18n';
import { uploadMedia } from '@/shared/media/upload-media';
import { Icon } from '@/shared/ui/Icon';
import { biImage } from '@/shared/ui/icons-realtime.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import '@/features/publications/publications.texts';

export interface CommentDraft {
  text: string;
  /** The uploaded image's URL, null for none. */
  image: string | null;
}

interface CommentFormProps {
  /** The field's label and placeholder. */
  label: string;
  submitLabel: string;
  initial?: CommentDraft;
  /** Sends the draft. The form empties at once and gets the text back if the promise rejects. */
  onSubmit: (draft: CommentDraft) => Promise<unknown> | void;
  onCancel?: () => void;
  autoFocus?: boolean;
  busy?: boolean;
}

/**
 * A comment, a reply or an edit: a text and an optional image, uploaded to the image host
 * first (spec §4, as the profile picture). The server's French errors show under the field.
 */
export function CommentForm({
  label,
  submitLabel,
  initial = { text: '', image: null },
  onSubmit,
  onCancel,
  autoFocus = false,
  busy = false,
}: CommentFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial.text);
  const [image, setImage] = useState<string | null>(initial.image);
  const [file, setFile] = useState<{ file: File; preview: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Enter sends, Shift+Enter makes a new line (shared/form/enter-to-send.ts).
  const onKeyDown = useEnterToSend();
  const box = useAutoGrow(text);

  useEffect(() => () => (file ? URL.revokeObjectURL(file.preview) : undefined), [file]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (!acceptsFile(chosen, ACCEPTED_IMAGE_TYPES)) {
      window.alert(
        t('publications.comments.wrongType', { types: describeAccept(ACCEPTED_IMAGE_TYPES) }),
      );
      return;
    }
    setFile({ file: chosen, preview: URL.createObjectURL(chosen) });
    setImage(null);
  }

  function removeImage() {
    setFile(null);
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading || busy) return;
    if (text.trim() === '' && !file && !image) {
      setError(t('publications.comments.empty'));
      return;
    }
    setError(null);
    let url = image;
    if (file) {
      setUploading(true);
      try {
        url = (await uploadMedia(file.file, 'image')).secure_url;
      } catch (failure) {
        setError(errorMessage(failure));
        return;
      } finally {
        setUploading(false);
      }
    }
    const draft = { text: text.trim(), image: url };
    setText('');
    removeImage();
    try {
      await onSubmit(draft);
    } catch {
      // Refused: the toast said why; the member's words are not lost.
      setText(draft.text);
      setImage(draft.image);
    }
  }

  const preview = file?.preview ?? image;
  return (
    <form className="mb-2" onSubmit={(event) => void submit(event)} noValidate>
      <div className="d-flex gap-2 align-items-start">
        <div className="flex-grow-1">
          <label htmlFor={`${id}-text`} className="visually-hidden">
            {label}
          </label>
          <textarea
            ref={box}
            id={`${id}-text`}
            className="form-control form-control-sm"
            rows={1}
            placeholder={label}
            maxLength={COMMENT_TEXT_MAX_LENGTH}
            value={text}
            // The form opens on a click of 'Répondre' or 'Modifier': the field takes the focus.
            autoFocus={autoFocus}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {/* The picker opens from the button: a hidden input takes no focus of its own. */}
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary btn-icon"
          aria-label={t('publications.comments.addImage')}
          title={t('publications.comments.addImage')}
          onClick={() => fileInput.current?.click()}
        >
          <Icon svg={biImage} />
        </button>
        <SpinnerButton
          type="submit"
          className="btn btn-sm btn-primary"
          busy={uploading || busy}
          disabled={uploading || busy}
        >
          {submitLabel}
        </SpinnerButton>
        {onCancel && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
      {preview && (
        <div className="d-flex align-items-center gap-2 mt-2">
          <img
            src={preview}
            alt={t('publications.comments.imagePreview')}
            width={64}
            height={64}
            className="rounded-2 object-fit-cover"
          />
          <button type="button" className="btn btn-sm btn-link px-0" onClick={removeImage}>
            {t('publications.comments.removeImage')}
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-danger small mt-1 mb-0">
          {error}
        </p>
      )}
    </form>
  );
}
