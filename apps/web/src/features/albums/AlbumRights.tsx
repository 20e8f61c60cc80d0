import type { Album, AlbumItem, AlbumTag } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { useTranslation } from '@/shared/i18n/i18n';
import { firstAndLastName, fullName } from '@/shared/people/person-name';
import { memberProfilePath, ownProfilePath } from '@/shared/people/profile-paths';
import { notify } from '@/shared/toast/notify';
import { Icon } from '@/shared/ui/Icon';
import { biPersonPlus } from '@/shared/ui/icons/biPersonPlus';
import { biXLg } from '@/shared/ui/icons/biXLg';
import { LazyConfirmModal } from '@/shared/ui/LazyConfirmModal';
import { SpinnerButton } from '@/shared/ui/SpinnerButton';
import { useItemRights } from './albums.mutations';
import { albumTaggableQueryOptions } from './albums.queries';
import '@/features/albums/albums.texts';

type Rights = ReturnType<typeof useItemRights>;

/** An API's refusal, in its French sentence, beside the control that caused it. */
function InlineError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="small text-danger-emphasis mt-2 mb-0">
      {errorMessage(error)}
    </p>
  );
}

/** Who may remove a tag: the tagged member; else who tagged, who added, the owner (none waits). */
function mayUntag(album: Album, item: AlbumItem, tag: AlbumTag, meId: string | undefined) {
  if (!meId) return false;
  if (tag.member.id === meId) return true;
  if (tag.removal === 'requested') return false;
  return [tag.tagged_by, item.added_by.id].includes(meId) || album.is_owner;
}

