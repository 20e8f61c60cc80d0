import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  ALBUM_FILES_MAX,
  type AlbumItem,
  type MediaLimits,
} from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import type { DropLimits } from '@/shared/photo/file-selection';
import { mediaLimitsQueryOptions } from '@/shared/photo/media-limits';
import { PictureDropzone } from '@/shared/photo/PictureDropzone';
import { useFileSelection } from '@/shared/photo/useFileSelection';
import { uploadErrorText } from '@/shared/photo/file-selection';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { Icon } from '@/shared/ui/Icon';
import { LoadingCard } from '@/shared/ui/LoadingCard';
import { biTrash } from '@/shared/ui/icons/biTrash';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { uploadDoneKey, uploadItem } from './upload-items';
import '@/shared/photo/photo-kit.css';
import '@/features/albums/albums.texts';

/**
 * The images and videos (MP4, WebM, MOV: docs/adr/0017-video-pipeline.md) the media module
 * takes, up to the larger of the server's two limits (`GET /api/media/limits/`): the server
 * holds each kind to its own and names it in French when refused.
 */
export function albumDropLimits(limits: MediaLimits): DropLimits {
  return {
    accept: [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES],
    maxSize: Math.max(limits.image_max_bytes, limits.video_max_bytes),
    minSize: 1,
  };
}

type Sending =
  | { state: 'waiting' }
  | { state: 'sending'; progress: number }
  | { state: 'done' }
  | { state: 'failed'; message: string };

interface Fields {
  caption: string;
  alt: string;
}

/** The French sentence of a refused file: the spec's upload text when the server names its code. */
function refusal(error: unknown, limits: DropLimits): string {
  if (error instanceof ApiError && error.details.upload_error) {
    return uploadErrorText(error.details.upload_error, limits, error.message);
  }
  return errorMessage(error);
}

/**
 * 'Ajouter des photos': a drop area of up to 15 files (the composer's, with its upload error
 * texts), each with its preview, caption and alt text; sent one request per file with a
 * progress bar each (XHR). The server keeps a request whole or nothing, so a refused file
 * leaves nothing behind; the others are added.
 * The size limit is the server's (`GET /api/media/limits/`), asked before the form shows.
 */
export function AlbumUpload(props: UploadProps) {
  const { t } = useTranslation();
  const limits = useQuery(mediaLimitsQueryOptions());
  if (!limits.data) {
    return (
      <LoadingCard
        failed={limits.isError}
        loadingText={t('albums.upload.limitsLoading')}
        errorText={t('albums.upload.limitsError')}
        onRetry={() => void limits.refetch()}
      />
    );
  }
  return <UploadForm {...props} limits={albumDropLimits(limits.data)} />;
}

interface UploadProps {
  albumId: string;
  onUploaded: (items: AlbumItem[]) => void;
  onClose: () => void;
}

