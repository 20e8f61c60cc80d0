import type { Audience, Publication, UpdatePublicationBody } from '@koinonia/contracts';
import { PUBLICATION_MAX_PHOTOS, PUBLICATION_TEXT_MAX_LENGTH } from '@koinonia/contracts';
import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFileSelection } from '@/shared/photo/useFileSelection';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { uploadImages } from '@/shared/media/upload-media';
import { AppModal } from '@/shared/ui/AppModal';
import { Icon } from '@/shared/ui/Icon';
import { biTrash } from '@/shared/ui/icons-members.generated';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { AudienceSelect } from './AudienceSelect';
import { ComposerPhotos } from './ComposerMedia';
import { PHOTO_LIMITS } from './photo-limits';
import { publicationType, useUpdatePublication } from './publications.mutations';
import { videoLink } from './video-link';
import '@/features/publications/publications.texts';
import { firstAndLastName } from '@/shared/people/person-name';

const CONTENT_TYPES = new Set(['texte', 'photo', 'video']);

/** Only what changed, and the type again when the content no longer matches it. */
/** A publication in a group or an event's discussion: its audience is the group's or the event's. */
const fixedAudience = (publication: Publication) =>
  publication.audience === 'group' || publication.audience === 'event';

export function publicationChanges(
  publication: Publication,
  draft: { text: string; audience: Audience; photos: string[]; link: string; keepVideo: boolean },
): UpdatePublicationBody {
  const changes: UpdatePublicationBody = {};
  if (draft.text !== publication.text) changes.text = draft.text;
  // A publication in a group or an event keeps its audience: it is never chosen.
  if (!fixedAudience(publication) && draft.audience !== publication.audience) {
    changes.audience = draft.audience;
  }
  const samePhotos =
    draft.photos.length === publication.photos.length &&
    draft.photos.every((url, index) => url === publication.photos[index]);
  if (!samePhotos) changes.photos = draft.photos;
  const { video } = publication;
  if (video?.kind === 'upload') {
    if (!draft.keepVideo) changes.video_url = null;
  } else if (draft.link !== videoLink(video)) {
    changes.video_url = draft.link === '' ? null : draft.link;
  }
  const hasVideo = changes.video_url === undefined ? video !== null : changes.video_url !== null;
  const type = publicationType(draft.photos, hasVideo);
  if (CONTENT_TYPES.has(publication.type) && type !== publication.type) changes.type = type;
  return changes;
}

interface EditPublicationModalProps {
  publication: Publication;
  show: boolean;
  onClose: () => void;
}

/**
 * 'Modifier la publication': text, audience (not in a group), photos to remove or add (up to 15 in all), the
 * video link. New photos go to the image host first (the modal stays open, busy, and shows
 * a refusal); then the card changes at once, and the server's refusal rolls it back with its
 * French error in a toast.
 */
export function EditPublicationModal({ publication, show, onClose }: EditPublicationModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdatePublication();
  const [text, setText] = useState(publication.text);
  const inGroup = fixedAudience(publication);
  const [audience, setAudience] = useState<Audience>(
    publication.audience === 'group' || publication.audience === 'event'
      ? 'friends'
      : publication.audience,
  );
  const [photos, setPhotos] = useState(publication.photos);
  const [link, setLink] = useState(videoLink(publication.video));
  const [keepVideo, setKeepVideo] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const selection = useFileSelection(PHOTO_LIMITS, PUBLICATION_MAX_PHOTOS - photos.length);
  const uploaded = publication.video?.kind === 'upload';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const trimmed = { text: text.trim(), link: link.trim() };
    const added = selection.files.map((selected) => selected.file);
    const empty =
      trimmed.text === '' &&
      photos.length + added.length === 0 &&
      (uploaded ? !keepVideo : trimmed.link === '');
    if (empty) {
      setError(t('publications.composer.empty'));
      return;
    }
    let all = photos;
    if (added.length > 0) {
      setError(null);
      setUploading(true);
      try {
        all = [...photos, ...(await uploadImages(added))];
      } catch (failure) {
        setError(errorMessage(failure));
        return;
      } finally {
        setUploading(false);
      }
    }
    const changes = publicationChanges(publication, {
      ...trimmed,
      audience,
      photos: all,
      keepVideo,
    });
    onClose();
    if (Object.keys(changes).length > 0) update.mutate({ publication, changes });
  }

  return (
    <AppModal show={show} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t('publications.edit.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <label htmlFor={`${id}-text`} className="form-label">
            {t('publications.edit.text')}
          </label>
          <textarea
            id={`${id}-text`}
            className="form-control mb-3"
            rows={4}
            maxLength={PUBLICATION_TEXT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {!inGroup && (
            <>
              <label htmlFor={`${id}-audience`} className="form-label">
                {t('publications.composer.audience')}
              </label>
              <AudienceSelect
                id={`${id}-audience`}
                className="form-select mb-3"
                value={audience}
                onChange={setAudience}
              />
            </>
          )}
          {photos.length > 0 && (
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('publications.edit.photos')}</legend>
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                {photos.map((url, index) => (
                  <li key={url} className="position-relative">
                    <img
                      src={url}
                      alt={t('publications.photos.alt', {
                        position: index + 1,
                        count: photos.length,
                        name: firstAndLastName(publication.author),
                      })}
                      width={88}
                      height={88}
                      className="rounded-2 object-fit-cover"
                    />
                    <button
                      type="button"
                      className="btn btn-sm btn-danger btn-icon position-absolute top-0 end-0 m-1"
                      aria-label={t('publications.edit.removePhoto', { position: index + 1 })}
                      onClick={() => setPhotos(photos.filter((photo) => photo !== url))}
                    >
                      <Icon svg={biTrash} size={14} />
                    </button>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {photos.length < PUBLICATION_MAX_PHOTOS && (
            <fieldset className="mb-3">
              <legend className="form-label fs-6 mb-0">{t('publications.edit.addPhotos')}</legend>
              <ComposerPhotos selection={selection} disabled={uploading} />
            </fieldset>
          )}
          {uploaded ? (
            <div className="form-check">
              <input
                id={`${id}-keep`}
                type="checkbox"
                className="form-check-input"
                checked={keepVideo}
                onChange={(event) => setKeepVideo(event.target.checked)}
              />
              <label htmlFor={`${id}-keep`} className="form-check-label">
                {t('publications.edit.keepVideo')}
              </label>
            </div>
          ) : (
            <>
              <label htmlFor={`${id}-video`} className="form-label">
                {t('publications.composer.videoLink')}
              </label>
              <input
                id={`${id}-video`}
                type="url"
                inputMode="url"
                className="form-control"
                placeholder="https://www.youtube.com/watch?v=…"
                value={link}
                onChange={(event) => setLink(event.target.value)}
              />
              <p className="form-text mb-0">{t('publications.edit.videoHint')}</p>
            </>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-danger small mt-2 mb-0">
              {error}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SpinnerButton type="submit" className="btn btn-primary" busy={uploading}>
            {t('publications.edit.save')}
          </SpinnerButton>
        </Modal.Footer>
      </form>
    </AppModal>
  );
}
