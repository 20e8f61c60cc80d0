import type { Album, AlbumContributors } from '@koinonia/contracts';
import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { errorMessage } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/form/FormAlert';
import { useTranslation } from '@/shared/i18n/i18n';
import { AppModal } from '@/shared/ui/AppModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useCreateAlbum, useUpdateAlbum } from './albums.mutations';
import '@/features/albums/albums.texts';

type OwnAudience = 'public' | 'friends' | 'private';

/** Where a new album goes: the member's own, or a group's (its members see it). */
export interface AlbumPlace {
  groupId?: string;
}

interface FormProps {
  show: boolean;
  onHide: () => void;
  /** Creating: where; editing: the album. */
  place?: AlbumPlace;
  album?: Album;
  onDone: (album: Album) => void;
}

/**
 * The album's form, to create one (the member's, or a group's) or to change it (its owner):
 * title, description, who sees it (a member's own album only) and who may add photos.
 */
export function AlbumFormModal({ show, onHide, place, album, onDone }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(album?.title ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const [audience, setAudience] = useState<OwnAudience>(
    album && album.audience !== 'group' && album.audience !== 'event' ? album.audience : 'friends',
  );
  const [contributors, setContributors] = useState<AlbumContributors>(
    album?.contributors ?? (place?.groupId ? 'members' : 'owner'),
  );
  const create = useCreateAlbum();
  const update = useUpdateAlbum(album?.id ?? '');
  const mutation = album ? update : create;
  const ownAlbum = album
    ? album.audience !== 'group' && album.audience !== 'event'
    : !place?.groupId;

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      title,
      description,
      contributors: ownAlbum && audience === 'private' ? ('owner' as const) : contributors,
      ...(ownAlbum ? { audience } : {}),
    };
    const done = (saved: Album) => onDone(saved);
    if (album) update.mutate(fields, { onSuccess: done });
    else create.mutate({ ...fields, group_id: place?.groupId ?? null }, { onSuccess: done });
  }

  return (
    <AppModal show={show} onHide={onHide} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {album ? t('albums.form.editTitle') : t('albums.form.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {mutation.isError && (
            <FormAlert variant="danger">{errorMessage(mutation.error)}</FormAlert>
          )}
          <div className="mb-3">
            <label htmlFor={`${id}-name`} className="form-label fw-semibold">
              {t('albums.form.name')}
            </label>
            <input
              id={`${id}-name`}
              className="form-control"
              required
              maxLength={120}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div className="mb-3">
            <label htmlFor={`${id}-description`} className="form-label fw-semibold">
              {t('albums.form.description')}
            </label>
            <textarea
              id={`${id}-description`}
              className="form-control"
              rows={3}
              maxLength={2000}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          {ownAlbum && (
            <div className="mb-3">
              <label htmlFor={`${id}-audience`} className="form-label fw-semibold">
                {t('albums.form.audience')}
              </label>
              <select
                id={`${id}-audience`}
                className="form-select"
                value={audience}
                onChange={(event) => setAudience(event.target.value as OwnAudience)}
              >
                {(['public', 'friends', 'private'] as const).map((value) => (
                  <option key={value} value={value}>
                    {t(`albums.audience.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {!(ownAlbum && audience === 'private') && (
            <fieldset className="mb-0">
              <legend className="form-label fw-semibold fs-6">
                {t('albums.form.contributors')}
              </legend>
              {(['owner', 'members'] as const).map((value) => (
                <div className="form-check" key={value}>
                  <input
                    id={`${id}-contributors-${value}`}
                    className="form-check-input"
                    type="radio"
                    name="contributors"
                    value={value}
                    checked={contributors === value}
                    onChange={() => setContributors(value)}
                  />
                  <label className="form-check-label" htmlFor={`${id}-contributors-${value}`}>
                    {value === 'owner'
                      ? t('albums.form.contributorsOwner')
                      : ownAlbum
                        ? t('albums.form.contributorsFriends')
                        : t('albums.form.contributorsMembers')}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('albums.form.cancel')}
          </button>
          <SpinnerButton
            type="submit"
            busy={mutation.isPending}
            disabled={mutation.isPending || title.trim() === ''}
          >
            {album ? t('albums.form.save') : t('albums.form.submit')}
          </SpinnerButton>
        </Modal.Footer>
      </form>
    </AppModal>
  );
}