function UploadForm({
  albumId,
  onUploaded,
  onClose,
  limits,
}: UploadProps & { limits: DropLimits }) {
  const { t } = useTranslation();
  const id = useId();
  const selection = useFileSelection(limits, ALBUM_FILES_MAX);
  const [fields, setFields] = useState<Map<File, Fields>>(() => new Map());
  const [sending, setSending] = useState<Map<File, Sending>>(() => new Map());
  const [busy, setBusy] = useState(false);

  const fieldsOf = (file: File): Fields => fields.get(file) ?? { caption: '', alt: '' };
  const setField = (file: File, change: Partial<Fields>) =>
    setFields((previous) => new Map(previous).set(file, { ...fieldsOf(file), ...change }));
  const setState = (file: File, state: Sending) =>
    setSending((previous) => new Map(previous).set(file, state));

  const pending = selection.files.filter(({ file }) => sending.get(file)?.state !== 'done');

  async function send() {
    setBusy(true);
    const queue = pending.map(({ file }) => file);
    for (const file of queue) setState(file, { state: 'waiting' });
    const added: AlbumItem[] = [];
    let failed = 0;
    async function worker() {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const current = file;
        setState(current, { state: 'sending', progress: 0 });
        try {
          const item = await uploadItem(
            albumId,
            { file: current, ...fieldsOf(current) },
            (progress) => setState(current, { state: 'sending', progress }),
          );
          added.push(item);
          setState(current, { state: 'done' });
        } catch (error) {
          failed += 1;
          setState(current, { state: 'failed', message: refusal(error, limits) });
        }
      }
    }
    // One file after the other, in the order chosen: the server numbers an album's items as
    // they arrive, so files sent side by side could land in the order they finished instead.
    await worker();
    setBusy(false);
    if (added.length > 0) onUploaded(added);
    if (failed > 0) void notify(t('albums.upload.someFailed'), 'error');
    else {
      void notify(t(uploadDoneKey(added)), 'success');
      onClose();
    }
  }

  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
          <h2 id={`${id}-title`} className="h6 fw-bold mb-0">
            {t('albums.upload.title')}
          </h2>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={onClose}
            disabled={busy}
          >
            {t('albums.upload.close')}
          </button>
        </div>
        <PictureDropzone
          limits={limits}
          onFiles={selection.add}
          disabled={busy}
          texts={{
            label: t('albums.upload.dropLabel'),
            text: t('albums.upload.dropText'),
            active: t('albums.upload.dropActive'),
          }}
        />
        {selection.errors.length > 0 && (
          <ul className="list-unstyled small text-danger-emphasis mt-2 mb-0" role="alert">
            {selection.errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        {selection.files.length > 0 && (
          <ul className="list-unstyled d-grid gap-3 mt-3 mb-3">
            {selection.files.map((selected, index) => {
              const { file } = selected;
              const state = sending.get(file);
              const locked = busy || state?.state === 'done';
              const values = fieldsOf(file);
              return (
                <li key={`${file.name}-${index}`} className="border rounded-3 p-2 album-upload-row">
                  {selected.preview && (
                    <img
                      src={selected.preview}
                      alt={t('photoKit.previewAlt', { name: file.name })}
                      width={72}
                      height={72}
                      className="rounded-2 object-fit-cover flex-shrink-0"
                    />
                  )}
                  <div className="min-w-0 flex-grow-1 d-grid gap-2">
                    <div className="d-flex align-items-center gap-2">
                      <span className="fw-medium text-truncate flex-grow-1">{file.name}</span>
                      <span className="small text-body-secondary flex-shrink-0">
                        {selected.formattedSize}
                      </span>
                      <button
                        type="button"
                        className="btn btn-icon btn-sm btn-outline-danger flex-shrink-0"
                        aria-label={t('albums.upload.remove', { name: file.name })}
                        disabled={locked}
                        onClick={() => selection.remove(index)}
                      >
                        <Icon svg={biTrash} size={14} />
                      </button>
                    </div>
                    <input
                      className="form-control form-control-sm"
                      aria-label={t('albums.upload.caption', { name: file.name })}
                      placeholder={t('albums.upload.caption', { name: file.name })}
                      maxLength={500}
                      value={values.caption}
                      disabled={locked}
                      onChange={(event) => setField(file, { caption: event.target.value })}
                    />
                    <input
                      className="form-control form-control-sm"
                      aria-label={t('albums.upload.alt', { name: file.name })}
                      placeholder={t('albums.upload.altHint')}
                      maxLength={300}
                      value={values.alt}
                      disabled={locked}
                      onChange={(event) => setField(file, { alt: event.target.value })}
                    />
                    {state && state.state !== 'failed' && (
                      <div
                        className="progress"
                        role="progressbar"
                        aria-label={t('albums.upload.progress', { name: file.name })}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={
                          state.state === 'done'
                            ? 100
                            : state.state === 'sending'
                              ? Math.round(state.progress * 100)
                              : 0
                        }
                      >
                        <div
                          className={`progress-bar${state.state === 'done' ? ' bg-success' : ''}`}
                          style={{
                            width: `${
                              state.state === 'done'
                                ? 100
                                : state.state === 'sending'
                                  ? Math.round(state.progress * 100)
                                  : 0
                            }%`,
                          }}
                        >
                          {state.state === 'done' ? t('albums.upload.done') : null}
                        </div>
                      </div>
                    )}
                    {state?.state === 'failed' && (
                      <p className="small text-danger-emphasis mb-0" role="alert">
                        {t('albums.upload.failed', { message: state.message })}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <SpinnerButton
          busy={busy}
          disabled={busy || pending.length === 0}
          onClick={() => void send()}
        >
          {pending.length === 1 ? t('albums.upload.sendOne') : t('albums.upload.send')}
        </SpinnerButton>
      </div>
    </section>
  );
}
