import type { Audience } from '@koinonia/contracts';
import { PUBLICATION_MAX_PHOTOS, PUBLICATION_TEXT_MAX_LENGTH } from '@koinonia/contracts';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useFileSelection } from '@/shared/photo/useFileSelection';
import { errorMessage } from '@/shared/api/api-error';
import { focusWhenShown } from '@/shared/dom/focus-when-shown';
import { useEnterToSend } from '@/shared/form/enter-to-send';
import { useAutoGrow } from '@/shared/form/useAutoGrow';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { uploadImages, uploadMedia } from '@/shared/media/upload-media';
import { notify } from '@/shared/toast/notify';
import { Icon } from '@/shared/ui/Icon';
import { biCameraVideo, biImage } from '@/shared/ui/icons-realtime.generated';
import { QuietBoundary } from '@/shared/ui/QuietBoundary';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { AudienceSelect } from './AudienceSelect';
import { publicationTitleId } from './publication-title-id';
import type { VideoDraft } from './ComposerMedia';
import { PHOTO_LIMITS } from './photo-limits';
import { useCreatePublication } from './publications.mutations';
import '@/features/publications/publications.texts';
import './publications.css';

// Not on the first screen: the photo drop area (react-dropzone) and the video
// fields come in their own chunk when 'Photo' or 'Vidéo' is chosen.
const ComposerPhotos = lazy(() =>
  import('./ComposerMedia').then((m) => ({ default: m.ComposerPhotos })),
);
const ComposerVideo = lazy(() =>
  import('./ComposerMedia').then((m) => ({ default: m.ComposerVideo })),
);

interface ComposerProps {
  /** Publishes in this group (or as this page): its audience is the group's, never chosen. */
  groupId?: string;
  /** Publishes in this event's discussion: its audience is the event's, never chosen. */
  eventId?: string;
  /** The text box's label and placeholder ('Quoi de neuf ?' by default). */
  prompt?: string;
}

/**
 * How long the page may take to draw the new publication. The feeds were fetched again before
 * the composer hears of its success (`useCreatePublication`): a page that lists it draws it at
 * once, and one that does not (a feed sorted by popularity) leaves its toast this late.
 */
export const PUBLISHED_SHOWN_WAIT_MS = 3000;

/**
 * Once published: the focus goes to the new publication when the page shows it (its article,
 * named by its author's heading: PublicationCard.tsx), not back to the top, and no toast says
 * what the member sees (UI.md); where the page does not show it, 'Votre publication est en
 * ligne.' does.
 */
async function showPublished(publicationId: string) {
  const titleId = publicationTitleId(publicationId);
  const article = () => document.getElementById(titleId)?.closest<HTMLElement>('article') ?? null;
  await focusWhenShown(article, PUBLISHED_SHOWN_WAIT_MS);
  if (!article()) void notify(t('publications.composer.published'), 'success');
}

/**
 * The composer of /feed/home and of a group: a text, up to 15 photos or a video (a YouTube or
 * Vimeo link, or an MP4 or WebM file), and the audience (not in a group). Files go to the
 * image host first, then the publication; the server's French error shows under the form.
 * Published, it starts afresh.
 */
export function Composer(props: ComposerProps) {
  const [round, setRound] = useState(0);
  return <ComposerForm key={round} {...props} onPublished={() => setRound((value) => value + 1)} />;
}

function ComposerForm({
  groupId,
  eventId,
  prompt,
  onPublished,
}: ComposerProps & { onPublished: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<Audience>('friends');
  const [panel, setPanel] = useState<'photos' | 'video' | null>(null);
  const [video, setVideo] = useState<VideoDraft>({ link: '', file: null });
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selection = useFileSelection(PHOTO_LIMITS, PUBLICATION_MAX_PHOTOS);
  const create = useCreatePublication();
  const busy = uploading || create.isPending;
  // Enter publishes, Shift+Enter makes a new line (shared/form/enter-to-send.ts).
  const onKeyDown = useEnterToSend();
  const box = useAutoGrow(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const link = video.link.trim();
    if (text.trim() === '' && selection.files.length === 0 && link === '' && !video.file) {
      setError(t('publications.composer.empty'));
      return;
    }
    setError(null);
    let photos: string[];
    let videoUrl: string | null = link || null;
    setUploading(true);
    try {
      photos = await uploadImages(selection.files.map((selected) => selected.file));
      if (video.file) videoUrl = (await uploadMedia(video.file, 'video')).secure_url;
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    } finally {
      setUploading(false);
    }
    create.mutate(
      { text: text.trim(), audience, photos, videoUrl, groupId, eventId },
      {
        onSuccess: (answer) => {
          // Kept for the network's return, it shows 'En attente d'envoi' in the feed instead.
          if (!answer.queued) void showPublished(answer.result.id);
          onPublished();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  const toggle = (which: 'photos' | 'video') => setPanel(panel === which ? null : which);

  return (
    <form
      className="card border-0 mb-3"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-t`}
      aria-busy={busy || undefined}
    >
      <div className="card-body">
        <h2 id={`${id}-t`} className="visually-hidden">
          {t('publications.composer.title')}
        </h2>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {prompt ?? t('publications.composer.text')}
        </label>
        <textarea
          ref={box}
          id={`${id}-text`}
          className="form-control"
          rows={3}
          placeholder={prompt ?? t('publications.composer.text')}
          maxLength={PUBLICATION_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <QuietBoundary>
          <Suspense fallback={null}>
            {(panel === 'photos' || selection.files.length > 0) && (
              <ComposerPhotos selection={selection} disabled={busy} />
            )}
            {(panel === 'video' || video.file !== null || video.link !== '') && (
              <ComposerVideo video={video} onChange={setVideo} disabled={busy} />
            )}
          </Suspense>
        </QuietBoundary>
        <p role="status" className="small text-body-secondary mt-2 mb-0 empty-hidden">
          {uploading ? t('publications.composer.uploading') : ''}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-danger small mt-2 mb-0">
            {error}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 align-items-center mt-3 composer-tools">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-expanded={panel === 'photos'}
            onClick={() => toggle('photos')}
          >
            <Icon svg={biImage} className="me-1" />
            {t('publications.composer.photos')}
            {selection.files.length > 0 && (
              <span className="badge text-bg-primary ms-1">{selection.files.length}</span>
            )}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-expanded={panel === 'video'}
            onClick={() => toggle('video')}
          >
            <Icon svg={biCameraVideo} className="me-1" />
            {t('publications.composer.video')}
          </button>
          <span className="ms-auto d-flex flex-wrap gap-2 align-items-center">
            {!groupId && !eventId && (
              <>
                <label htmlFor={`${id}-audience`} className="small text-body-secondary">
                  {t('publications.composer.audience')}
                </label>
                <AudienceSelect
                  id={`${id}-audience`}
                  className="form-select form-select-sm w-auto"
                  value={audience}
                  disabled={busy}
                  onChange={setAudience}
                />
              </>
            )}
            <SpinnerButton type="submit" busy={busy} disabled={busy}>
              {t('publications.composer.publish')}
            </SpinnerButton>
          </span>
        </div>
      </div>
    </form>
  );
}