/** The tagged members, each a link to their profile, with an × for whoever may remove it. */
function TagList({
  album,
  item,
  meId,
  rights,
}: {
  album: Album;
  item: AlbumItem;
  meId: string | undefined;
  rights: Rights;
}) {
  const { t } = useTranslation();
  const tags = item.tags ?? [];
  if (tags.length === 0) return null;
  return (
    <>
      <ul
        className="list-unstyled d-flex flex-wrap gap-2 mb-2"
        aria-label={t('albums.rights.tags')}
      >
        {tags.map((tag) => {
          const name = firstAndLastName(tag.member);
          return (
            <li key={tag.member.id} className="album-tag">
              <Link
                className="text-reset"
                to={tag.member.id === meId ? ownProfilePath() : memberProfilePath(tag.member.id)}
              >
                {name}
              </Link>
              {mayUntag(album, item, tag, meId) && (
                <button
                  type="button"
                  className="btn btn-sm album-tag-remove"
                  aria-label={t('albums.rights.untag', { name })}
                  title={t('albums.rights.untag', { name })}
                  disabled={rights.untag.isPending}
                  onClick={() =>
                    rights.untag.mutate(tag.member.id, {
                      onSuccess: () => void notify(t('albums.rights.untagged'), 'success'),
                    })
                  }
                >
                  <Icon svg={biXLg} size={12} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <InlineError error={rights.untag.error} />
    </>
  );
}

/**
 * 'Identifier un membre': a member found by name among those the server offers (any member the
 * tagger may see who is shown the photo, the tagger first, marked '(vous)'), then chosen in a
 * list.
 */
function TagPicker({
  album,
  item,
  meId,
  rights,
}: {
  album: Album;
  item: AlbumItem;
  meId: string | undefined;
  rights: Rights;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) searchField.current?.focus();
  }, [open]);
  const settled = useDebouncedValue(search.trim(), 250);
  const members = useQuery({
    ...albumTaggableQueryOptions(album.id, item.id, settled),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const list = members.data?.results ?? [];

  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
        onClick={() => setOpen(true)}
      >
        <Icon svg={biPersonPlus} size={14} />
        {t('albums.rights.tag')}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    rights.tag.mutate(chosen, {
      onSuccess: () => {
        void notify(t('albums.rights.tagged'), 'success');
        setChosen('');
        setSearch('');
        setOpen(false);
      },
    });
  };
  return (
    <form className="album-tag-form" onSubmit={submit} aria-label={t('albums.rights.tag')}>
      <label htmlFor={`${id}-search`} className="form-label small fw-medium mb-1">
        {t('albums.rights.search')}
      </label>
      <input
        id={`${id}-search`}
        ref={searchField}
        type="search"
        className="form-control form-control-sm mb-2"
        autoComplete="off"
        maxLength={100}
        value={search}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setSearch(event.target.value);
          setChosen('');
        }}
      />
      <p id={`${id}-hint`} className="form-text small mt-0 mb-2">
        {t('albums.rights.searchHint')}
      </p>
      <label htmlFor={`${id}-member`} className="form-label small fw-medium mb-1">
        {t('albums.rights.member')}
      </label>
      {members.isError ? (
        <p role="alert" className="small text-danger-emphasis mb-2">
          {t('albums.rights.membersError')}
        </p>
      ) : (
        <select
          id={`${id}-member`}
          className="form-select form-select-sm mb-2"
          value={chosen}
          aria-busy={members.isFetching}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">
            {members.isPending
              ? t('albums.rights.membersLoading')
              : list.length === 0
                ? t('albums.rights.noMembers')
                : t('albums.rights.choose')}
          </option>
          {list.map((member) => (
            <option key={member.id} value={member.id}>
              {member.id === meId
                ? t('albums.rights.me', { name: fullName(member) })
                : fullName(member)}
            </option>
          ))}
        </select>
      )}
      <div className="d-flex flex-wrap gap-2">
        <SpinnerButton
          type="submit"
          className="btn btn-sm btn-primary"
          busy={rights.tag.isPending}
          disabled={!chosen || rights.tag.isPending}
        >
          {t('albums.rights.tagSubmit')}
        </SpinnerButton>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => {
            rights.tag.reset();
            setOpen(false);
          }}
        >
          {t('albums.rights.cancel')}
        </button>
      </div>
      <InlineError error={rights.tag.error} />
    </form>
  );
}

/** A tagged member's side: 'Retirer cette photo' (confirmed), then where their request stands. */
function MyRemoval({ item, mine, rights }: { item: AlbumItem; mine: AlbumTag; rights: Rights }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const adder = firstAndLastName(item.added_by);
  if (mine.removal === 'requested') {
    return (
      <p className="small alert alert-info py-2 px-3 mb-3" role="status">
        {t('albums.rights.asked', { name: adder })}
      </p>
    );
  }
  if (mine.removal === 'kept') {
    return (
      <div className="small alert alert-secondary py-2 px-3 mb-3">
        <p className="mb-0">{t('albums.rights.kept', { name: adder })}</p>
        {mine.removal_note && (
          <blockquote className="mb-0 mt-1 fst-italic album-removal-note">
            {t('albums.rights.note', { note: mine.removal_note })}
          </blockquote>
        )}
      </div>
    );
  }
  return (
    <div className="mb-3">
      <SpinnerButton
        className="btn btn-sm btn-outline-danger"
        busy={rights.askRemoval.isPending}
        disabled={rights.askRemoval.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('albums.rights.ask')}
      </SpinnerButton>
      <InlineError error={rights.askRemoval.error} />
      <LazyConfirmModal
        show={confirming}
        title={t('albums.rights.askTitle')}
        text={t('albums.rights.askText', { name: adder })}
        confirmLabel={t('albums.rights.ask')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          rights.askRemoval.mutate(undefined, {
            onSuccess: () => void notify(t('albums.rights.askSent'), 'success'),
          });
        }}
      />
    </div>
  );
}

/** The adder's banner while a tagged member's request waits: 'Garder' with a word, 'Supprimer'. */
function RemovalDecision({ rights, onDeleted }: { rights: Rights; onDeleted: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [deleting, setDeleting] = useState(false);
  const busy = rights.decide.isPending;
  return (
    <section
      className="alert alert-warning py-2 px-3 mb-3 album-removal-banner"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="h6 fw-bold mb-1">
        {t('albums.rights.banner')}
      </h3>
      <p className="small mb-2">{t('albums.rights.bannerHint')}</p>
      <label htmlFor={`${id}-note`} className="form-label small fw-medium mb-1">
        {t('albums.rights.noteLabel')}
      </label>
      <textarea
        id={`${id}-note`}
        className="form-control form-control-sm mb-2"
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="d-flex flex-wrap gap-2">
        <SpinnerButton
          className="btn btn-sm btn-primary"
          busy={busy && rights.decide.variables?.decision === 'keep'}
          disabled={busy}
          onClick={() =>
            rights.decide.mutate(
              { decision: 'keep', note },
              { onSuccess: () => void notify(t('albums.rights.keptDone'), 'success') },
            )
          }
        >
          {t('albums.rights.keep')}
        </SpinnerButton>
        <SpinnerButton
          className="btn btn-sm btn-outline-danger"
          busy={busy && rights.decide.variables?.decision === 'delete'}
          disabled={busy}
          onClick={() => setDeleting(true)}
        >
          {t('albums.rights.delete')}
        </SpinnerButton>
      </div>
      <InlineError error={rights.decide.error} />
      <LazyConfirmModal
        show={deleting}
        title={t('albums.rights.deleteTitle')}
        text={t('albums.viewer.removeText')}
        confirmLabel={t('albums.rights.delete')}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          rights.decide.mutate(
            { decision: 'delete', note: '' },
            {
              onSuccess: () => {
                void notify(t('albums.viewer.removed'), 'success');
                onDeleted();
              },
            },
          );
        }}
      />
    </section>
  );
}

/**
 * An item's image rights in the viewer (docs/adr/0018-albums.md): who is tagged on it,
 * 'Identifier un membre' for whoever may tag, 'Retirer cette photo' for a tagged member (and
 * the adder's answer), and the adder's banner while a request waits.
 */
export function AlbumRights({
  album,
  item,
  meId,
  onDeleted,
}: {
  album: Album;
  item: AlbumItem;
  meId: string | undefined;
  onDeleted: () => void;
}) {
  const rights = useItemRights(album.id, item.id);
  const tags = item.tags ?? [];
  const mine = tags.find((tag) => tag.member.id === meId);
  const waiting = item.added_by.id === meId && tags.some((tag) => tag.removal === 'requested');
  return (
    <div className="mb-3">
      {waiting && <RemovalDecision rights={rights} onDeleted={onDeleted} />}
      <TagList album={album} item={item} meId={meId} rights={rights} />
      {mine && <MyRemoval item={item} mine={mine} rights={rights} />}
      {item.can_tag && <TagPicker album={album} item={item} meId={meId} rights={rights} />}
    </div>
  );
}
