import { ACCEPTED_VIDEO_TYPES } from '@koinonia/contracts';
import { useEffect, useId, useRef } from 'react';
import { PictureDropzone } from '@/shared/photo/PictureDropzone';
import { SelectedFiles } from '@/shared/photo/SelectedFiles';
import type { useFileSelection } from '@/shared/photo/useFileSelection';
import { acceptsFile, describeAccept } from '@/shared/files/accepts-file';
import { formatBytes } from '@/shared/format/format-bytes';
import { useTranslation } from '@/shared/i18n/i18n';
import '@/shared/photo/photo-kit.css';
import '@/shared/photo/photoKit.texts';
import '@/features/publications/publications.texts';
import { PHOTO_LIMITS } from './photo-limits';

/** The photos of the composer: the drop area of the picture modal, up to 15, with previews. */
export function ComposerPhotos({
  selection,
  disabled,
}: {
  selection: ReturnType<typeof useFileSelection>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      <PictureDropzone
        limits={PHOTO_LIMITS}
        onFiles={selection.add}
        disabled={disabled}
        className="composer-dropzone"
        texts={{
          label: t('publications.composer.dropLabel'),
          text: t('publications.composer.dropText'),
          active: t('publications.composer.dropActive'),
        }}
      />
      {selection.errors.length > 0 && (
        <ul className="list-unstyled small text-danger-emphasis mt-2 mb-0" role="alert">
          {selection.errors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <SelectedFiles
        allUsed
        files={selection.files}
        onRemove={selection.remove}
        disabled={disabled}
      />
    </div>
  );
}

export interface VideoDraft {
  link: string;
  file: File | null;
}

/**
 * The video of the composer: a YouTube or Vimeo link, or an MP4 or WebM file to upload.
 * One or the other: choosing a file empties the link field and disables it.
 */
export function ComposerVideo({
  video,
  onChange,
  disabled,
}: {
  video: VideoDraft;
  onChange: (video: VideoDraft) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!video.file && input.current) input.current.value = '';
  }, [video.file]);

  function choose(file: File | undefined) {
    if (!file) return;
    if (!acceptsFile(file, ACCEPTED_VIDEO_TYPES)) {
      window.alert(t('photoKit.wrongType', { types: describeAccept(ACCEPTED_VIDEO_TYPES) }));
      if (input.current) input.current.value = '';
      return;
    }
    onChange({ link: '', file });
  }

  return (
    <div className="mt-3 row g-3">
      <div className="col-md-6">
        <label htmlFor={`${id}-link`} className="form-label small fw-semibold">
          {t('publications.composer.videoLink')}
        </label>
        <input
          id={`${id}-link`}
          type="url"
          inputMode="url"
          className="form-control"
          placeholder="https://www.youtube.com/watch?v=…"
          value={video.link}
          disabled={disabled || video.file !== null}
          onChange={(event) => onChange({ link: event.target.value, file: null })}
        />
      </div>
      <div className="col-md-6">
        <span id={`${id}-file`} className="form-label d-block small fw-semibold">
          {t('publications.composer.videoFile')}
        </span>
        {/* The browser's own file field speaks the browser's language: a button of ours opens it. */}
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={ACCEPTED_VIDEO_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <button
          type="button"
          className="btn btn-outline-secondary w-100"
          aria-describedby={`${id}-file`}
          disabled={disabled || video.link.trim() !== ''}
          onClick={() => input.current?.click()}
        >
          {t('publications.composer.chooseVideo')}
        </button>
      </div>
      {video.file && (
        <div className="col-12 d-flex align-items-center gap-2 small">
          <span className="text-truncate">
            {video.file.name} · {formatBytes(video.file.size)}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-link px-0"
            disabled={disabled}
            onClick={() => onChange({ link: '', file: null })}
          >
            {t('publications.composer.removeVideo')}
          </button>
        </div>
      )}
    </div>
  );
}
